import { describe, expect, it } from "vitest";
import { diffChanges, isSecretField, loggable, redactChanges } from "./diff";

describe("activity changes", () => {
  it("lists only the fields whose value changed, as [before, after]", () => {
    const before = { name: "Mug", price: "10.00", tags: ["a"], status: "draft", updatedAt: new Date("2026-01-01") };
    const after = { name: "Big mug", price: "10.00", tags: ["a", "b"], status: "draft", updatedAt: new Date("2026-02-01") };
    expect(diffChanges(before, after, ["name", "price", "tags", "status"])).toEqual({ name: ["Mug", "Big mug"], tags: [["a"], ["a", "b"]] });
  });

  it("a creation lists the fields set, from null; empty ones are left out", () => {
    expect(diffChanges(null, { name: "Mugs", description: null, tags: [], sortOrder: 0 })).toEqual({ name: [null, "Mugs"], sortOrder: [null, 0] });
  });

  it("never writes a secret's value, only that it changed", () => {
    const changes = diffChanges(
      { stripeSecretKey: undefined, stripeWebhookSecret: "whsec_old", passwordHash: "$argon2$a", codEnabled: false },
      { stripeSecretKey: "enc:sk_live_123", stripeWebhookSecret: "whsec_new", passwordHash: "$argon2$b", codEnabled: true },
    );
    expect(changes).toEqual({ stripeSecretKey: "changed", stripeWebhookSecret: "changed", passwordHash: "changed", codEnabled: [false, true] });
    expect(JSON.stringify(changes)).not.toMatch(/sk_live|whsec|argon/);
  });

  it("a secret left as it was is not listed", () => {
    expect(diffChanges({ razorpayKeySecret: "x", name: "a" }, { razorpayKeySecret: "x", name: "b" })).toEqual({ name: ["a", "b"] });
  });

  it("redacts secrets nested in values and in changes a caller passes", () => {
    expect(loggable({ provider: "stripe", apiKey: "sk_1", nested: { accessToken: "t", label: "x" } })).toEqual({ provider: "stripe", apiKey: "changed", nested: { accessToken: "changed", label: "x" } });
    expect(redactChanges({ inviteToken: ["a", "b"], settings: [{ webhook_secret: "s" }, { webhook_secret: "t" }], name: ["a", "b"] })).toEqual({
      inviteToken: "changed",
      settings: [{ webhook_secret: "changed" }, { webhook_secret: "changed" }],
      name: ["a", "b"],
    });
  });

  it("names secrets by their field names", () => {
    for (const f of ["stripeSecretKey", "razorpay_key_secret", "password", "passwordHash", "token", "apiKey", "privateKey", "webhookSecret", "recoveryCodes"]) expect(isSecretField(f)).toBe(true);
    for (const f of ["name", "price", "stripePublicKey", "razorpayKeyId", "paypalWebhookId", "footerText", "description"]) expect(isSecretField(f)).toBe(false);
  });

  it("keeps entries small: long texts cut, dates as ISO strings", () => {
    const long = "x".repeat(1000);
    const [, after] = diffChanges({ content: "a" }, { content: long }).content as [unknown, string];
    expect(after.length).toBeLessThan(310);
    expect(loggable(new Date("2026-11-28T10:00:00Z"))).toBe("2026-11-28T10:00:00.000Z");
  });
});
