import { describe, expect, it } from "vitest";
import { SECRET_COLUMNS, type TenantRow } from "./schemas";
import { toStore } from "./store";

// A store row as the database returns it, with every payment secret set (encrypted values look like this).
const row = {
  id: "7d1f0c1e-3f0a-4d5e-9a51-0d7a6c2b9e10",
  slug: "demo",
  subdomain: "demo",
  name: "Demo",
  customDomain: null,
  customDomainVerifiedAt: null,
  paypalEnabled: true,
  paypalClientId: "client-id",
  paypalClientSecret: "v1:enc:paypal",
  stripeEnabled: true,
  stripePublicKey: "pk_test",
  stripeSecretKey: "v1:enc:stripe",
  stripeWebhookSecret: null,
  razorpayEnabled: false,
  razorpayKeyId: "rzp_key",
  razorpayKeySecret: "v1:enc:razorpay",
  razorpayWebhookSecret: "v1:enc:rzp-webhook",
  currency: "INR",
} as unknown as TenantRow;

describe("the store every page and service gets", () => {
  const store = toStore({ mode: "path", slug: "demo" }, row, "example.com");

  it("carries no payment secret, not even encrypted", () => {
    const text = JSON.stringify(store);
    for (const secret of ["v1:enc:paypal", "v1:enc:stripe", "v1:enc:razorpay", "v1:enc:rzp-webhook"]) expect(text).not.toContain(secret);
    for (const column of SECRET_COLUMNS) expect(typeof store.row[column]).not.toBe("string");
  });

  it("still tells which secrets are set, and keeps the public ids", () => {
    expect(!!store.row.paypalClientSecret).toBe(true);
    expect(!!store.row.stripeSecretKey).toBe(true);
    expect(store.row.stripeWebhookSecret).toBeNull();
    expect(!!store.row.razorpayWebhookSecret).toBe(true);
    expect(store.row.paypalClientId).toBe("client-id");
    expect(store.row.stripePublicKey).toBe("pk_test");
  });
});
