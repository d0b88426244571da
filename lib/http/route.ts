import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { customerCookie, readSession, STAFF_COOKIE } from "@/lib/auth/session";
import type { UserRow } from "@/lib/auth/schemas";
import { getEnv } from "@/lib/env";
import { findTenantByRef } from "@/lib/tenancy/repository";
import { toPublicTenant, type PublicTenant, type TenantRow } from "@/lib/tenancy/schemas";
import { decodeTenantKey, TENANT_HEADER, type TenantRef } from "@/lib/tenancy/tenant-key";
import { AppError, badRequest, forbidden, notFound, toErrorResponse, unauthorized, zodFieldErrors } from "./errors";

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
 *   owner     the signed-in owner of the request's store (or the admin)
 *   customer  a signed-in customer of the request's store
 */
export type AuthMode = "public" | "staff" | "admin" | "owner" | "customer";

type Schema = z.ZodType;

export type RouteOptions<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> = {
  auth: AuthMode;
  tenant?: "required" | "optional";
  body?: B;
  query?: Q;
  params?: P;
  /** Allow a mutation without a same-origin check (provider webhooks: they carry their own signature). */
  allowCrossOrigin?: boolean;
};

export type Store = { ref: TenantRef; row: TenantRow; tenant: PublicTenant };

export type RouteContext<B, Q, P> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: P;
  store: Store | null;
  /** The signed-in owner/admin (required for staff/admin/owner routes; optional on public ones). */
  staff: UserRow | null;
  /** The signed-in customer of this store (required for customer routes; optional on public ones). */
  customer: UserRow | null;
  /** True when the caller may manage the request's store (its owner or the admin). */
  isStoreManager: boolean;
};

type Infer<S> = S extends Schema ? z.output<S> : undefined;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function sameOrigin(req: NextRequest): boolean {
  const origin = req.headers.get("origin");
  if (origin) {
    let originHost: string;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      return false;
    }
    const host = (req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? "").split(",")[0].trim().toLowerCase();
    return originHost === host;
  }
  // No Origin: browsers send Sec-Fetch-Site on every fetch; non-browser clients send neither.
  const site = req.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

async function loadStore(req: NextRequest): Promise<Store | null> {
  const ref = decodeTenantKey(req.headers.get(TENANT_HEADER));
  if (!ref) return null;
  const row = await findTenantByRef(ref);
  if (!row) return null;
  return { ref, row, tenant: toPublicTenant(row, getEnv().ROOT_DOMAIN) };
}

/** The owner/admin may act on this store: the admin, or the store's owner. */
export function canManageStore(user: UserRow, store: Store): boolean {
  if (user.role === "admin") return true;
  return user.role === "tenant" && (store.row.ownerId === user.id || user.tenantId === store.row.id);
}

async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
}

function parse<S extends Schema>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new AppError(400, `Invalid ${what}`, zodFieldErrors(r.error), "bad_request");
  return r.data;
}

export function route<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
  opts: RouteOptions<B, Q, P>,
  handler: (ctx: RouteContext<Infer<B>, Infer<Q>, Infer<P>>) => Promise<unknown> | unknown,
) {
  return async (req: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => {
    try {
      if (MUTATING.has(req.method) && !opts.allowCrossOrigin && !sameOrigin(req)) {
        throw forbidden("Cross-origin request refused");
      }

      const store = await loadStore(req);
      const needsStore = opts.tenant === "required" || opts.auth === "owner" || opts.auth === "customer";
      if (needsStore && !store) throw notFound("Store Not Found");

      let staff: UserRow | null = null;
      let customer: UserRow | null = null;
      if (opts.auth === "staff" || opts.auth === "admin" || opts.auth === "owner") {
        staff = await readSession(req.cookies.get(STAFF_COOKIE)?.value, "staff");
        if (!staff) {
          // Signed in, but as a shopper: that is "not allowed", not "not logged in".
          const shopper = store && (await readSession(req.cookies.get(customerCookie(store.row.id))?.value, "customer", store.row.id));
          if (shopper) throw forbidden();
          throw unauthorized();
        }
        if (opts.auth === "admin" && staff.role !== "admin") throw forbidden();
        if (opts.auth === "owner" && !canManageStore(staff, store!)) throw forbidden("You do not have access to this store");
      } else if (opts.auth === "customer") {
        customer = await readSession(req.cookies.get(customerCookie(store!.row.id))?.value, "customer", store!.row.id);
        if (!customer) throw unauthorized();
      } else {
        // Public routes still see who is calling (when they carry a cookie), e.g. an owner's own drafts.
        const staffToken = req.cookies.get(STAFF_COOKIE)?.value;
        if (staffToken) staff = await readSession(staffToken, "staff");
        const customerToken = store ? req.cookies.get(customerCookie(store.row.id))?.value : undefined;
        if (customerToken) customer = await readSession(customerToken, "customer", store!.row.id);
      }

      const params = opts.params ? parse(opts.params, (await segment?.params) ?? {}, "path") : undefined;
      const query = opts.query ? parse(opts.query, Object.fromEntries(req.nextUrl.searchParams), "query") : undefined;
      const body = opts.body ? parse(opts.body, await readJson(req), "input") : undefined;

      const result = await handler({
        req,
        body: body as Infer<B>,
        query: query as Infer<Q>,
        params: params as Infer<P>,
        store,
        staff,
        customer,
        isStoreManager: !!(staff && store && canManageStore(staff, store)),
      });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { ok: true });
    } catch (err) {
      const { status, body } = toErrorResponse(err);
      const res = NextResponse.json(body, { status });
      if (status === 429) res.headers.set("Retry-After", String(getEnv().LOGIN_WINDOW_MINUTES * 60));
      return res;
    }
  };
}

/** A JSON response with a status other than 200 (e.g. 201 Created). */
export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status });
}
