import { describe, expect, it } from "vitest";
import { newAttemptKey } from "@/lib/http/fetch";
import { AttemptKeys } from "./attempt-key";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("checkout attempt keys", () => {
  it("keeps the key for a retry of the same payload, a new one for a changed payload", () => {
    const keys = new AttemptKeys();
    const a = keys.keyFor({ items: [{ productId: "p", quantity: 1 }], paymentMethod: "cod" });
    expect(a).toMatch(UUID);
    expect(keys.keyFor({ items: [{ productId: "p", quantity: 1 }], paymentMethod: "cod" })).toBe(a);
    const b = keys.keyFor({ items: [{ productId: "p", quantity: 2 }], paymentMethod: "cod" });
    expect(b).not.toBe(a);
    expect(keys.keyFor({ items: [{ productId: "p", quantity: 2 }], paymentMethod: "stripe" })).not.toBe(b);
  });

  it("after an order came back, the same payload is a new attempt", () => {
    const keys = new AttemptKeys();
    const payload = { items: [{ productId: "p", quantity: 1 }] };
    const a = keys.keyFor(payload);
    keys.settle();
    expect(keys.keyFor(payload)).not.toBe(a);
  });

  it("makes version-4 UUIDs without randomUUID (pages on plain http)", () => {
    const real = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const seen = new Set(Array.from({ length: 200 }, newAttemptKey));
      expect(seen.size).toBe(200);
      for (const k of seen) expect(k).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis.crypto, "randomUUID", { value: real, configurable: true });
    }
  });
});
