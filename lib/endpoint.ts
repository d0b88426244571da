import type { z } from "zod";
import type { PermissionRule } from "@/lib/permissions";

/**
 * An endpoint descriptor: one /api call declared once, read by the server's `route()` (lib/http/route.ts) and by
 * the browser's `callApi()` (lib/http/call.ts), walked by the contract and fuzz tests through lib/contract/registry.ts
 * (docs/decisions/0137). Each slice declares its own in lib/<slice>/endpoints.ts:
 *
 *   export const refund = endpoint<{ params: typeof idParams; body: typeof refundSchema; response: OrderDto }>()({
 *     method: "POST", path: "/api/orders/{id}/refund", auth: "owner", idempotencyKey: true, invalidates: ["/api/orders"],
 *   });
 *
 * The zod schemas appear here as types only (`import type`), so a storefront island that calls an endpoint
 * downloads its method and path, not the slice's schemas; the route handler passes the schemas themselves and
 * `route()` refuses (at compile time) any other schema than the one declared.
 */

/** Who may call (lib/http/route.ts enforces it; the spec's access column). */
export type AuthMode = "public" | "staff" | "admin" | "owner" | "customer";
export type TenantOption = "required" | "optional" | undefined;
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What an endpoint's schemas and answer are: schemas as `typeof schema`, the answer as a type. */
export type EndpointTypes = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer of a success (a TS type for now; issue 41 turns the DTOs into zod schemas for OpenAPI). */
  response?: unknown;
};

/** The parts that exist at run time: plain strings and flags, small enough for any island. */
export type EndpointSpec = {
  readonly method: Method;
  /** The documented path; `{name}` marks a path parameter (filled from `params`). */
  readonly path: `/api/${string}` | "/api";
  readonly auth: AuthMode;
  /**
   * Who the call answers when the handler narrows `auth` itself (GET /api/customers/me is public to the wrapper,
   * so that optional=1 answers a visitor null, but documented as the customer's: a visitor gets 401). What the
   * contract test and the API document read; `auth` when absent.
   */
  readonly access?: AuthMode;
  /**
   * What a store member needs for an owner route (issue 40; lib/permissions.ts's PermissionRule): one
   * permission, any of several, "member" (any member) or "owner" (the owner alone). Every owner route declares
   * one (tests/contract); the owner holds all, the platform admin reads every store.
   */
  readonly permission?: PermissionRule;
  /** `required`: the request must be for a store even on a public route (owner/customer routes always are). */
  readonly tenant?: TenantOption;
  /** A provider webhook: no same-origin check (it carries its own signature). */
  readonly allowCrossOrigin?: boolean;
  /** The client sends an Idempotency-Key, one per attempt (the server does the work once; decision 0134). */
  readonly idempotencyKey?: boolean;
  /**
   * Not JSON: a file upload (multipart), or a provider's signed body read as it came (`raw`: a webhook verifies
   * its signature over the exact bytes, so the wrapper parses nothing and the handler reads `req.text()`).
   */
  readonly bodyKind?: "multipart" | "raw";
  /** A download (PDF, CSV) rather than JSON. */
  readonly answerKind?: "file";
  /** API path prefixes whose cached queries a success makes stale (matched as lib/http/query-keys.ts's keys). */
  readonly invalidates?: readonly string[];
  /** One line for the OpenAPI document. */
  readonly summary?: string;
};

declare const TYPES: unique symbol;

export type Endpoint<S extends EndpointSpec = EndpointSpec, T extends EndpointTypes = EndpointTypes> = S & {
  /** Types only: never present at run time. */
  readonly [TYPES]?: T;
};

/**
 * Declares an endpoint: the types first (explicit), then the run-time part (inferred, kept literal):
 * `endpoint<{ body: typeof createSchema; response: Dto }>()({ method: "POST", path: "/api/x", auth: "owner" })`.
 */
export function endpoint<T extends EndpointTypes = Record<never, never>>() {
  return <const S extends EndpointSpec>(spec: S): Endpoint<S, T> => spec as Endpoint<S, T>;
}

export type TypesOf<E> = E extends Endpoint<EndpointSpec, infer T> ? T : never;

type SchemaAt<E, K extends "params" | "query" | "body"> = TypesOf<E> extends { [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the server parses: the schema's output. */
export type ServerInput<E, K extends "params" | "query" | "body"> = SchemaAt<E, K> extends z.ZodType ? z.output<SchemaAt<E, K>> : undefined;

/** What the client sends: the schema's input (a body the server transforms may be sent in its loose form). */
type ClientInput<E, K extends "params" | "query" | "body"> = SchemaAt<E, K> extends z.ZodType ? z.input<SchemaAt<E, K>> : never;

export type ResponseOf<E> = TypesOf<E> extends { response: infer R } ? R : unknown;

type Declared<E, K extends "params" | "query" | "body"> = SchemaAt<E, K> extends z.ZodType ? K : never;

/**
 * The input of a call: exactly the declared parts (a multipart endpoint takes FormData). Params and body are
 * required; a query is optional (every query field is), and a list screen that keeps its filters in the page's
 * URL may pass them as URLSearchParams (the server's schema still checks them).
 */
export type CallInput<E> = { [K in Declared<E, "params">]: ClientInput<E, K> } & { [K in Declared<E, "query">]?: ClientInput<E, K> | URLSearchParams } & (Declared<E, "body"> extends never
  ? E extends { bodyKind: "multipart" }
    ? { body: FormData }
    : { body?: undefined }
  : { body: ClientInput<E, "body"> });

/** The schemas a route passes for its endpoint: exactly the declared ones (the same schema, by type). */
export type SchemasOf<E> = {
  [K in Declared<E, "params"> | Declared<E, "query"> | Declared<E, "body">]: SchemaAt<E, K> & z.ZodType<ServerInput<E, K>, ClientInput<E, K>>;
};

export type HasSchemas<E> = [Declared<E, "params"> | Declared<E, "query"> | Declared<E, "body">] extends [never] ? false : true;

/** The path with its `{name}` parts filled in from `params` (each part URL-encoded). */
export function fillPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === "") throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(v));
  });
}

/** The query string of a call (`?a=1&b=2`; empty and undefined values left out). */
export function queryString(query?: Record<string, unknown> | URLSearchParams): string {
  if (!query) return "";
  if (query instanceof URLSearchParams) return query.size ? `?${query.toString()}` : "";
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== "");
  if (entries.length === 0) return "";
  return `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
}

/** The fixed start of an endpoint's path (up to its first parameter): what a query-key prefix match uses. */
export function staticPrefix(path: string): string {
  const i = path.indexOf("{");
  return (i === -1 ? path : path.slice(0, i)).replace(/\/$/, "");
}
