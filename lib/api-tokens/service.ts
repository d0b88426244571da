import "server-only";
import { recordActivity } from "@/lib/activity/record";
import { notFound } from "@/lib/errors";
import type { Store, StaffRow } from "@/lib/tenancy/store";
import * as repo from "./repository";
import type { ApiTokenDto, ApiTokenList, CreatedApiTokenDto } from "./schemas";
import { normalizeScopes, type TokenScope } from "./scopes";
import { hashApiToken, newApiToken, parseApiToken } from "./token";

/** Access tokens (issue 41, record 0145): create, list, revoke, and the route wrapper's check of a bearer token. */

export type ApiTokenRow = repo.ApiTokenRow;

function toDto(r: ApiTokenRow): ApiTokenDto {
  return {
    id: r.id,
    name: r.name,
    scopes: normalizeScopes(r.scopes),
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    prefix: r.prefix,
  };
}

export async function listTokens(store: Store): Promise<ApiTokenList> {
  return { items: (await repo.listLiveTokens(store.id)).map(toDto) };
}

/** POST /api/api-tokens: the row (hash and prefix only) and its activity entry in one transaction; the token once. */
export async function createToken(store: Store, creator: Pick<StaffRow, "id"> | null, input: { name: string; scopes: TokenScope[] }): Promise<CreatedApiTokenDto> {
  const scopes = normalizeScopes(input.scopes);
  const { token, hash, prefix } = newApiToken(store.id);
  const row = await repo.inTransaction(async (tx) => {
    const r = await repo.insertToken(tx, { tenantId: store.id, name: input.name, scopes, tokenHash: hash, prefix, createdBy: creator?.id ?? null });
    await recordActivity(tx, store.id, {
      action: "token.created",
      resourceType: "token",
      resourceId: r.id,
      summary: `Created the API token "${r.name}"`,
      changes: { scopes: [null, scopes] },
    });
    return r;
  });
  return { id: row.id, name: row.name, scopes, token, createdAt: row.createdAt.toISOString() };
}

/** DELETE /api/api-tokens/{id}: revoked at once (the wrapper reads the row on every request; nothing caches it). */
export async function revokeToken(store: Store, id: string): Promise<{ ok: true }> {
  await repo.inTransaction(async (tx) => {
    const r = await repo.revokeLiveToken(tx, store.id, id);
    if (!r) throw notFound("Token not found");
    await recordActivity(tx, store.id, { action: "token.revoked", resourceType: "token", resourceId: r.id, summary: `Revoked the API token "${r.name}"` });
  });
  return { ok: true };
}

/**
 * The bearer check (lib/http/route.ts): `wrong-store` when the token names another store (the wrapper answers 404
 * without reading anything), null for anything that is not a live token of this store (401), else the token and the
 * store's owner account, whom a token's changes are made on behalf of (services that take an account, such as an
 * order's timeline, get it; the activity log names the token).
 */
export async function authenticateToken(store: Pick<Store, "id" | "row">, token: string): Promise<"wrong-store" | null | { token: ApiTokenRow; owner: StaffRow }> {
  const parsed = parseApiToken(token);
  if (!parsed) return null;
  if (parsed.storeId !== store.id) return "wrong-store";
  const [row, owner] = await Promise.all([repo.findLiveToken(store.id, hashApiToken(token)), repo.findOwnerAccount(store.id, store.row.ownerId)]);
  if (!row || !owner) return null;
  return { token: row, owner };
}

/** In-process: the last time each token's last_used_at was written, so most requests skip the write entirely. */
const touched = new Map<string, number>();

/** last_used_at, at most once a minute per token (the UPDATE also checks, so several instances agree). */
export async function markTokenUsed(row: Pick<ApiTokenRow, "id" | "tenantId">, now = new Date()): Promise<void> {
  const last = touched.get(row.id);
  if (last !== undefined && now.getTime() - last < 60_000) return;
  touched.set(row.id, now.getTime());
  if (touched.size > 10_000) touched.clear();
  try {
    await repo.touchToken(row.tenantId as Store["id"], row.id, now);
  } catch (err) {
    // A missed "last used" is not worth refusing the request it belongs to; the next minute tries again.
    touched.delete(row.id);
    console.warn("[api-tokens] could not record last use:", err instanceof Error ? err.message : err);
  }
}
