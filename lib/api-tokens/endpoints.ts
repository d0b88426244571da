import { endpoint } from "@/lib/endpoint";
import type { idParams } from "@/lib/validation";
import type { ApiTokenList, CreatedApiTokenDto, createTokenSchema } from "./schemas";

/**
 * The store's Admin API access tokens (issue 41, record 0145). Permission `apps`, which no token scope names: a
 * token can neither list nor create nor revoke tokens.
 */
const tokens = ["/api/api-tokens"];

export const list = endpoint<{ response: ApiTokenList }>()({
  method: "GET",
  path: "/api/api-tokens",
  auth: "owner",
  permission: "apps",
  summary: "The store's live access tokens: name, scopes, display prefix, created and last used (never the token)",
});
export const create = endpoint<{ body: typeof createTokenSchema; response: CreatedApiTokenDto }>()({
  method: "POST",
  path: "/api/api-tokens",
  auth: "owner",
  permission: "apps",
  invalidates: tokens,
  summary: "Create an access token with scopes (201); the token (sb_…) is in this answer only",
});
export const revoke = endpoint<{ params: typeof idParams; response: { ok: true } }>()({
  method: "DELETE",
  path: "/api/api-tokens/{id}",
  auth: "owner",
  permission: "apps",
  invalidates: tokens,
  summary: "Revoke a token: its next request is refused (401)",
});
