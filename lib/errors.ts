import { ZodError } from "zod";
import { isDatabaseUnavailable, isPoolBusy, POOL_BUSY_RETRY_AFTER_SECONDS, RETRY_AFTER_SECONDS } from "./unavailable";

/** An error with an HTTP status and, for bad input, per-field messages. Thrown anywhere, mapped once. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string>,
    public readonly code?: string,
    /** Seconds a client should wait before retrying (429, or 503 for a busy resource), sent as Retry-After. */
    public readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors, "bad_request");
export const unauthorized = (message = "Not logged in") => new AppError(401, message, undefined, "unauthorized");
export const forbidden = (message = "You do not have access to this resource") => new AppError(403, message, undefined, "forbidden");
export const notFound = (message = "Not found") => new AppError(404, message, undefined, "not_found");
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors, "conflict");
export const unprocessable = (message: string, errors?: Record<string, string>) => new AppError(422, message, errors, "unprocessable");
export const tooManyRequests = (message = "Too many attempts. Please try again later.", retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, "rate_limited", retryAfterSeconds);

export type ErrorBody = { message: string; errors?: Record<string, string> };

/** Zod issues become `{ field: message }`, first message per field ("address.city" for nested paths). */
export function zodFieldErrors(err: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Unique constraints named in the schema, turned into the field and message a user understands. */
const UNIQUE_MESSAGES: Record<string, [field: string, message: string]> = {
  users_tenant_email_uq: ["email", "An account with this email already exists"],
  users_staff_email_uq: ["email", "An account with this email already exists"],
  tenants_slug_unique: ["slug", "This store slug is already taken"],
  tenants_subdomain_unique: ["subdomain", "This subdomain is already taken"],
  tenants_custom_domain_unique: ["customDomain", "This domain is already used by another store"],
  categories_tenant_slug_uq: ["slug", "A category with this slug already exists"],
  products_tenant_slug_uq: ["slug", "A product with this slug already exists"],
  collections_tenant_slug_uq: ["slug", "A collection with this slug already exists"],
  pages_tenant_slug_uq: ["slug", "A page with this slug already exists"],
  collection_products_uq: ["productIds", "A product appears twice in this collection"],
  wishlist_user_product_uq: ["productId", "This product is already in your wishlist"],
  tax_levels_rule_level_label_place_uq: ["levels", "A tax level with this label and place appears twice"],
  theme_settings_tenant_theme_uq: ["themeId", "Settings for this theme already exist"],
};

type PgLikeError = { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown };

function pgError(err: unknown): PgLikeError | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const c = (e as PgLikeError).code;
    if (typeof c === "string" && /^[0-9A-Z]{5}$/.test(c)) return e as PgLikeError;
    e = (e as PgLikeError).cause;
  }
  return undefined;
}

/**
 * The constraint a Postgres unique violation (23505) names, or null when `err` is not one. Drivers wrap
 * the database error (drizzle puts it in `cause`), so this is the one place that unwraps it.
 */
export function uniqueViolation(err: unknown): string | null {
  const pg = pgError(err);
  if (pg?.code !== "23505") return null;
  // On Citus the violation comes from a shard, whose constraint carries the shard's id ("…_uq_102008"), and an
  // error relayed from another node names it only in its message.
  const named = pg.constraint ?? pg.constraint_name ?? /violates unique constraint "([^"]+)"/.exec(pg.message ?? "")?.[1] ?? "";
  return named.replace(/_\d{6,}$/, "");
}

/**
 * Postgres errors caused by the values sent rather than by the server: data exceptions (class 22: bad
 * numbers, dates, NUL in text 22021, invalid text representation 22P02, too long 22001), a NOT NULL or
 * CHECK violation (23502, 23514), and a value too large for an index (54000).
 */
const INVALID_INPUT_CODES = new Set(["23502", "23514", "54000"]);

/** Drizzle refuses an UPDATE with nothing in its SET ("No values to set"). */
function isEmptyUpdateError(err: unknown): boolean {
  return err instanceof Error && /^No values to set/.test(err.message);
}

/**
 * Map anything thrown to a status and the JSON error body. Unknown errors are 500 and logged. A database
 * that is down or full, or a pool with no free connection, is 503 with the seconds to wait (Retry-After), not
 * logged here: db/client.ts logs the outage once, not once per request.
 */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; retryAfter?: number } {
  if (err instanceof AppError) {
    // retryAfter: a 429's wait, or a busy resource's 503 (an import file being read, record 0121).
    return { status: err.status, body: err.errors ? { message: err.message, errors: err.errors } : { message: err.message }, retryAfter: err.retryAfter };
  }
  if (err instanceof ZodError) {
    return { status: 400, body: { message: "Invalid input", errors: zodFieldErrors(err) } };
  }
  // Before the outage check: a busy pool is this request's 503, and says so (record 0122).
  if (isPoolBusy(err)) {
    return { status: 503, body: { message: "The store is busy right now. Please try again in a moment." }, retryAfter: POOL_BUSY_RETRY_AFTER_SECONDS };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { message: "The service is temporarily unavailable. Please try again shortly." }, retryAfter: RETRY_AFTER_SECONDS };
  }
  const unique = uniqueViolation(err);
  if (unique !== null) {
    const [field, message] = UNIQUE_MESSAGES[unique] ?? ["_", "This record already exists"];
    return { status: 409, body: { message, errors: { [field]: message } } };
  }
  const pg = pgError(err);
  if (pg?.code === "23503") return { status: 422, body: { message: "A referenced record does not exist" } };
  // A backstop behind the schemas: input the database refuses is the caller's mistake, not a crash.
  if (pg?.code && (INVALID_INPUT_CODES.has(pg.code) || pg.code.startsWith("22"))) {
    return { status: 400, body: { message: "Invalid input" } };
  }
  if (pg?.code === "40001" || pg?.code === "40P01" || pg?.code === "55P03") {
    return { status: 409, body: { message: "The record changed meanwhile. Please try again." } };
  }
  if (isEmptyUpdateError(err)) return { status: 400, body: { message: "Nothing to update" } };
  if (err instanceof URIError) return { status: 400, body: { message: "Malformed URL" } };
  console.error("[api] unhandled error", err);
  return { status: 500, body: { message: "Internal server error" } };
}
