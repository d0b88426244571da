import { afterEach, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { GET as staffMe } from "@/app/api/auth/me/route";
import { POST as staffPassword } from "@/app/api/auth/password/route";
import { POST as customerLogin } from "@/app/api/customers/login/route";
import { GET as customerMe } from "@/app/api/customers/me/route";
import { resetEnvCache } from "@/lib/env";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * Owners and the admin change their password and sign out everywhere else (POST /api/auth/password,
 * POST /api/auth/logout-all): the old password stops working, the account's other sessions end, the
 * session that asked stays, and nobody else's sessions (another store's owner, a customer) are touched.
 */
setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";

async function staffOn(host: string, email: string, password: string) {
  const c = new TestClient(host);
  const r = await c.call(staffLogin, { path: "/api/auth/login", body: { email, password } });
  expect(r.status, `${email} on ${host}`).toBe(200);
  return c;
}

const me = (c: TestClient) => c.call(staffMe, { path: "/api/auth/me" }).then((r) => r.status);

describe("POST /api/auth/password", () => {
  it("changes the owner's password: the old one fails, other sessions end, this one and everyone else's stay", async () => {
    const here = await staffOn(DEMO, "owner@example.com", "owner12345");
    const laptop = await staffOn("localhost:3000", "owner@example.com", "owner12345");
    const phone = await staffOn(DEMO, "owner@example.com", "owner12345");
    const otherOwner = await staffOn(GADGETS, "owner2@example.com", "owner12345");
    const admin = await staffOn("localhost:3000", "admin@example.com", "admin12345");
    const shopper = new TestClient(DEMO);
    expect((await shopper.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } })).status).toBe(200);

    const wrong = await here.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "nope-nope", newPassword: "brand-new-pass" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ currentPassword: "Current password is incorrect" });
    expect(await me(laptop)).toBe(200); // a wrong try ends nothing

    const ok = await here.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "owner12345", newPassword: "brand-new-pass" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ message: "Password updated", endedSessions: 2 });

    expect(await me(here)).toBe(200);
    expect(await me(laptop)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await me(otherOwner)).toBe(200);
    expect(await me(admin)).toBe(200);
    expect((await shopper.call(customerMe, { path: "/api/customers/me" })).status).toBe(200);

    const old = await new TestClient(DEMO).call(staffLogin, { path: "/api/auth/login", body: { email: "owner@example.com", password: "owner12345" } });
    expect(old.status).toBe(401);
    await staffOn(DEMO, "owner@example.com", "brand-new-pass");
    // The other store's owner still signs in with their own password.
    await staffOn(GADGETS, "owner2@example.com", "owner12345");
  });

  it("refuses a short or unchanged new password with field errors, and callers without a staff session", async () => {
    const admin = await staffOn("localhost:3000", "admin@example.com", "admin12345");
    const short = await admin.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "admin12345", newPassword: "short" } });
    expect(short.status).toBe(400);
    expect(short.json.errors).toHaveProperty("newPassword");
    const same = await admin.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "admin12345", newPassword: "admin12345" } });
    expect(same.status).toBe(400);
    expect(same.json.errors).toHaveProperty("newPassword");
    expect((await admin.call(staffPassword, { path: "/api/auth/password", body: {} })).status).toBe(400);

    expect((await new TestClient(DEMO).call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "x", newPassword: "whatever-long" } })).status).toBe(401);
    const shopper = new TestClient(DEMO);
    await shopper.call(customerLogin, { path: "/api/customers/login", body: { email: "customer@example.com", password: "customer12345" } });
    // A shopper's session is not a staff session (the wrapper answers 403 to a signed-in customer).
    expect((await shopper.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "customer12345", newPassword: "whatever-long" } })).status).toBe(403);
    expect((await shopper.call(logoutAll, { path: "/api/auth/logout-all", body: {} })).status).toBe(403);
    // A cross-origin form cannot do it for the owner either.
    const forged = await admin.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "admin12345", newPassword: "hijacked-pass" }, headers: { origin: "http://evil.example" } });
    expect(forged.status).toBe(403);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("ends every other session of the admin and keeps this one; the password still works", async () => {
    const here = await staffOn("localhost:3000", "admin@example.com", "admin12345");
    const others = [await staffOn("localhost:3000", "admin@example.com", "admin12345"), await staffOn(DEMO, "admin@example.com", "admin12345")];
    const owner = await staffOn(GADGETS, "owner2@example.com", "owner12345");

    const r = await here.call(logoutAll, { path: "/api/auth/logout-all", body: {} });
    expect(r.status).toBe(200);
    expect(r.json.endedSessions).toBeGreaterThanOrEqual(2);
    expect(await me(here)).toBe(200);
    for (const c of others) expect(await me(c)).toBe(401);
    expect(await me(owner)).toBe(200);

    // Nothing left to end the second time.
    expect((await here.call(logoutAll, { path: "/api/auth/logout-all", body: {} })).json).toMatchObject({ endedSessions: 0 });
    await staffOn("localhost:3000", "admin@example.com", "admin12345");
  });
});

describe("guessing the current password", () => {
  it("is throttled like sign-in, on the same per-account counter", async () => {
    const c = await staffOn(GADGETS, "owner2@example.com", "owner12345");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await c.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: `guess-${i}`, newPassword: "brand-new-pass" } });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[9]).toBe(429);
    // Now even the right password waits, here and at the sign-in form.
    const right = await c.call(staffPassword, { path: "/api/auth/password", body: { currentPassword: "owner12345", newPassword: "brand-new-pass" } });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await new TestClient(GADGETS).call(staffLogin, { path: "/api/auth/login", body: { email: "owner2@example.com", password: "owner12345" } })).status).toBe(429);
  });
});

describe("same-origin check behind proxies", () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
    resetEnvCache();
  });

  it("ignores X-Forwarded-Host unless a trusted proxy wrote it", async () => {
    const login = (hops: number) => {
      process.env.TRUST_PROXY_HOPS = String(hops);
      resetEnvCache();
      return new TestClient("localhost:3000").call(staffLogin, {
        path: "/api/auth/login",
        body: { email: "admin@example.com", password: "admin12345" },
        headers: { origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      });
    };
    // A client naming its own host in X-Forwarded-Host does not pass as same-origin...
    expect((await login(0)).status).toBe(403);
    // ...while behind one trusted proxy, the host that proxy recorded is the one the browser used.
    expect((await login(1)).status).toBe(200);
  });
});
