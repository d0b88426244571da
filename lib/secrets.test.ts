import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "./env";
import { decryptSecret, encryptSecret, isEncrypted, resetSecretCache } from "./secrets";

beforeEach(() => {
  process.env.APP_SECRET = "a".repeat(40);
  resetEnvCache();
  resetSecretCache();
});
afterEach(() => {
  delete process.env.APP_SECRET;
  resetEnvCache();
  resetSecretCache();
});

describe("secrets at rest", () => {
  it("round-trips and never stores the plain text", () => {
    const enc = encryptSecret("rzp_live_secret_123");
    expect(isEncrypted(enc)).toBe(true);
    expect(enc).not.toContain("rzp_live_secret_123");
    expect(decryptSecret(enc)).toBe("rzp_live_secret_123");
    expect(encryptSecret("x")).not.toBe(encryptSecret("x")); // fresh IV each time
  });

  it("refuses altered values and other keys", () => {
    const enc = encryptSecret("sk_test_abc");
    const parts = enc.split(".");
    const tampered = [parts[0], parts[1], Buffer.from("evil").toString("base64url")].join(".");
    expect(() => decryptSecret(tampered)).toThrow();
    process.env.APP_SECRET = "b".repeat(40);
    resetEnvCache();
    resetSecretCache();
    expect(() => decryptSecret(enc)).toThrow();
    expect(() => decryptSecret("plain")).toThrow("Not an encrypted value");
  });
});
