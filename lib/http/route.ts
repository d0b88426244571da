import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { customerCookie, readSession, STAFF_COOKIE } from "@/lib/auth/session";
import type { UserRow } from "@/lib/auth/schemas";
import { getEnv } from "@/lib/env";
import { getStoreByKey } from "@/lib/tenancy/current";
import { type Store } from "@/lib/tenancy/store";
import { runAs, type ActivityOrigin } from "@/lib/activity/context";
import { mustSetUpTwoFactor } from "@/lib/auth/two-factor/service";
import { clientAddress, requestHost } from "@/lib/client-address";
import { accessAllows, storeAccess, type StoreAccess } from "@/lib/members/membership";
import { ruleMessage, type PermissionRule } from "@/lib/permissions";
import { TENANT_HEADER } from "@/lib/tenancy/tenant-key";
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/validation";
import type { AuthMode, EndpointSpec, HasSchemas, ResponseOf, SchemasOf, ServerInput, TenantOption } from "@/lib/endpoint";
import { AppError, badRequest, forbidden, notFound, toErrorResponse, unauthorized, zodFieldErrors } from "@/lib/errors";
import { authorizeToken, bearerOf, TOKEN_IN_QUERY, TokenError, tokenInQuery, type TokenCaller } from "@/lib/api-tokens/auth";

/**
 * The one wrapper every /api route handler goes through:
 *   export const POST = route({ auth: "owner", body: createProductSchema }, async (ctx) => …)
 * It refuses cross-origin mutations, resolves the store from the proxy's header (never from input),
 * checks the session and role, parses params, query and body with zod, and maps every error to
 * `{ message, errors? }` with its status. Handlers return a plain value (sent as JSON) or a Response.
 *
 * auth:
 *   public    anyone; the store, if the request has one, is loaded (tenant: "required" demands one);
 *             a caller's owner/customer session, if any, is loaded too (ctx.staff, ctx.customer)
 *   staff     a signed-in owner or admin
 *   admin     a signed-in platform admin
 *   owner     a signed-in member of the request's store (its owner, or staff holding the endpoint's
 *             `permission`: 403 "You do not have permission to manage <area>"); the admin too, for reads only
 *   customer  a signed-in customer of the request's store
 *
 * Admin API tokens (issue 41, record 0145): on an owner route, `Authorization: Bearer sb_…` authenticates as the
 * token instead of a session (lib/api-tokens/auth.ts): no cookie read or set, no same-origin check, the route's
 * scope from its `permission`, rate-limit headers on every answer. Other routes ignore the header.
 */
export type { AuthMode } from "@/lib/endpoint";

type Schema = z.ZodType;

export type RouteOptions<
  A extends AuthMode,
  T extends TenantOption,
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> = {
  auth: A;
  tenant?: T;
  body?: B;
  query?: Q;
  params?: P;
  /** Allow a mutation without a same-origin check (provider webhooks: they carry their own signature). */
  allowCrossOrigin?: boolean;
  /** What a store member needs (owner routes; lib/endpoint.ts). */
  permission?: PermissionRule;
  /** Not a descriptor: an endpoint goes to the other overload, whose schemas are checked against it. */
  path?: never;
};

/** What the options guarantee, so handlers never assert: owner/customer routes and `tenant: "required"` have a store. */
type StoreFor<A extends AuthMode, T extends TenantOption> = A extends "owner" | "customer" ? Store : T extends "required" ? Store : Store | null;
type StaffFor<A extends AuthMode> = A extends "staff" | "admin" | "owner" ? UserRow : UserRow | null;
type CustomerFor<A extends AuthMode> = A extends "customer" ? UserRow : UserRow | null;

export type RouteContext<A extends AuthMode, T extends TenantOption, B, Q, P> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  store: StoreFor<A, T>;
  /** The signed-in owner/admin (present on staff/admin/owner routes; optional on public ones). */
  staff: StaffFor<A>;
  /** The signed-in customer of this store (present on customer routes; optional on public ones). */
  customer: CustomerFor<A>;
  /** True when the caller may manage the request's store (a member, or the admin). */
  isStoreManager: boolean;
  /** The caller's standing in the request's store (owner/staff with permissions, or the admin), or null. */
  access: StoreAccess | null;
};

type Infer<S> = S extends Schema ? z.output<S> : undefined;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const TWO_FACTOR_FIRST = "This store requires two-factor sign-in: set it up on your account first";

export const ADMIN_WRITES_MESSAGE = "The platform admin changes stores through the admin endpoints";

function sameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return false;
    }
    return originHost === requestHost(req.headers);
  }
  // No Origin: browsers send Sec-Fetch-Site on every fetch; non-browser clients send neither.
  const site = req.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

/** A JSON body, only under a JSON content type: a form post or text/plain is refused (415), not guessed. */
async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new AppError(415, "Send the body as JSON (Content-Type: application/json)", undefined, "unsupported_media_type");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
}

function parse<S extends Schema>(schema: S, value: unknown, what: string): z.output<S> {
  // Checked before any schema, so no route can pass text to the database that it cannot store.
  const bad = findUnstorableText(value);
  if (bad) throw new AppError(400, `Invalid ${what}`, { [bad]: UNSTORABLE_TEXT_MESSAGE }, "bad_request");
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError(400, `Invalid ${what}`, zodFieldErrors(r.error), "bad_request");
  return r.data;
}

/** An update that names no field would write nothing (and the database refuses an empty SET). */
function isEmptyUpdate(method: string, body: unknown): boolean {
  if (method !== "PUT" && method !== "PATCH") return false;
  if (!body || typeof body !== "object" || Array.isArray(body)) return false;
  return Object.values(body).every((v) => v === undefined);
}

type AuthOf<E> = E extends { auth: infer A extends AuthMode } ? A : never;
type TenantOf<E> = E extends { tenant: infer T extends TenantOption } ? T : undefined;
/** A handler of a declared endpoint returns its declared answer (or a Response: a status, a file, a redirect). */
type Answer<E> = unknown extends ResponseOf<E> ? unknown : ResponseOf<E> | Response;
export type EndpointHandler<E> = (
  ctx: RouteContext<AuthOf<E>, TenantOf<E>, ServerInput<E, "body">, ServerInput<E, "query">, ServerInput<E, "params">>,
) => Promise<Answer<E>> | Answer<E>;

type AnyOptions = RouteOptions<AuthMode, TenantOption, Schema | undefined, Schema | undefined, Schema | undefined>;
type RouteHandler = ((req: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  routeOptions: AnyOptions & { endpoint?: EndpointSpec };
};

/**
 * A handler for a declared endpoint (lib/<slice>/endpoints.ts; docs/decisions/0137): its auth, tenant and
 * origin rule come from the descriptor, and the schemas passed are exactly the ones it declares (by type):
 *   export const POST = route(orders.refund, { params: idParams, body: refundSchema }, (ctx) => …)
 */
export function route<E extends EndpointSpec>(
  endpoint: E,
  ...rest: HasSchemas<E> extends true ? [schemas: SchemasOf<E>, handler: EndpointHandler<E>] : [handler: EndpointHandler<E>]
): RouteHandler;
export function route<
  A extends AuthMode,
  T extends TenantOption = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(opts: RouteOptions<A, T, B, Q, P>, handler: (ctx: RouteContext<A, T, Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown> | unknown): RouteHandler;
export function route(first: AnyOptions | EndpointSpec, ...rest: unknown[]): RouteHandler {
  const handler = rest[rest.length - 1] as (ctx: RouteContext<AuthMode, TenantOption, unknown, unknown, unknown>) => unknown;
  if (isEndpoint(first)) {
    const schemas = (rest.length > 1 ? rest[0] : {}) as Pick<AnyOptions, "body" | "query" | "params">;
    const opts: AnyOptions = { auth: first.auth, tenant: first.tenant, allowCrossOrigin: first.allowCrossOrigin, permission: first.permission, ...schemas };
    return wrap(opts, handler, first);
  }
  return wrap(first, handler);
}

function isEndpoint(x: AnyOptions | EndpointSpec): x is EndpointSpec {
  return typeof x.path === "string";
}

function wrap(opts: AnyOptions, handler: (ctx: RouteContext<AuthMode, TenantOption, unknown, unknown, unknown>) => unknown, endpoint?: EndpointSpec): RouteHandler {
  const handle = async (req: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => {
    // An owner route called with a bearer token (record 0145); its answers carry the token's rate-limit headers.
    const bearer = opts.auth === "owner" ? bearerOf(req.headers) : null;
    let token: TokenCaller | null = null;
    try {
      if (tokenInQuery(req.nextUrl)) throw badRequest(TOKEN_IN_QUERY);
      // A token is not ambient (no cookie a browser adds by itself): there is no cross-site request to forge.
      if (MUTATING.has(req.method) && !opts.allowCrossOrigin && bearer === null && !sameOrigin(req)) {
        throw forbidden("Cross-origin request refused");
      }

      const store = await getStoreByKey(req.headers.get(TENANT_HEADER));
      const needsStore = opts.tenant === "required" || opts.auth === "owner" || opts.auth === "customer";
      if (needsStore && !store) throw notFound("Store Not Found");

      let staff: UserRow | null = null;
      let customer: UserRow | null = null;
      let access: StoreAccess | null = null;
      if (bearer !== null) {
        // needsStore held above: an owner route always has its store here.
        token = await authorizeToken(store!, bearer, req.method, opts.permission);
        staff = token.staff;
        access = token.access;
      } else if (opts.auth === "staff" || opts.auth === "admin" || opts.auth === "owner") {
        staff = await readSession(req.cookies.get(STAFF_COOKIE)?.value, "staff");
        if (!staff) {
          // Signed in, but as a shopper: that is "not allowed", not "not logged in".
          const shopper = store && (await readSession(req.cookies.get(customerCookie(store.id))?.value, "customer", store.id));
          if (shopper) throw forbidden();
          throw unauthorized();
        }
        if (opts.auth === "admin" && staff.role !== "admin") throw forbidden();
        if (store && opts.auth !== "admin") access = await storeAccess(staff, store);
        if (opts.auth === "owner" && !access) throw forbidden("You do not have access to this store");
        if (opts.auth === "owner" && !accessAllows(access, opts.permission)) throw forbidden(ruleMessage(opts.permission));
        // A store that requires two-factor for staff: a staff member without it uses none of its owner routes
        // (the dashboard sends them to the set-up, record 0144); the set-up calls themselves are not owner routes.
        if (opts.auth === "owner" && access?.kind === "member" && (await mustSetUpTwoFactor(staff, store!, access))) throw forbidden(TWO_FACTOR_FIRST);
        // The admin may read a store's data (support) but changes it only through the admin endpoints.
        if (opts.auth === "owner" && staff.role === "admin" && MUTATING.has(req.method)) throw forbidden(ADMIN_WRITES_MESSAGE);
      } else if (opts.auth === "customer") {
        if (!store) throw notFound("Store Not Found");
        customer = await readSession(req.cookies.get(customerCookie(store.id))?.value, "customer", store.id);
        if (!customer) throw unauthorized();
      } else {
        // Public routes still see who is calling (when they carry a cookie), e.g. an owner's own drafts.
        const staffToken = req.cookies.get(STAFF_COOKIE)?.value;
        if (staffToken) staff = await readSession(staffToken, "staff");
        if (staff && store) access = await storeAccess(staff, store);
        const customerToken = store ? req.cookies.get(customerCookie(store.id))?.value : undefined;
        if (store && customerToken) customer = await readSession(customerToken, "customer", store.id);
      }

      const params = opts.params ? parse(opts.params, (await segment?.params) ?? {}, "path") : undefined;
      const query = opts.query ? parse(opts.query, Object.fromEntries(req.nextUrl.searchParams), "query") : undefined;
      const body = opts.body ? parse(opts.body, await readJson(req), "input") : undefined;
      if (opts.body && isEmptyUpdate(req.method, body)) throw badRequest("Nothing to update");

      // The checks above enforce what RouteContext's conditional types promise for these options.
      const ctx = {
        req,
        body,
        query,
        params,
        store,
        staff,
        customer,
        isStoreManager: !!access,
        access,
      } as RouteContext<AuthMode, TenantOption, unknown, unknown, unknown>;
      const origin = originOf(req, staff, access);
      if (token) origin.actor = token.actor;
      const result = await runAs(origin, () => handler(ctx));
      if (result instanceof Response) return withHeaders(result, token?.headers);
      return withHeaders(NextResponse.json(result ?? { ok: true }), token?.headers);
    } catch (err) {
      const { status, body, retryAfter } = toErrorResponse(err);
      // A wrong scope names the one it needs: 403 { message, requiredScope }.
      const scope = err instanceof TokenError && err.requiredScope ? { requiredScope: err.requiredScope } : {};
      const res = withHeaders(NextResponse.json({ ...body, ...scope }, { status }), err instanceof TokenError ? err.headers : token?.headers);
      if (retryAfter) res.headers.set("Retry-After", String(retryAfter));
      else if (status === 429) {
        const wait = err instanceof AppError && err.retryAfter ? err.retryAfter : getEnv().LOGIN_WINDOW_MINUTES * 60;
        res.headers.set("Retry-After", String(wait));
      }
      return res;
    }
  };
  // The options stay readable on the handler, so tests can fuzz every route from its own schemas.
  // The endpoint too: the registry test checks every handler serves the descriptor it names.
  return Object.assign(handle, { routeOptions: { ...opts, endpoint } });
}

/** A token answer's rate-limit headers (a Response whose headers are immutable, e.g. a redirect, is left as is). */
function withHeaders(res: Response, headers: Record<string, string> | undefined): Response {
  if (!headers) return res;
  try {
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  } catch {
    // immutable headers
  }
  return res;
}

/** Who a request's changes are recorded as (lib/activity): the admin, the store's owner or staff, else the system. */
function originOf(req: NextRequest, staff: UserRow | null, access: StoreAccess | null): ActivityOrigin {
  const ip = clientAddress(req.headers) || null;
  const userAgent = req.headers.get("user-agent")?.slice(0, 500) ?? null;
  if (!staff) return { actor: { type: "system", id: null }, ip, userAgent };
  const name = [staff.firstName, staff.lastName].filter(Boolean).join(" ") || undefined;
  const type = staff.role === "admin" ? "admin" : access?.kind === "member" ? access.role : "owner";
  return { actor: { type, id: staff.id, email: staff.email, name }, ip, userAgent };
}

/** A JSON response with a status other than 200 (e.g. 201 Created). */
export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status });
}

/**
 * The answer of a request that may carry an Idempotency-Key: its status and body, and `Idempotent-Replayed:
 * true` when an earlier request with the same key did the work (docs/decisions/0040, 0134).
 */
export function answered(a: { status: number; body: unknown; replayed: boolean }) {
  return NextResponse.json(a.body, { status: a.status, headers: a.replayed ? { "Idempotent-Replayed": "true" } : undefined });
}
