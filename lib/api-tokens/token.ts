import { createHash, randomBytes } from "node:crypto";

/**
 * The token's text (record 0145): `sb_` + 43 characters of secret (32 random bytes, base64url) + 22 characters
 * naming its store (the store's uuid, 16 bytes, base64url). The store part lets the wrapper (a) look the token
 * up by (tenant_id, token_hash), one shard and one index row, and (b) answer 404 without any query when the token
 * is used on another store. It is not a secret and not trusted: the hash covers the whole text, so a token whose
 * store part was changed matches no row. Only the SHA-256 of the text is kept, with a display prefix.
 */
const SECRET_LEN = 43;
const STORE_LEN = 22;
const SHAPE = new RegExp(`^sb_[A-Za-z0-9_-]{${SECRET_LEN}}([A-Za-z0-9_-]{${STORE_LEN}})$`);

function storePart(tenantId: string): string {
  return Buffer.from(tenantId.replace(/-/g, ""), "hex").toString("base64url");
}

function storeIdOf(part: string): string | null {
  const hex = Buffer.from(part, "base64url").toString("hex");
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function hashApiToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What the list shows: the token's first characters (`sb_` and 9 of the secret), enough to tell tokens apart. */
export function displayPrefix(token: string): string {
  return `${token.slice(0, 12)}…`;
}

export function newApiToken(tenantId: string): { token: string; hash: string; prefix: string } {
  const token = `sb_${randomBytes(32).toString("base64url")}${storePart(tenantId)}`;
  return { token, hash: hashApiToken(token), prefix: displayPrefix(token) };
}

/** The store a token names, or null when the text is not a token's shape (a 401). */
export function parseApiToken(token: string): { storeId: string } | null {
  const m = SHAPE.exec(token);
  if (!m) return null;
  const storeId = storeIdOf(m[1]);
  return storeId ? { storeId } : null;
}
