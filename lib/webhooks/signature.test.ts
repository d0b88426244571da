import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signedHeaders } from "./signature";

describe("Standard Webhooks signatures", () => {
  it("verify with the standardwebhooks package; both secrets during a rotation; a changed body does not", () => {
    const current = newWebhookSecret();
    const previous = newWebhookSecret();
    expect(current).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ id: "evt", topic: "ping", data: {} });
    const headers = signedHeaders([current, previous], "3f1c0c1e-0000-4000-8000-000000000001", body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ topic: "ping" });
    expect(new Webhook(previous).verify(body, headers)).toMatchObject({ topic: "ping" });
    expect(() => new Webhook(current).verify(body.replace("ping", "pong"), headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });
});
