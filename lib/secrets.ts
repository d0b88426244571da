import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";

/**
 * Encryption at rest for stored credentials (a store's payment keys). AES-256-GCM with a key derived
 * from APP_SECRET; without APP_SECRET a random secret is generated once and kept in DATA_DIR/app-secret
 * (mode 0600), so an embedded install needs no setup. Deployments with several instances set APP_SECRET.
 */
let cachedKey: Buffer | undefined;

function appSecret(): string {
  const env = getEnv();
  if (env.APP_SECRET) return env.APP_SECRET;
  if (env.DATA_DIR.startsWith("memory://")) {
    const g = globalThis as unknown as { __sbEphemeralSecret?: string };
    g.__sbEphemeralSecret ??= randomBytes(32).toString("base64url");
    return g.__sbEphemeralSecret;
  }
  const file = path.resolve(env.DATA_DIR, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return secret;
}

function key(): Buffer {
  cachedKey ??= createHash("sha256").update(`storebuilder:v1:${appSecret()}`).digest();
  return cachedKey;
}

/** Tests switch APP_SECRET between cases. */
export function resetSecretCache() {
  cachedKey = undefined;
}

const PREFIX = "enc:v1:";

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${iv.toString("base64url")}.${tag.toString("base64url")}.${data.toString("base64url")}`;
}

/** The plain text of a value written by encryptSecret; throws if it was altered or the key differs. */
export function decryptSecret(stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error("Not an encrypted value");
  const [iv, tag, data] = stored.slice(PREFIX.length).split(".");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export function isEncrypted(value: string | null | undefined): boolean {
  return !!value && value.startsWith(PREFIX);
}
