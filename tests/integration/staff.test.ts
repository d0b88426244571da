import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as staffMe } from "@/app/api/auth/me/route";
import { GET as userMe } from "@/app/api/user/route";
import { GET as mailList } from "@/app/api/mail/route";
import { GET as mailOne } from "@/app/api/mail/[id]/route";
import { GET as listStaff, POST as inviteStaff } from "@/app/api/staff/route";
import { DELETE as removeStaff, PATCH as patchStaff } from "@/app/api/staff/[id]/route";
import { POST as resendInvite } from "@/app/api/staff/[id]/resend/route";
import { POST as acceptInvite } from "@/app/api/staff/accept/route";
import { POST as transfer } from "@/app/api/staff/transfer-ownership/route";
import { GET as myStores } from "@/app/api/tenants/my-stores/route";
import { closeDb } from "@/db/client";
import { mailMessages, storeMembers, tenants, users, userTwoFactor } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { renderMessage } from "@/lib/jobs/mail-render";
import { deliverMail } from "@/lib/mail/service";
import { STAFF_PERMISSIONS } from "@/lib/permissions";
import { invitationPreview } from "@/lib/staff/service";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp";
import { signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

/**
 * Staff (issue 40): invitations by mail with a single-use 72 h link, accepting as a new or an existing
 * account, permissions a staff member may and may not grant, removal taking effect at the next request,
 * ownership handed over, and a member of one store reaching nothing of another. On real PostgreSQL (the
 * concurrent accepts need row locks).
 */
const ctx = setupTestDatabase();
let smtp: FakeSmtp;
let demoId = "";
let gadgetsId = "";
const PLATFORM = "localhost:3000";
const PASSWORD = "packer-pass-1";

beforeAll(async () => {
  smtp = await startFakeSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.PUBLIC_PORT = "3000";
  resetEnvCache();
  const rows = await ctx.db.select().from(tenants);
  demoId = rows.find((t) => t.slug === "demo")!.id;
  gadgetsId = rows.find((t) => t.slug === "gadgets")!.id;
});

afterAll(async () => {
  await smtp?.close();
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_PORT;
  resetEnvCache();
  await closeDb();
});

type Member = { id: string; email: string; role: string; permissions: string[]; status: string; lastSignInAt: string | null };
const uniq = () => Math.random().toString(36).slice(2, 8);
const at = (slug: string, path: string) => `/store/${slug}${path}`;
const owner = (email = "owner@example.com") => signInStaff(PLATFORM, email);

function invite(c: TestClient, body: Record<string, unknown>, slug = "demo") {
  return c.call(inviteStaff, { path: at(slug, "/api/staff"), body });
}

async function staffOf(c: TestClient, slug = "demo"): Promise<Member[]> {
  const r = await c.call(listStaff, { path: at(slug, "/api/staff") });
  expect(r.status, r.text).toBe(200);
  return (r.json as unknown as { items: Member[] }).items;
}

/** The invitation's mail, sent through the outbox to the SMTP server; the link's token as the recipient reads it. */
async function mailedToken(email: string): Promise<{ url: string; token: string; mailId: string }> {
  const [row] = await ctx.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, "invitation"), eq(mailMessages.toAddress, email)))
    .orderBy(desc(mailMessages.createdAt))
    .limit(1);
  expect(row, `an invitation to ${email} in the outbox`).toBeTruthy();
  expect(await deliverMail(row.id, renderMessage)).toBe("sent");
  const got = smtp.received.filter((r) => r.envelope.to.includes(email)).at(-1);
  expect(got, `a mail to ${email}`).toBeTruthy();
  const m = /(http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+))/.exec(got!.mail.text ?? "");
  expect(m, got!.mail.text ?? "").toBeTruthy();
  return { url: m![1], token: m![2], mailId: row.id };
}

/** Invites `email` to `slug` and accepts as a new account: the member's browser, signed in. */
async function join(inviter: TestClient, permissions: string[], slug = "demo") {
  const email = `staff-${uniq()}@example.com`;
  const r = await invite(inviter, { email, firstName: "Pat", lastName: "Packer", permissions }, slug);
  expect(r.status, r.text).toBe(201);
  const { token } = await mailedToken(email);
  const c = new TestClient(PLATFORM);
  const a = await c.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } });
  expect(a.status, a.text).toBe(200);
  return { c, email, id: String(r.json.id) };
}

describe("GET /api/staff", () => {
  it("lists the owner first with every permission, then the staff", async () => {
    const o = await owner();
    const m = await join(o, ["orders"]);
    const items = await staffOf(o);
    expect(items[0]).toMatchObject({ email: "owner@example.com", role: "owner", status: "active", permissions: [...STAFF_PERMISSIONS] });
    expect(items.find((i) => i.email === m.email)).toMatchObject({ role: "staff", status: "active", permissions: ["orders"] });
    expect(items.find((i) => i.email === m.email)!.lastSignInAt).not.toBeNull();
  });

  it("refuses signed-out callers, customers' browsers and members without the staff permission", async () => {
    expect((await new TestClient(PLATFORM).call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(401);
    const m = await join(await owner(), ["orders"]);
    const r = await m.c.call(listStaff, { path: at("demo", "/api/staff") });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe("You do not have permission to manage staff");
  });
});

describe("POST /api/staff (invite)", () => {
  it("answers 201 with the invited member, puts the mail in the store's outbox without its link, and mails a working link", async () => {
    const o = await owner();
    const email = `Invitee-${uniq()}@Example.com`;
    const r = await invite(o, { email, firstName: "Ivy", permissions: ["orders", "products", "orders"] });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ email: email.toLowerCase(), firstName: "Ivy", lastName: null, role: "staff", status: "invited", permissions: ["products", "orders"], lastSignInAt: null });

    const { url, token, mailId } = await mailedToken(email.toLowerCase());
    expect(url).toBe(`http://localhost:3000/invite/${token}`);
    // Only the hash is kept, 72 hours.
    const [row] = await ctx.db.select().from(storeMembers).where(eq(storeMembers.id, String(r.json.id)));
    expect(row.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.inviteTokenHash).not.toContain(token);
    const hours = (row.inviteExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    // The owner's outbox lists it; its stored copy hides the link.
    const list = await o.call(mailList, { path: at("demo", "/api/mail") });
    expect((list.json as unknown as { id: string; kind: string }[]).find((m) => m.id === mailId)).toMatchObject({ kind: "invitation", status: "sent" });
    const one = await o.call(mailOne, { path: at("demo", `/api/mail/${mailId}`), params: { id: mailId } });
    expect(one.status).toBe(200);
    expect(one.text).not.toContain(token);
    expect(one.text).toContain("Demo");

    // The invitation page's facts: the store and who invited.
    expect(await invitationPreview(token)).toMatchObject({ state: "pending", storeSlug: "demo", email: email.toLowerCase(), hasAccount: false });
  });

  it("409 for an address already invited, already active, or the owner's", async () => {
    const o = await owner();
    const email = `dup-${uniq()}@example.com`;
    expect((await invite(o, { email, permissions: [] })).status).toBe(201);
    const again = await invite(o, { email: email.toUpperCase(), permissions: ["orders"] });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual({ email: "This address has already been invited" });
    const m = await join(o, ["orders"]);
    expect((await invite(o, { email: m.email, permissions: [] })).status).toBe(409);
    const self = await invite(o, { email: "owner@example.com", permissions: [] });
    expect(self.status).toBe(409);
  });

  it("400 for an unknown permission or a bad address, and nothing is written", async () => {
    const o = await owner();
    const email = `bad-${uniq()}@example.com`;
    const r = await invite(o, { email, permissions: ["orders", "payouts"] });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.json.errors)).toContain("Unknown permission");
    expect((await invite(o, { email: "not-an-address", permissions: [] })).status).toBe(400);
    expect(await ctx.db.select().from(storeMembers).where(eq(storeMembers.email, email))).toEqual([]);
  });

  it("a staff member may invite with the permissions they hold, not others (403)", async () => {
    const m = await join(await owner(), ["staff", "orders"]);
    const more = await invite(m.c, { email: `x-${uniq()}@example.com`, permissions: ["orders", "settings"] });
    expect(more.status).toBe(403);
    expect(more.json.message).toContain("settings");
    expect((await invite(m.c, { email: `y-${uniq()}@example.com`, permissions: ["orders"] })).status).toBe(201);
  });

  it("resending an invitation mails a new link and retires the older one", async () => {
    const o = await owner();
    const email = `resend-${uniq()}@example.com`;
    const r = await invite(o, { email, permissions: ["orders"] });
    const first = await mailedToken(email);
    const again = await o.call(resendInvite, { path: at("demo", `/api/staff/${r.json.id}/resend`), params: { id: String(r.json.id) } });
    expect(again.status, again.text).toBe(200);
    const second = await mailedToken(email);
    expect(second.token).not.toBe(first.token);
    const c = new TestClient(PLATFORM);
    expect((await c.call(acceptInvite, { path: "/api/staff/accept", body: { token: first.token, password: PASSWORD } })).status).toBe(410);
    expect((await c.call(acceptInvite, { path: "/api/staff/accept", body: { token: second.token, password: PASSWORD } })).status).toBe(200);
  });
});

describe("POST /api/staff/accept", () => {
  it("a new address gets an account (role tenant, no store of its own), is active and signed in; the link works once", async () => {
    const o = await owner();
    const email = `new-${uniq()}@example.com`;
    const r = await invite(o, { email, firstName: "Nia", lastName: "New", permissions: ["orders"] });
    const { token } = await mailedToken(email);
    const c = new TestClient(PLATFORM);
    const short = await c.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: "short" } });
    expect(short.status).toBe(400);
    expect(short.json.errors).toEqual({ password: "Password must be at least 8 characters" });
    const ok = await c.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ member: { id: r.json.id, email, status: "active", permissions: ["orders"] }, store: { slug: "demo" } });
    const [u] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(u).toMatchObject({ role: "tenant", tenantId: null, firstName: "Nia", lastName: "New" });

    // Signed in: the session answers as the member, with the store's permissions and the stores to switch to.
    const me = await c.call(staffMe, { path: at("demo", "/api/auth/me") });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email, canManageStore: true, permissions: ["orders"], stores: [{ id: demoId, slug: "demo", role: "staff" }] });
    const old = await c.call(userMe, { path: at("demo", "/api/user") });
    expect(old.json).toMatchObject({ permissions: ["orders"] });
    // Another store: no access, no permissions there.
    expect((await c.call(staffMe, { path: at("gadgets", "/api/auth/me") })).json).toMatchObject({ canManageStore: false, permissions: [] });

    const twice = await new TestClient(PLATFORM).call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } });
    expect(twice.status).toBe(410);
    expect(twice.json).toEqual({ message: "This invitation has expired or was already used" });
    expect(await invitationPreview(token)).toEqual({ state: "gone" });

    // The member signs in on the store's own host too, and the sign-in is recorded.
    const before = (await ctx.db.select().from(storeMembers).where(eq(storeMembers.id, String(r.json.id))))[0].lastSignInAt!;
    await new Promise((res) => setTimeout(res, 20));
    await signInStaff("demo.localhost:3000", email, PASSWORD);
    const after = (await ctx.db.select().from(storeMembers).where(eq(storeMembers.id, String(r.json.id))))[0].lastSignInAt!;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
    // …but not on a store it is not a member of.
    const elsewhere = await new TestClient("gadgets.localhost:3000").call(staffLogin, { path: "/api/auth/login", body: { email, password: PASSWORD } });
    expect(elsewhere.status).toBe(403);
  });

  it("410 for an expired, unknown or cancelled invitation", async () => {
    const o = await owner();
    const email = `late-${uniq()}@example.com`;
    const r = await invite(o, { email, permissions: [] });
    const { token } = await mailedToken(email);
    await ctx.db.update(storeMembers).set({ inviteExpiresAt: new Date(Date.now() - 1000) }).where(eq(storeMembers.id, String(r.json.id)));
    const c = new TestClient(PLATFORM);
    expect((await c.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } })).status).toBe(410);
    expect(await invitationPreview(token)).toEqual({ state: "gone" });
    expect((await c.call(acceptInvite, { path: "/api/staff/accept", body: { token: "no-such-token", password: PASSWORD } })).status).toBe(410);

    const email2 = `cancel-${uniq()}@example.com`;
    const r2 = await invite(o, { email: email2, permissions: [] });
    const t2 = await mailedToken(email2);
    expect((await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${r2.json.id}`), params: { id: String(r2.json.id) } })).json).toEqual({ message: "Invitation cancelled" });
    expect((await c.call(acceptInvite, { path: "/api/staff/accept", body: { token: t2.token, password: PASSWORD } })).status).toBe(410);
    expect(await ctx.db.select().from(users).where(eq(users.email, email2))).toEqual([]);
  });

  it("an existing account accepts while signed in as that address, or with its password (a wrong one is a field error)", async () => {
    const o = await owner();
    // gadgets' owner joins demo's staff.
    const r = await invite(o, { email: "owner2@example.com", permissions: ["products"] });
    expect(r.status).toBe(201);
    const { token } = await mailedToken("owner2@example.com");
    expect(await invitationPreview(token)).toMatchObject({ hasAccount: true });
    const anon = new TestClient(PLATFORM);
    const none = await anon.call(acceptInvite, { path: "/api/staff/accept", body: { token } });
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual({ password: "Enter the password of your account" });
    const wrong = await anon.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: "not-the-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ password: "The password is incorrect" });
    // Signed in as someone else: no.
    const other = await join(o, []);
    expect((await other.c.call(acceptInvite, { path: "/api/staff/accept", body: { token } })).status).toBe(400);

    const g = await owner("owner2@example.com");
    const ok = await g.call(acceptInvite, { path: "/api/staff/accept", body: { token } });
    expect(ok.status, ok.text).toBe(200);
    const [u] = await ctx.db.select().from(users).where(eq(users.email, "owner2@example.com"));
    expect(u.tenantId).toBe(gadgetsId);
    const me = await g.call(staffMe, { path: at("demo", "/api/auth/me") });
    expect(me.json).toMatchObject({ canManageStore: true, permissions: ["products"] });
    const stores = (me.json.stores as { slug: string; role: string }[]).map((s) => `${s.slug}:${s.role}`).sort();
    expect(stores).toEqual(["demo:staff", "gadgets:owner"]);
    // Still the owner of gadgets, with everything there.
    expect((await g.call(staffMe, { path: at("gadgets", "/api/auth/me") })).json.permissions).toEqual([...STAFF_PERMISSIONS]);
  });

  it("an existing account with two-factor on that accepts with its password joins, but gets no session without its code", async () => {
    const o = await owner();
    const email = `twofa-${uniq()}@example.com`;
    const first = await join(o, ["orders"]);
    // An account of its own with two-factor on (the second step's own tests are tests/integration/two-factor.test.ts).
    const [u] = await ctx.db.select().from(users).where(eq(users.email, first.email));
    await ctx.db.update(users).set({ email }).where(eq(users.id, u.id));
    await ctx.db.insert(userTwoFactor).values({ userId: u.id, secret: "not-read-here", enabledAt: new Date() });
    const g = await signInStaff(PLATFORM, "owner2@example.com");
    expect((await invite(g, { email, permissions: ["orders"] }, "gadgets")).status).toBe(201);
    const { token } = await mailedToken(email);
    const anon = new TestClient(PLATFORM);
    const a = await anon.call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } });
    expect(a.status, a.text).toBe(200);
    expect(a.json).toMatchObject({ signInRequired: true, member: { status: "active" } });
    expect(anon.cookies().size).toBe(0);
    expect((await anon.call(staffMe, { path: at("gadgets", "/api/auth/me") })).status).toBe(401);
  });

  it("20 concurrent accepts of one invitation: one member, one account, the others 410", async () => {
    const o = await owner();
    const email = `race-${uniq()}@example.com`;
    const r = await invite(o, { email, permissions: ["orders"] });
    const { token } = await mailedToken(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(PLATFORM).call(acceptInvite, { path: "/api/staff/accept", body: { token, password: PASSWORD } })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 410)).toHaveLength(19);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const rows = await ctx.db.select().from(storeMembers).where(eq(storeMembers.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: r.json.id, status: "active", inviteTokenHash: null });
  }, 60_000);
});

describe("the platform's store picker", () => {
  it("lists the stores an account is staff of beside those it owns", async () => {
    const m = await join(await owner(), ["orders"]);
    const r = await m.c.call(myStores, { path: "/api/tenants/my-stores" });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([expect.objectContaining({ id: demoId, slug: "demo", role: "staff" })]);
  });
});

describe("PATCH /api/staff/{id}", () => {
  it("changes permissions, effective on the member's next request", async () => {
    const o = await owner();
    const m = await join(o, ["orders"]);
    expect((await m.c.call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(403);
    const r = await o.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id }, body: { permissions: ["staff", "orders"] } });
    expect(r.status, r.text).toBe(200);
    expect(r.json.permissions).toEqual(["orders", "staff"]);
    expect((await m.c.call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(200);
    const bad = await o.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id }, body: { permissions: ["root"] } });
    expect(bad.status).toBe(400);
  });

  it("403 touching the owner, or a staff member granting what they lack; taking away is allowed", async () => {
    const o = await owner();
    const manager = await join(o, ["staff", "orders"]);
    const other = await join(o, ["orders", "reports"]);
    const ownerId = (await staffOf(o))[0].id;
    for (const c of [o, manager.c]) {
      const r = await c.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${ownerId}`), params: { id: ownerId }, body: { permissions: [] } });
      expect(r.status).toBe(403);
    }
    const grant = await manager.c.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${other.id}`), params: { id: other.id }, body: { permissions: ["orders", "reports", "settings"] } });
    expect(grant.status).toBe(403);
    // Granting themselves more: the same refusal.
    expect((await manager.c.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${manager.id}`), params: { id: manager.id }, body: { permissions: ["staff", "orders", "products"] } })).status).toBe(403);
    const take = await manager.c.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${other.id}`), params: { id: other.id }, body: { permissions: ["reports"] } });
    expect(take.status, take.text).toBe(200);
    expect(take.json.permissions).toEqual(["reports"]);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await o.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${missing}`), params: { id: missing }, body: { permissions: [] } })).status).toBe(404);
  });
});

describe("DELETE /api/staff/{id}", () => {
  it("the member's next request is refused and, with no other store, every session of theirs ends; the owner cannot be removed", async () => {
    const o = await owner();
    const m = await join(o, ["staff"]);
    expect((await m.c.call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(200);
    const r = await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id } });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ message: "Staff member removed" });
    expect([401, 403]).toContain((await m.c.call(listStaff, { path: at("demo", "/api/staff") })).status);
    expect((await m.c.call(staffMe, { path: "/api/auth/me" })).status).toBe(401);
    const ownerId = (await staffOf(o))[0].id;
    const self = await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${ownerId}`), params: { id: ownerId } });
    expect(self.status).toBe(403);
    expect((await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id } })).status).toBe(404);
  });

  it("a member removed from one store keeps their session for the store they still belong to", async () => {
    const o = await owner();
    const m = await join(o, ["staff"]);
    const g = await owner("owner2@example.com");
    const gi = await invite(g, { email: m.email, permissions: ["orders"] }, "gadgets");
    const { token } = await mailedToken(m.email);
    expect((await m.c.call(acceptInvite, { path: "/api/staff/accept", body: { token } })).status).toBe(200);
    expect((await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id } })).status).toBe(200);
    expect((await m.c.call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(403);
    const me = await m.c.call(staffMe, { path: at("gadgets", "/api/auth/me") });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ canManageStore: true, permissions: ["orders"], stores: [{ slug: "gadgets", role: "staff" }] });
    expect(gi.status).toBe(201);
  });

  it("removing a member while they act: nothing they send after the removal is applied", async () => {
    const o = await owner();
    const m = await join(o, ["staff"]);
    const sent: Promise<{ status: number; email: string }>[] = [];
    let removed = false;
    let afterRemoval = 0;
    // The member keeps inviting while the owner removes them, and goes on until three calls were sent after it.
    const acting = (async () => {
      for (let i = 0; i < 300 && afterRemoval < 3; i++) {
        const email = `act-${uniq()}-${i}@example.com`;
        const wasRemoved = removed;
        const r = await invite(m.c, { email, permissions: [] });
        if (wasRemoved) {
          afterRemoval++;
          expect([401, 403], `sent after the removal: ${email}`).toContain(r.status);
        }
        sent.push(Promise.resolve({ status: r.status, email }));
      }
    })();
    await new Promise((res) => setTimeout(res, 30));
    const r = await o.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${m.id}`), params: { id: m.id } });
    expect(r.status).toBe(200);
    removed = true;
    await acting;
    const results = await Promise.all(sent);
    expect(afterRemoval).toBeGreaterThan(0);
    // Every invitation in the store was answered 201; every refused one left nothing.
    const rows = await ctx.db.select().from(storeMembers).where(eq(storeMembers.invitedBy, (await ctx.db.select().from(users).where(eq(users.email, m.email)))[0].id));
    expect(rows.map((x) => x.email).sort()).toEqual(results.filter((x) => x.status === 201).map((x) => x.email).sort());
  }, 60_000);
});

describe("cross-store", () => {
  it("a member of demo holding every permission can neither read nor change gadgets' staff", async () => {
    const o = await owner();
    const m = await join(o, [...STAFF_PERMISSIONS]);
    const g = await owner("owner2@example.com");
    const gm = await invite(g, { email: `gadget-${uniq()}@example.com`, permissions: ["orders"] }, "gadgets");
    const gid = String(gm.json.id);
    expect((await m.c.call(listStaff, { path: at("gadgets", "/api/staff") })).status).toBe(403);
    expect((await invite(m.c, { email: `evil-${uniq()}@example.com`, permissions: [] }, "gadgets")).status).toBe(403);
    expect((await m.c.call(patchStaff, { method: "PATCH", path: at("gadgets", `/api/staff/${gid}`), params: { id: gid }, body: { permissions: [...STAFF_PERMISSIONS] } })).status).toBe(403);
    expect((await m.c.call(removeStaff, { method: "DELETE", path: at("gadgets", `/api/staff/${gid}`), params: { id: gid } })).status).toBe(403);
    expect((await m.c.call(resendInvite, { path: at("gadgets", `/api/staff/${gid}/resend`), params: { id: gid } })).status).toBe(403);
    // Naming gadgets' member from demo, where the member may act, does not reach it.
    expect((await m.c.call(patchStaff, { method: "PATCH", path: at("demo", `/api/staff/${gid}`), params: { id: gid }, body: { permissions: ["orders"] } })).status).toBe(404);
    expect((await m.c.call(removeStaff, { method: "DELETE", path: at("demo", `/api/staff/${gid}`), params: { id: gid } })).status).toBe(404);
    expect((await m.c.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: gid, password: PASSWORD } })).status).toBe(403);
    const [row] = await ctx.db.select().from(storeMembers).where(eq(storeMembers.id, gid));
    expect(row).toMatchObject({ tenantId: gadgetsId, permissions: ["orders"], status: "invited" });
    // And gadgets' owner cannot list demo's staff.
    expect((await g.call(listStaff, { path: at("demo", "/api/staff") })).status).toBe(403);
  });
});

describe("POST /api/staff/transfer-ownership", () => {
  it("the owner alone, with their password, hands the store to an active member, who becomes the owner; the previous owner stays as staff with everything", async () => {
    const g = await owner("owner2@example.com");
    const heir = await join(g, ["orders", "staff"], "gadgets");
    const invited = await invite(g, { email: `pending-${uniq()}@example.com`, permissions: [] }, "gadgets");

    // Staff, even with the staff permission, cannot.
    const bySt = await heir.c.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: heir.id, password: PASSWORD } });
    expect(bySt.status).toBe(403);
    expect(bySt.json.message).toBe("Only the store owner can do this");
    const wrong = await g.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: heir.id, password: "wrong-password" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual({ password: "The password is incorrect" });
    const pending = await g.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: String(invited.json.id), password: "owner12345" } });
    expect(pending.status).toBe(400);
    expect(pending.json.errors).toHaveProperty("memberId");

    const ok = await g.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: heir.id, password: "owner12345" } });
    expect(ok.status, ok.text).toBe(200);
    const items = (ok.json as unknown as { items: Member[] }).items;
    expect(items[0]).toMatchObject({ email: heir.email, role: "owner" });
    expect(items.find((i) => i.email === "owner2@example.com")).toMatchObject({ role: "staff", status: "active", permissions: [...STAFF_PERMISSIONS] });
    expect(items.filter((i) => i.email === heir.email)).toHaveLength(1);

    const [t] = await ctx.db.select().from(tenants).where(eq(tenants.id, gadgetsId));
    const [heirUser] = await ctx.db.select().from(users).where(eq(users.email, heir.email));
    expect(t.ownerId).toBe(heirUser.id);
    const [prev] = await ctx.db.select().from(users).where(eq(users.email, "owner2@example.com"));
    expect(prev.tenantId).toBeNull();

    // The new owner holds everything and may hand it on; the previous one may no longer.
    expect((await heir.c.call(staffMe, { path: at("gadgets", "/api/auth/me") })).json).toMatchObject({ permissions: [...STAFF_PERMISSIONS] });
    expect((await g.call(transfer, { path: at("gadgets", "/api/staff/transfer-ownership"), body: { memberId: heir.id, password: "owner12345" } })).status).toBe(403);
    const ownerId = items[0].id;
    expect((await g.call(removeStaff, { method: "DELETE", path: at("gadgets", `/api/staff/${ownerId}`), params: { id: ownerId } })).status).toBe(403);
    const stores = ((await g.call(staffMe, { path: "/api/auth/me" })).json.stores as { slug: string; role: string }[]).find((s) => s.slug === "gadgets");
    expect(stores).toMatchObject({ role: "staff" });
  });
});
