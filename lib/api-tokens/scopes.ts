/**
 * Admin API token scopes (issue 41, record 0145). Free of server code: the route wrapper, the endpoints' tests and
 * the Tokens screen's checkboxes read the same list. A scope is `read_<area>` or `write_<area>` of the staff
 * permissions that name store data (lib/permissions.ts); `write_` implies `read_`. The staff-only areas ("staff",
 * "apps") and the "member"/"owner" rules have no scope: a token never reaches those routes.
 */
import type { PermissionRule, StaffPermission } from "@/lib/permissions";

export const TOKEN_AREAS = ["products", "orders", "customers", "discounts", "content", "settings", "reports"] as const satisfies readonly StaffPermission[];
export type TokenArea = (typeof TOKEN_AREAS)[number];
export type TokenScope = `read_${TokenArea}` | `write_${TokenArea}`;
export const TOKEN_SCOPES: readonly TokenScope[] = TOKEN_AREAS.flatMap((a) => [`read_${a}`, `write_${a}`] as const);

export function isTokenArea(p: string): p is TokenArea {
  return (TOKEN_AREAS as readonly string[]).includes(p);
}

/**
 * The scopes that let a token call a route (any one of them): GET reads (`read_<area>`), any other method writes
 * (`write_<area>`), for each area its permission rule names. Empty: no token may call it.
 */
export function scopesFor(method: string, rule: PermissionRule | undefined): TokenScope[] {
  if (rule === undefined || rule === "member" || rule === "owner") return [];
  const kind = method === "GET" || method === "HEAD" ? "read" : "write";
  const areas: readonly StaffPermission[] = typeof rule === "string" ? [rule] : rule;
  return areas.filter(isTokenArea).map((a) => `${kind}_${a}` as TokenScope);
}

/** Whether a token's scopes hold `scope` (`write_x` holds `read_x` too). */
export function holdsScope(scopes: readonly string[], scope: TokenScope): boolean {
  if (scopes.includes(scope)) return true;
  return scope.startsWith("read_") && scopes.includes(`write_${scope.slice(5)}`);
}

/** A token's scopes in the screen's order, without duplicates or a `read_x` its `write_x` already holds. */
export function normalizeScopes(scopes: readonly string[]): TokenScope[] {
  return TOKEN_SCOPES.filter((s) => scopes.includes(s) && !(s.startsWith("read_") && scopes.includes(`write_${s.slice(5)}`)));
}

/** The areas a token may read (as staff permissions: what `ctx.access` says a token holds). */
export function areasOf(scopes: readonly string[]): TokenArea[] {
  return TOKEN_AREAS.filter((a) => holdsScope(scopes, `read_${a}`));
}
