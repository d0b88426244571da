import "server-only";
import type { Actor } from "@/lib/activity/context";
import { AppError } from "@/lib/errors";
import type { StoreAccess } from "@/lib/members/membership";
import type { PermissionRule } from "@/lib/permissions";
import type { StaffRow, Store } from "@/lib/tenancy/store";
import { takeTokenRequest, type RateDecision } from "./rate-limit";
import { holdsScope, scopesFor, areasOf } from "./scopes";
import { authenticateToken, markTokenUsed } from "./service";

/**
 * What the route wrapper (lib/http/route.ts) calls for a bearer token on an owner route (issue 41, record 0145).
 * Order: the token's store (404: another store's token learns nothing of this one), the token (401: missing,
 * malformed, unknown or revoked), its bucket (429), the route's scope (403 `{ message, requiredScope }`).
 */

/** A refusal of a token request: its status, and the rate-limit headers once the bucket was counted. */
export class TokenError extends AppError {
  constructor(
    status: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly requiredScope?: string,
    retryAfter?: number,
  ) {
    super(status, message, undefined, status === 429 ? "rate_limited" : undefined, retryAfter);
  }
}

export const TOKEN_NOT_ALLOWED = "API tokens cannot use this route";
export const INVALID_TOKEN = "Invalid or revoked access token";
export const TOKEN_IN_QUERY = "Send the access token in the Authorization header (Bearer), never in the URL";

/** `Authorization: Bearer …` (any bearer value: on an owner route it is a token attempt, valid or not). */
export function bearerOf(headers: Headers): string | null {
  const h = headers.get("authorization");
  if (!h) return null;
  const m = /^Bearer\s+(.*)$/i.exec(h.trim());
  return m ? m[1].trim() : null;
}

/** A token in the URL ends up in logs and histories: `?access_token=sb_…` or `?token=sb_…` is refused (400). */
export function tokenInQuery(url: URL): boolean {
  for (const k of ["access_token", "token"]) if (url.searchParams.getAll(k).some((v) => v.trim().startsWith("sb_"))) return true;
  return false;
}

function rateHeaders(d: RateDecision): Record<string, string> {
  return { "X-RateLimit-Limit": String(d.limit), "X-RateLimit-Remaining": String(d.remaining) };
}

export type TokenCaller = {
  /** The store's owner account with the token's name: what services that take an account see (record 0145). */
  staff: StaffRow;
  /** The token as a member holding the areas its scopes read (handlers that narrow by permission read this). */
  access: StoreAccess;
  actor: Actor;
  headers: Record<string, string>;
};

export async function authorizeToken(store: Pick<Store, "id" | "row">, token: string, method: string, rule: PermissionRule | undefined): Promise<TokenCaller> {
  const found = await authenticateToken(store, token);
  if (found === "wrong-store") throw new TokenError(404, "Not found");
  if (!found) throw new TokenError(401, INVALID_TOKEN);
  const t = found.token;
  const rate = await takeTokenRequest(t.id);
  const headers = rateHeaders(rate);
  if (!rate.allowed) throw new TokenError(429, "Too many requests for this token. Please slow down.", headers, undefined, rate.retryAfter);
  const any = scopesFor(method, rule);
  if (any.length === 0) throw new TokenError(403, TOKEN_NOT_ALLOWED, headers);
  if (!any.some((s) => holdsScope(t.scopes, s))) throw new TokenError(403, `This token lacks the ${any[0]} scope`, headers, any[0]);
  await markTokenUsed(t);
  return {
    staff: { ...found.owner, firstName: `${t.name} (API token)`, lastName: null },
    access: { kind: "member", role: "staff", permissions: areasOf(t.scopes), memberId: null },
    actor: { type: "token", id: t.id, name: t.name },
    headers,
  };
}
