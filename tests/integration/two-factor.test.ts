import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as status } from "@/app/api/auth/2fa/route";
import { POST as disable } from "@/app/api/auth/2fa/disable/route";
import { POST as enable } from "@/app/api/auth/2fa/enable/route";
import { POST as setup } from "@/app/api/auth/2fa/setup/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as login2fa } from "@/app/api/auth/login/2fa/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { PATCH as patchTenant } from "@/app/api/tenants/[id]/route";
import { storeMembers, tenants, twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor, users } from "@/db/schema";
import { mintResetToken } from "@/lib/auth/password-reset";
import { createUser } from "@/lib/auth/service";
import { hashPassword } from "@/lib/auth/password";
import { CHALLENGE_GONE, mustSetUpTwoFactor, REPLAYED_CODE, WRONG_CODE, WRONG_RECOVERY } from "@/lib/auth/two-factor/service";
import { codeAt } from "@/lib/auth/two-factor/totp";
import { membershipIn } from "@/lib/members/membership";
import { getStoreByKey } from "@/lib/tenancy/current";
import { encodeTenantKey } from "@/lib/tenancy/tenant-key";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * Two-factor sign-in (issue 40 item 5, record 0144) through the route handlers, on a real database: set-up,
 * enable and disable; the login's challenge instead of a session; the second step with a code, a recovery
 * code, the same code twice, a wrong code until 429, an expired challenge; a password reset that leaves the
 * second step in place; bad input; and the store's "require two-factor for staff".
 *
 * Codes are computed here from the secret the set-up answered, at the clock the test sets (only Date is faked,
 * so the database and its pool run as usual): each sign-in moves the clock one 30-second step on.
 */
const ctx = setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
const PLATFORM = "localhost:3000";
const STEP = 30_000;

let clock = 0;
beforeEach(() => {
  // A step boundary plus 5 s, so "the current step" is the same for the whole of a test's request.
  clock = Math.floor(Date.now() / STEP) * STEP + 5_000;
  vi.useFakeTimers({ toFake: ["Date"], now: clock });
});
afterEach(() => {
  vi.useRealTimers();
});
/** Moves the clock to the next step and answers the code an app shows then. */
function nextCode(secret: string) {
  clock += STEP;
  vi.setSystemTime(clock);
  return codeAt(secret, clock);
}

async function signIn(host: string, email: string, password: string) {
  const c = new TestClient(host);
  const r = await c.call(login, { path: "/api/auth/login", body: { email, password } });
  return { c, r };
}

/** Signs in (no 2FA yet), sets up and enables two-factor: the secret and the recovery codes. */
async function turnOn(host: string, email: string, password: string) {
  const { c, r } = await signIn(host, email, password);
  expect(r.status).toBe(200);
  const s = await c.call(setup, { path: "/api/auth/2fa/setup", body: {} });
  expect(s.status).toBe(200);
  const secret = String(s.json.secret);
  const e = await c.call(enable, { path: "/api/auth/2fa/enable", body: { code: codeAt(secret, clock) } });
  expect(e.status).toBe(200);
  return { c, secret, recoveryCodes: e.json.recoveryCodes as string[] };
}

const meStatus = (c: TestClient) => c.call(me, { path: "/api/auth/me" }).then((r) => r.status);

describe("setting up, enabling and disabling", () => {
  it("pends a secret with its URL and QR code, enables with a code (answering ten recovery codes), keeps the secret encrypted and the codes hashed", async () => {
    const { c } = await signIn(DEMO, "owner@example.com", "owner12345");
    expect((await c.call(status, { path: "/api/auth/2fa" })).json).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0 });

    const s = await c.call(setup, { path: "/api/auth/2fa/setup", body: {} });
    expect(s.status).toBe(200);
    const secret = String(s.json.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(String(s.json.otpauthUrl));
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain("owner@example.com");
    expect(String(s.json.qrCode)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(String(s.json.qrCode).split(",")[1], "base64").toString()).toContain("<svg");
    expect((await c.call(status, { path: "/api/auth/2fa" })).json).toMatchObject({ enabled: false, pending: true });

    // Pending: sign-in still needs only the password.
    const plain = await signIn(DEMO, "owner@example.com", "owner12345");
    expect(plain.r.json).toMatchObject({ email: "owner@example.com" });
    expect(plain.c.cookies().has("sb_session")).toBe(true);

    // A second set-up replaces the pending secret: the first secret's code no longer enables.
    const s2 = await c.call(setup, { path: "/api/auth/2fa/setup", body: {} });
    const secret2 = String(s2.json.secret);
    expect(secret2).not.toBe(secret);
    const stale = await c.call(enable, { path: "/api/auth/2fa/enable", body: { code: codeAt(secret, clock) } });
    expect(stale.status).toBe(400);
    expect(stale.json.errors).toEqual({ code: WRONG_CODE });

    const ok = await c.call(enable, { path: "/api/auth/2fa/enable", body: { code: codeAt(secret2, clock) } });
    expect(ok.status).toBe(200);
    const codes = ok.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await c.call(status, { path: "/api/auth/2fa" })).json).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    // The session that turned it on stays.
    expect(await meStatus(c)).toBe(200);

    const [owner] = await ctx.db.select().from(users).where(eq(users.email, "owner@example.com"));
    const [row] = await ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, owner.id));
    expect(row.secret.startsWith("enc:v1:")).toBe(true);
    expect(row.secret).not.toContain(secret2);
    const stored = await ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const r of stored) {
      expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => r.codeHash.includes(code.replace(/-/g, "")))).toBe(false);
    }

    // On: no new set-up over it, no second enable.
    expect((await c.call(setup, { path: "/api/auth/2fa/setup", body: {} })).status).toBe(409);
    expect((await c.call(enable, { path: "/api/auth/2fa/enable", body: { code: nextCode(secret2) } })).status).toBe(409);

    // Turning it off: the password and a code, each checked.
    const wrongPassword = await c.call(disable, { path: "/api/auth/2fa/disable", body: { password: "not-it-at-all", code: nextCode(secret2) } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.json.errors).toEqual({ password: "Password is incorrect" });
    const wrongCode = await c.call(disable, { path: "/api/auth/2fa/disable", body: { password: "owner12345", code: "000000" } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.json.errors).toHaveProperty("code");
    const off = await c.call(disable, { path: "/api/auth/2fa/disable", body: { password: "owner12345", code: nextCode(secret2) } });
    expect(off.status).toBe(200);
    expect((await c.call(status, { path: "/api/auth/2fa" })).json).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0 });
    expect(await ctx.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, owner.id))).toHaveLength(0);

    // Off again: the password alone signs in.
    const after = await signIn(DEMO, "owner@example.com", "owner12345");
    expect(after.r.json).toMatchObject({ email: "owner@example.com" });
    expect(await meStatus(after.c)).toBe(200);
  });

  it("lets only a signed-in staff account set up two-factor", async () => {
    expect((await new TestClient(DEMO).call(setup, { path: "/api/auth/2fa/setup", body: {} })).status).toBe(401);
    expect((await new TestClient(DEMO).call(status, { path: "/api/auth/2fa" })).status).toBe(401);
    // A cross-origin form cannot turn it off for someone.
    const { c } = await signIn(DEMO, "owner@example.com", "owner12345");
    const forged = await c.call(disable, { path: "/api/auth/2fa/disable", body: { password: "owner12345", code: "123456" }, headers: { origin: "http://evil.example" } });
    expect(forged.status).toBe(403);
  });
});

describe("signing in with two-factor on", () => {
  it("answers a challenge and no session; the code completes the sign-in with the session a login sets; the challenge works once", async () => {
    const { secret } = await turnOn(PLATFORM, "admin@example.com", "admin12345");

    const { c, r } = await signIn(PLATFORM, "admin@example.com", "admin12345");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    const setCookie = r.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/sb_2fa_challenge=[^;]+;.*Max-Age=300/);
    expect(setCookie).toMatch(/sb_2fa_challenge=[^\n]*HttpOnly/i);
    expect(setCookie).not.toContain("sb_session");
    expect(c.cookies().has("sb_session")).toBe(false);
    expect(await meStatus(c)).toBe(401);

    const done = await c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret) } });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ email: "admin@example.com", role: "admin" });
    expect(c.cookies().has("sb_session")).toBe(true);
    expect(c.cookies().has("sb_staff_hint")).toBe(true);
    expect(c.cookies().has("sb_2fa_challenge")).toBe(false);
    expect(await meStatus(c)).toBe(200);

    // The challenge is spent: its token does not sign in again, even with a fresh code.
    const again = await new TestClient(PLATFORM).call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret), challengeToken: String(r.json.challengeToken) } });
    expect(again.status).toBe(401);
    expect(again.json.message).toBe(CHALLENGE_GONE);
  });

  it("takes the challenge from the body for a client without cookies", async () => {
    const { secret } = await turnOn(GADGETS, "owner2@example.com", "owner12345");
    const { r } = await signIn(GADGETS, "owner2@example.com", "owner12345");
    const cookieless = new TestClient(GADGETS);
    const done = await cookieless.call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret), challengeToken: String(r.json.challengeToken) } });
    expect(done.status).toBe(200);
    expect(await meStatus(cookieless)).toBe(200);
  });

  it("refuses the code used to enable, and any code a second time", async () => {
    const email = "twice@example.com";
    await createUser({ email, passwordHash: await hashPassword("twice-pass-1"), firstName: "T", lastName: "W", role: "tenant", tenantId: null });
    const { c: first, r: r0 } = await signIn(PLATFORM, email, "twice-pass-1");
    expect(r0.status).toBe(200);
    const s = await first.call(setup, { path: "/api/auth/2fa/setup", body: {} });
    const secret = String(s.json.secret);
    const enableCode = codeAt(secret, clock);
    expect((await first.call(enable, { path: "/api/auth/2fa/enable", body: { code: enableCode } })).status).toBe(200);

    const a = await signIn(PLATFORM, email, "twice-pass-1");
    const replayEnable = await a.c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: enableCode } });
    expect(replayEnable.status).toBe(401);
    expect(replayEnable.json.errors).toEqual({ code: REPLAYED_CODE });
    expect(a.c.cookies().has("sb_session")).toBe(false);

    const code = nextCode(secret);
    expect((await a.c.call(login2fa, { path: "/api/auth/login/2fa", body: { code } })).status).toBe(200);
    const b = await signIn(PLATFORM, email, "twice-pass-1");
    const twice = await b.c.call(login2fa, { path: "/api/auth/login/2fa", body: { code } });
    expect(twice.status).toBe(401);
    expect(twice.json.errors).toEqual({ code: REPLAYED_CODE });
    expect(await meStatus(b.c)).toBe(401);
    // The refused try left the challenge usable: the next code gets in.
    expect((await b.c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret) } })).status).toBe(200);

    // Two sign-ins racing with one code: exactly one gets a session.
    const racers = await Promise.all([signIn(PLATFORM, email, "twice-pass-1"), signIn(PLATFORM, email, "twice-pass-1")]);
    const shared = nextCode(secret);
    const results = await Promise.all(racers.map(({ c }) => c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: shared } })));
    expect(results.map((x) => x.status).sort()).toEqual([200, 401]);
  });

  it("signs in with a recovery code, once per code", async () => {
    const email = "recovery@example.com";
    await createUser({ email, passwordHash: await hashPassword("recovery-pass"), firstName: "R", lastName: "C", role: "tenant", tenantId: null });
    const { c: owner, recoveryCodes } = await turnOn(PLATFORM, email, "recovery-pass");

    const a = await signIn(PLATFORM, email, "recovery-pass");
    // Typed in upper case with spaces: the same code.
    const used = recoveryCodes[3];
    const ok = await a.c.call(login2fa, { path: "/api/auth/login/2fa", body: { recoveryCode: ` ${used.toUpperCase().replace(/-/g, " ")} ` } });
    expect(ok.status).toBe(200);
    expect(await meStatus(a.c)).toBe(200);
    expect((await owner.call(status, { path: "/api/auth/2fa" })).json).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

    const b = await signIn(PLATFORM, email, "recovery-pass");
    const again = await b.c.call(login2fa, { path: "/api/auth/login/2fa", body: { recoveryCode: used } });
    expect(again.status).toBe(401);
    expect(again.json.errors).toEqual({ recoveryCode: WRONG_RECOVERY });
    expect(await meStatus(b.c)).toBe(401);
    expect((await b.c.call(login2fa, { path: "/api/auth/login/2fa", body: { recoveryCode: "aaaa-bbbb-cccc" } })).status).toBe(401);
    expect((await b.c.call(login2fa, { path: "/api/auth/login/2fa", body: { recoveryCode: recoveryCodes[4] } })).status).toBe(200);
  });

  it("throttles wrong codes like passwords: 429 after the limit, then even the right code waits", async () => {
    const email = "guesser@example.com";
    await createUser({ email, passwordHash: await hashPassword("guessed-pass"), firstName: "G", lastName: "S", role: "tenant", tenantId: null });
    const { secret } = await turnOn(PLATFORM, email, "guessed-pass");
    const { c } = await signIn(PLATFORM, email, "guessed-pass");
    const right = nextCode(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: wrong } })).status);
    // LOGIN_MAX_FAILURES (9) wrong codes are answered as wrong; then the account waits.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429]);
    const blocked = await c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: right } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(c.cookies().has("sb_session")).toBe(false);
    // A new challenge does not reset the second step's counter: it is the account's.
    const fresh = await signIn(PLATFORM, email, "guessed-pass");
    expect(fresh.r.json).toMatchObject({ twoFactorRequired: true });
    expect((await fresh.c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: right } })).status).toBe(429);
    // The password's own counter is apart: the password still gets a challenge.
    expect((await ctx.db.select().from(twoFactorChallenges)).length).toBeGreaterThan(0);
  });

  it("refuses an expired challenge, and none at all", async () => {
    const email = "slow@example.com";
    await createUser({ email, passwordHash: await hashPassword("slow-pass-1"), firstName: "S", lastName: "L", role: "tenant", tenantId: null });
    const { secret } = await turnOn(PLATFORM, email, "slow-pass-1");
    const { c, r } = await signIn(PLATFORM, email, "slow-pass-1");
    expect(r.json).toMatchObject({ twoFactorRequired: true });
    // Five minutes later (the row's expiry moved, as the clock would have).
    await ctx.db.update(twoFactorChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret) } });
    expect(late.status).toBe(401);
    expect(late.json.message).toBe(CHALLENGE_GONE);
    expect(await meStatus(c)).toBe(401);

    const none = await new TestClient(PLATFORM).call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret) } });
    expect(none.status).toBe(401);
    const made = await new TestClient(PLATFORM).call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret), challengeToken: "made-up-token" } });
    expect(made.status).toBe(401);
  });

  it("does not let a password reset skip the second step", async () => {
    const email = "reset2fa@example.com";
    await createUser({ email, passwordHash: await hashPassword("before-reset"), firstName: "R", lastName: "S", role: "tenant", tenantId: null });
    const { c: old, secret } = await turnOn(PLATFORM, email, "before-reset");

    const token = await mintResetToken({ tenantId: null, toAddress: email, payload: { scope: "staff" } });
    expect(token).toBeTruthy();
    const visitor = new TestClient(PLATFORM);
    const reset = await visitor.call(resetPassword, { path: "/api/auth/reset-password", body: { token, password: "after-reset-1" } });
    expect(reset.status).toBe(200);
    // The reset signs nobody in, and ends the sessions there were.
    expect(visitor.cookies().has("sb_session")).toBe(false);
    expect(await meStatus(old)).toBe(401);

    const { c, r } = await signIn(PLATFORM, email, "after-reset-1");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(await meStatus(c)).toBe(401);
    expect((await c.call(login2fa, { path: "/api/auth/login/2fa", body: { code: nextCode(secret) } })).status).toBe(200);
  });
});

describe("bad input", () => {
  it("answers 400 { message, errors } with the field at fault", async () => {
    const c = new TestClient(PLATFORM);
    const cases: [unknown, string][] = [
      [{}, "code"],
      [{ code: "12" }, "code"],
      [{ code: "abcdef" }, "code"],
      [{ code: 123456 }, "code"],
      [{ recoveryCode: "" }, "recoveryCode"],
      [{ code: "123456", recoveryCode: "abcd-efgh-jkmn" }, "recoveryCode"],
      [{ code: "123456", extra: true }, "_"],
    ];
    for (const [body, field] of cases) {
      const r = await c.call(login2fa, { path: "/api/auth/login/2fa", body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.json.message).toBe("string");
      expect(Object.keys(r.json.errors ?? {}), JSON.stringify(body)).toContain(field);
    }

    await createUser({ email: "input@example.com", passwordHash: await hashPassword("input-pass-1"), firstName: "I", lastName: "N", role: "tenant", tenantId: null });
    const { c: owner, r } = await signIn(PLATFORM, "input@example.com", "input-pass-1");
    expect(r.status).toBe(200);
    const e = await owner.call(enable, { path: "/api/auth/2fa/enable", body: { code: "12345" } });
    expect(e.status).toBe(400);
    expect(e.json.errors).toHaveProperty("code");
    const d = await owner.call(disable, { path: "/api/auth/2fa/disable", body: {} });
    expect(d.status).toBe(400);
    expect(Object.keys(d.json.errors ?? {}).sort()).toEqual(["code", "password"]);
  });
});

describe("the store's 'Require two-factor sign-in for staff'", () => {
  it("sends a staff member without two-factor to the set-up, never the owner; only the owner changes it", async () => {
    const store = (await getStoreByKey(encodeTenantKey({ mode: "subdomain", slug: "demo" })))!;
    const staffEmail = "packer2fa@example.com";
    const staffUser = await createUser({ email: staffEmail, passwordHash: await hashPassword("packer-pass-1"), firstName: "P", lastName: "K", role: "tenant", tenantId: null });
    await ctx.db.insert(storeMembers).values({ tenantId: store.id, userId: staffUser.id, email: staffEmail, role: "staff", permissions: ["orders", "settings"], status: "active" });
    const [owner] = await ctx.db.select().from(users).where(eq(users.email, "owner@example.com"));

    const fresh = async () => (await getStoreByKey(encodeTenantKey({ mode: "subdomain", slug: "demo" })))!;
    const staffMembership = await membershipIn(staffUser, store);
    expect(staffMembership?.role).toBe("staff");
    expect(await mustSetUpTwoFactor(staffUser, store, staffMembership)).toBe(false); // not required yet

    // A staff member with the settings permission may not lift (or set) the requirement; the owner may.
    const staff = await signIn(PLATFORM, staffEmail, "packer-pass-1");
    expect(staff.r.status).toBe(200);
    const staffCookie = `sb_session=${staff.c.cookies().get("sb_session")}`;
    const denied = await staff.c.call(patchTenant, { method: "PATCH", host: DEMO, path: `/api/tenants/${store.id}`, params: { id: store.id }, body: { requireStaffTwoFactor: true }, headers: { cookie: staffCookie } });
    expect(denied.status).toBe(403);
    const ownerC = (await signIn(DEMO, "owner@example.com", "owner12345")).c;
    const bad = await ownerC.call(patchTenant, { method: "PATCH", path: `/api/tenants/${store.id}`, params: { id: store.id }, body: { requireStaffTwoFactor: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toHaveProperty("requireStaffTwoFactor");
    const on = await ownerC.call(patchTenant, { method: "PATCH", path: `/api/tenants/${store.id}`, params: { id: store.id }, body: { requireStaffTwoFactor: true } });
    expect(on.status).toBe(200);
    const [row] = await ctx.db.select().from(tenants).where(eq(tenants.id, store.id));
    expect(row.requireStaffTwoFactor).toBe(true);

    const required = await fresh();
    expect(required.row.requireStaffTwoFactor).toBe(true);
    expect(await mustSetUpTwoFactor(staffUser, required, staffMembership)).toBe(true);
    // Never the owner (nor the admin, who is no member).
    expect(await mustSetUpTwoFactor(owner, required, await membershipIn(owner, required))).toBe(false);
    expect(await mustSetUpTwoFactor({ id: owner.id, role: "admin" }, required, null)).toBe(false);
    // Another store does not require it: the same account is not sent anywhere there.
    const gadgets = (await getStoreByKey(encodeTenantKey({ mode: "subdomain", slug: "gadgets" })))!;
    expect(await mustSetUpTwoFactor(staffUser, gadgets, await membershipIn(staffUser, gadgets))).toBe(false);

    // Once the staff member turns it on, the dashboard opens.
    await turnOn(PLATFORM, staffEmail, "packer-pass-1");
    expect(await mustSetUpTwoFactor(staffUser, required, staffMembership)).toBe(false);
    await ownerC.call(logout, { path: "/api/auth/logout", body: {} });
  });
});
