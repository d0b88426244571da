import "server-only";
import { createHash, randomInt } from "node:crypto";
import { CODE_ALPHABET, CODE_LENGTH } from "./code";

/** The plain functions as well, so the server imports codes from one place. */
export * from "./code";

/** A new code (./code.ts says how codes look); server only. */
export function generateCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** What is stored of a code: SHA-256 of the store's id and the normalised code. */
export function hashCode(tenantId: string, normalised: string): string {
  return createHash("sha256").update(`gift-card:${tenantId}:${normalised}`).digest("hex");
}
