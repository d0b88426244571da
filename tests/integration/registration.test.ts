import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as complete } from "@/app/api/complete-tenant-registration/route";
import { POST as register } from "@/app/api/register-tenant/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { resetEnvCache } from "@/lib/env";
import { startFakeProvider, type FakeProvider } from "../fakes/payment-provider";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

setupTestDatabase();

const form = (subdomain: string, email: string, plan: "monthly" | "yearly" = "monthly") => ({
  name: `Shop ${subdomain}`,
  subdomain,
  description: "Handmade things",
  plan,
  ownerFirstName: "Riya",
  ownerLastName: "Sen",
  ownerEmail: email,
  ownerPassword: "longenough1",
});

describe("store registration without platform keys: 14-day free trial", () => {
  it("creates the store and its owner at once; the owner signs in on the new store's host", async () => {
    const c = new TestClient("localhost:3000");
    const r = await c.call(register, { path: "/api/register-tenant", body: form("riya-crafts", "riya@example.com") });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ mode: "trial", pricing: { plan: "monthly", baseAmount: 999, gst: 180, totalAmount: 1179 }, store: { subdomain: "riya-crafts" } });
    // Signed in as the new owner on the host the form was sent from, as a login would.
    const session = await c.call(me, { path: "/api/auth/me" });
    expect(session.status).toBe(200);
    expect(session.json).toMatchObject({ email: "riya@example.com", role: "tenant" });
    const t = await new TestClient("riya-crafts.localhost:3000").call(getTenant, { path: "/api/tenant" });
    expect(t.status).toBe(200);
    expect(t.json.name).toBe("Shop riya-crafts");
    const owner = new TestClient("riya-crafts.localhost:3000");
    const login = await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "riya@example.com", password: "longenough1" } });
    expect(login.status).toBe(200);
    expect(login.json.role).toBe("tenant");
  });

  it("refuses a taken subdomain or owner email with field messages, creating nothing", async () => {
    const c = new TestClient("localhost:3000");
    const sub = await c.call(register, { path: "/api/register-tenant", body: form("demo", "new-owner@example.com") });
    expect(sub.status).toBe(409);
    expect(sub.json.errors).toMatchObject({ subdomain: "This subdomain is already taken" });
    const mail = await c.call(register, { path: "/api/register-tenant", body: form("fresh-shop", "owner@example.com") });
    expect(mail.status).toBe(409);
    expect(mail.json.errors).toMatchObject({ ownerEmail: "An account with this email already exists" });
    expect((await new TestClient("fresh-shop.localhost:3000").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
  });

  it("validates the form", async () => {
    const c = new TestClient("localhost:3000");
    const r = await c.call(register, {
      path: "/api/register-tenant",
      body: { ...form("Bad Sub!", "x"), plan: "weekly", ownerPassword: "short", ownerFirstName: "A" },
    });
    expect(r.status).toBe(400);
    expect(r.json.errors).toMatchObject({
      subdomain: "Subdomain must contain only lowercase letters, numbers, and hyphens",
      plan: "Plan must be monthly or yearly",
      ownerEmail: "Please enter a valid email",
      ownerPassword: "Password must be at least 8 characters",
      ownerFirstName: "First name must be at least 2 characters",
    });
  });
});

describe("store registration with the platform's Razorpay keys", () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
    process.env.RAZORPAY_API_BASE = fake.url;
    process.env.PLATFORM_RAZORPAY_KEY_ID = "rzp_test_platform";
    process.env.PLATFORM_RAZORPAY_KEY_SECRET = "platform_secret_123";
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.RAZORPAY_API_BASE;
    delete process.env.PLATFORM_RAZORPAY_KEY_ID;
    delete process.env.PLATFORM_RAZORPAY_KEY_SECRET;
    resetEnvCache();
    await fake.close();
  });

  it("creates the store only after a verified payment of the plan's total", async () => {
    const c = new TestClient("localhost:3000");
    const data = form("paid-shop", "paid@example.com", "yearly");
    const start = await c.call(register, { path: "/api/register-tenant", body: data });
    expect(start.status).toBe(200);
    expect(start.json).toMatchObject({ mode: "payment", pricing: { totalAmount: 11800 }, razorpayOrder: { key: "rzp_test_platform", amount: 1180000, currency: "INR" } });
    // No store before payment.
    expect((await new TestClient("paid-shop.localhost:3000").call(getTenant, { path: "/api/tenant" })).status).toBe(404);

    const order = start.json.razorpayOrder as { id: string };
    const paid = fake.razorpayPay(order.id)!;
    const done = await c.call(complete, { path: "/api/complete-tenant-registration", body: { ...data, ...paid, registrationToken: start.json.registrationToken } });
    expect(done.status).toBe(201);
    const session = await c.call(me, { path: "/api/auth/me" });
    expect(session.json).toMatchObject({ email: "paid@example.com", role: "tenant" });
    const t = await new TestClient("paid-shop.localhost:3000").call(getTenant, { path: "/api/tenant" });
    expect(t.status).toBe(200);
  });

  it("refuses a forged signature, a swapped plan and a token from another registration", async () => {
    const c = new TestClient("localhost:3000");
    const data = form("forged-shop", "forged@example.com", "yearly");
    const start = await c.call(register, { path: "/api/register-tenant", body: data });
    const order = start.json.razorpayOrder as { id: string };
    const paid = fake.razorpayPay(order.id)!;
    const token = start.json.registrationToken;
    const forged = await c.call(complete, {
      path: "/api/complete-tenant-registration",
      body: { ...data, ...paid, razorpay_signature: "0".repeat(64), registrationToken: token },
    });
    expect(forged.status).toBe(402);
    expect(forged.json.message).toBe("Payment verification failed");
    // Paid for yearly, claims monthly... or another subdomain: the token does not match.
    const swapped = await c.call(complete, { path: "/api/complete-tenant-registration", body: { ...data, plan: "monthly", ...paid, registrationToken: token } });
    expect(swapped.status).toBe(402);
    const other = await c.call(complete, {
      path: "/api/complete-tenant-registration",
      body: { ...data, subdomain: "other-shop", ...paid, registrationToken: token },
    });
    expect(other.status).toBe(402);
    expect((await new TestClient("forged-shop.localhost:3000").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
    expect((await new TestClient("other-shop.localhost:3000").call(getTenant, { path: "/api/tenant" })).status).toBe(404);
  });
});
