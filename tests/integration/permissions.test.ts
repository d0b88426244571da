import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storeMembers, tenants, userTwoFactor, users } from "@/db/schema";
import { TWO_FACTOR_FIRST } from "@/lib/http/route";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { hashPassword } from "@/lib/auth/password";
import { fillPath, type EndpointSpec } from "@/lib/endpoint";
import { ruleMessage, satisfies, STAFF_PERMISSIONS, type PermissionRule, type StaffPermission } from "@/lib/permissions";
import { SECTION_RULES, SECTIONS, ruleForPath } from "@/lib/dashboard-sections";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";
import { API_DIR, servedEndpoints } from "./helpers/route-files";

/**
 * Every owner route declares the permission a staff member needs (issue 40, lib/endpoint.ts `permission`), and
 * the route wrapper holds them to it. Walked from the route registry, so a new owner route cannot forget it:
 * a member lacking the permission gets 403 "You do not have permission to manage <area>", the same member
 * holding it gets past the check, and a member of another store gets nothing whatever they hold.
 */
const ctx = setupTestDatabase();

type Handler = (req: never, segment: never) => Promise<Response>;
const owned = servedEndpoints().filter((r) => r.endpoint.auth === "owner");
const ANY_ID = "00000000-0000-4000-8000-000000000001";

async function handlerOf(folder: string, method: string): Promise<Handler> {
  const mod = (await import(/* @vite-ignore */ path.join(API_DIR, folder, "route.ts"))) as Record<string, Handler>;
  return mod[method];
}

function pathOf(e: EndpointSpec) {
  const params = Object.fromEntries([...e.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, name === "id" && e.path.startsWith("/api/tenants/") ? demoId : ANY_ID]));
  return { url: `/store/demo${fillPath(e.path, params)}`, params };
}

/** The permissions that leave a rule unmet: every permission but the ones it names ("owner": all of them). */
function lacking(rule: PermissionRule): StaffPermission[] {
  if (rule === "owner") return [...STAFF_PERMISSIONS];
  const named: readonly StaffPermission[] = rule === "member" ? [] : typeof rule === "string" ? [rule] : rule;
  return STAFF_PERMISSIONS.filter((p) => !named.includes(p));
}

/** The permissions that meet it: the first one it names (none for "member"). */
function holding(rule: Exclude<PermissionRule, "owner">): StaffPermission[] {
  if (rule === "member") return [];
  return [typeof rule === "string" ? rule : rule[0]];
}

let demoId: string;
let gadgetsId: string;
let memberId: string;
const client = new TestClient("localhost:3000");

async function grant(permissions: StaffPermission[]) {
  await ctx.db.update(storeMembers).set({ permissions }).where(eq(storeMembers.id, memberId));
}

async function call(e: EndpointSpec, folder: string, store = "demo") {
  const { url, params } = pathOf(e);
  const handler = await handlerOf(folder, e.method);
  const body = e.bodyKind === "multipart" ? undefined : e.method === "GET" || e.method === "DELETE" ? undefined : {};
  const form = e.bodyKind === "multipart" ? new FormData() : undefined;
  return client.call(handler as never, { method: e.method, path: url.replace("/store/demo", `/store/${store}`), params, body, form });
}

beforeAll(async () => {
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = demo.id;
  gadgetsId = gadgets.id;
  const [u] = await ctx.db
    .insert(users)
    .values({ email: "packer@example.com", passwordHash: await hashPassword("packer12345"), firstName: "Pat", lastName: "Packer", role: "tenant" })
    .returning();
  const [m] = await ctx.db
    .insert(storeMembers)
    .values({ tenantId: demo.id, userId: u.id, email: u.email, status: "active", permissions: [] })
    .returning();
  memberId = m.id;
  const login = await client.call(staffLogin as never, { path: "/store/demo/api/auth/login", body: { email: "packer@example.com", password: "packer12345" } });
  expect(login.status).toBe(200);
});

describe("owner routes and permissions", () => {
  it("every owner route declares a permission rule", () => {
    const missing = owned.filter((r) => r.endpoint.permission === undefined).map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(missing).toEqual([]);
    expect(owned.length).toBeGreaterThan(80);
  });

  it("a member lacking the permission gets 403 with the area named; holding it gets past the check", { timeout: 180_000 }, async () => {
    const problems: string[] = [];
    let walked = 0;
    for (const r of owned) {
      const rule = r.endpoint.permission!;
      const id = `${r.endpoint.method} ${r.endpoint.path} (${JSON.stringify(rule)})`;
      if (!r.folder) {
        problems.push(`${id}: no route folder`);
        continue;
      }
      if (rule !== "member") {
        await grant(lacking(rule));
        const denied = await call(r.endpoint, r.folder);
        walked++;
        if (denied.status !== 403 || denied.json?.message !== ruleMessage(rule)) problems.push(`${id}: without it ${denied.status} ${JSON.stringify(denied.json)}`);
      }
      if (rule !== "owner") {
        await grant(holding(rule));
        const allowed = await call(r.endpoint, r.folder);
        if (allowed.status === 403 || allowed.status === 401 || allowed.status >= 500) problems.push(`${id}: with it ${allowed.status} ${JSON.stringify(allowed.json)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(walked).toBeGreaterThan(70);
  });

  it("a member of one store holding every permission can neither read nor change another store", { timeout: 180_000 }, async () => {
    await grant([...STAFF_PERMISSIONS]);
    const problems: string[] = [];
    for (const r of owned) {
      if (!r.folder) continue;
      const res = await call(r.endpoint, r.folder, "gadgets");
      if (res.status !== 403) problems.push(`${r.endpoint.method} ${r.endpoint.path} on gadgets: ${res.status}`);
    }
    expect(problems).toEqual([]);
    expect(gadgetsId).toBeTruthy();
  });

  it("a removed member's next request is refused, and a member no longer active is no member", async () => {
    await grant(["orders"]);
    const orders = owned.find((r) => r.endpoint.method === "GET" && r.endpoint.path === "/api/orders")!;
    expect((await call(orders.endpoint, orders.folder!)).status).toBe(200);
    await ctx.db.update(storeMembers).set({ status: "invited" }).where(and(eq(storeMembers.id, memberId), eq(storeMembers.tenantId, demoId)));
    const after = await call(orders.endpoint, orders.folder!);
    expect(after.status).toBe(403);
    expect(after.json).toEqual({ message: "You do not have access to this store" });
    await ctx.db.update(storeMembers).set({ status: "active" }).where(eq(storeMembers.id, memberId));
  });

  it("a store that requires two-factor for staff refuses its owner routes to a member without it, not once it is on", async () => {
    await grant(["orders"]);
    const orders = owned.find((r) => r.endpoint.method === "GET" && r.endpoint.path === "/api/orders")!;
    await ctx.db.update(tenants).set({ requireStaffTwoFactor: true }).where(eq(tenants.id, demoId));
    try {
      const refused = await call(orders.endpoint, orders.folder!);
      expect(refused.status).toBe(403);
      expect(refused.json).toEqual({ message: TWO_FACTOR_FIRST });
      const [packer] = await ctx.db.select().from(users).where(eq(users.email, "packer@example.com"));
      await ctx.db.insert(userTwoFactor).values({ userId: packer.id, secret: "not-read-here", enabledAt: new Date() });
      expect((await call(orders.endpoint, orders.folder!)).status).toBe(200);
      await ctx.db.delete(userTwoFactor).where(eq(userTwoFactor.userId, packer.id));
    } finally {
      await ctx.db.update(tenants).set({ requireStaffTwoFactor: false }).where(eq(tenants.id, demoId));
    }
  });

  it("GET /api/auth/me tells a store page the member may manage it", async () => {
    const r = await client.call(me as never, { path: "/store/demo/api/auth/me" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ email: "packer@example.com", canManageStore: true });
    const other = await client.call(me as never, { path: "/store/gadgets/api/auth/me" });
    expect(other.json).toMatchObject({ canManageStore: false });
  });
});

describe("dashboard screens follow the same rules", () => {
  it("each section's rule matches the owner routes it calls", () => {
    expect(SECTIONS.every((s) => SECTION_RULES[s] !== undefined)).toBe(true);
    expect(ruleForPath("/store/demo/tenant-dashboard/orders")).toBe("orders");
    expect(ruleForPath("/tenant-dashboard/products/new")).toBe("products");
    expect(ruleForPath("/t/abc/payment-settings")).toBe("settings");
    expect(ruleForPath("/store/demo/tenant-dashboard")).toBe("member");
    expect(ruleForPath("/store/demo/tenant-dashboard/billing")).toBe("owner");
    expect(satisfies({ role: "staff", permissions: ["orders"] }, ruleForPath("/tenant-dashboard/orders"))).toBe(true);
    expect(satisfies({ role: "staff", permissions: ["orders"] }, ruleForPath("/tenant-dashboard/products"))).toBe(false);
    expect(satisfies({ role: "staff", permissions: [...STAFF_PERMISSIONS] }, "owner")).toBe(false);
    expect(satisfies({ role: "owner", permissions: [] }, "owner")).toBe(true);
  });
});
