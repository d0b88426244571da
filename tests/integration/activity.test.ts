import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportActivity } from "@/app/api/activity/export/route";
import { GET as listActivity } from "@/app/api/activity/route";
import { GET as adminActivity } from "@/app/api/admin/activity/route";
import { PATCH as adminTenant } from "@/app/api/admin/tenants/[id]/route";
import { POST as createCategory } from "@/app/api/categories/route";
import { POST as createDiscount } from "@/app/api/discounts/route";
import { POST as cancelOrder } from "@/app/api/orders/[id]/cancel/route";
import { POST as addNote } from "@/app/api/orders/[id]/notes/route";
import { PATCH as setStatus } from "@/app/api/orders/[id]/status/route";
import { POST as createOrder } from "@/app/api/orders/route";
import { POST as createPage } from "@/app/api/pages/route";
import { DELETE as deleteProduct, PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { POST as createProduct } from "@/app/api/products/route";
import { PUT as putPaymentSettings } from "@/app/api/tenants/[id]/payment-settings/route";
import { PATCH as patchTenant } from "@/app/api/tenants/[id]/route";
import { POST as createCollection } from "@/app/api/collections/route";
import { POST as createBanner } from "@/app/api/hero-banners/route";
import { POST as createMenuItem } from "@/app/api/menu-items/route";
import { PUT as reorderMenu } from "@/app/api/menus/[id]/reorder/route";
import { POST as createMenu } from "@/app/api/menus/route";
import { POST as createTier } from "@/app/api/shipping-tiers/route";
import { POST as createTaxRule } from "@/app/api/tax-rules/route";
import { PATCH as taxSettings } from "@/app/api/tenants/[id]/tax-settings/route";
import { POST as selectTheme } from "@/app/api/tenant/theme/select/route";
import { activityEntries, categories, platformActivity, products, storeMembers, tenants, users } from "@/db/schema";
import { runAs } from "@/lib/activity/context";
import { inTransaction, recordActivity, withActivity } from "@/lib/activity/record";
import { hashPassword } from "@/lib/auth/password";
import type { TenantId } from "@/lib/tenancy/store";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { setupTestDatabase } from "./helpers/db";
import { TestClient } from "./helpers/http";

const ctx = setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
const address = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", address: "1 MG Road", city: "Bengaluru", state: "Karnataka", zipCode: "560001", country: "IN" };

type Entry = {
  id: string;
  createdAt: string;
  actor: { type: string; id: string | null; email?: string; name?: string };
  action: string;
  resourceType: string;
  resourceId: string | null;
  summary: string;
  changes: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
};
type Page = { items: Entry[]; total: number };

let owner: TestClient;
let gadgetsOwner: TestClient;
let admin: TestClient;
let packer: TestClient;
let demoId: TenantId;
let gadgetsId: TenantId;
let ownerId: string;
let packerId: string;

/** The packer's calls: on the platform host, to the demo store by path. */
const asPacker = (handler: Parameters<TestClient["call"]>[0], opts: Parameters<TestClient["call"]>[1]) =>
  packer.call(handler, { ...opts, host: "localhost:3000", path: `/store/demo${opts.path}` });

async function activity(c: TestClient, query: Record<string, string | number> = {}, host = DEMO) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const path = `/api/activity${qs ? `?${qs}` : ""}`;
  const headers = { "user-agent": "activity-test" };
  const r = c === packer ? await asPacker(listActivity, { path, headers }) : await c.call(listActivity, { path, host, headers });
  return { status: r.status, page: r.json as unknown as Page, json: r.json };
}

/** The newest entry of an action in the demo store (read straight from the table). */
async function newest(action: string) {
  const rows = await ctx.db
    .select()
    .from(activityEntries)
    .where(and(eq(activityEntries.tenantId, demoId), eq(activityEntries.action, action)));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0];
}

beforeAll(async () => {
  const [demo] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "demo"));
  const [gadgets] = await ctx.db.select().from(tenants).where(eq(tenants.slug, "gadgets"));
  demoId = demo.id as TenantId;
  gadgetsId = gadgets.id as TenantId;
  ownerId = demo.ownerId!;
  // A staff member of the demo store with `orders` only (rows as the staff slice writes them).
  const [u] = await ctx.db
    .insert(users)
    .values({ email: "packer@example.com", passwordHash: await hashPassword("packer12345"), firstName: "Pat", lastName: "Packer", role: "tenant", tenantId: null })
    .returning();
  packerId = u.id;
  await ctx.db.insert(storeMembers).values({ tenantId: demoId, userId: u.id, email: u.email, firstName: "Pat", lastName: "Packer", role: "staff", permissions: ["orders"], status: "active" });
  owner = await signInStaff(DEMO);
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  admin = await signInStaff("localhost:3000", "admin@example.com", "admin12345");
  // The packer signs in on the platform host and reaches the store by path (/store/demo/…), as the store picker does.
  packer = await signInStaff("localhost:3000", "packer@example.com", "packer12345");
});

describe("activity log: what is recorded", () => {
  it("a product's create, update and delete, each with the owner, the fields changed, ip and user agent", async () => {
    const created = await owner.call(createProduct, { path: "/api/products", body: { name: "Audit Mug", price: "12.00", quantity: 5 }, headers: { "user-agent": "activity-test" } });
    expect(created.status).toBe(201);
    const id = String(created.json.id);
    const patched = await owner.call(patchProduct, { method: "PATCH", path: `/api/products/${id}`, params: { id }, body: { price: "15.50", status: "active" } });
    expect(patched.status).toBe(200);
    expect((await owner.call(deleteProduct, { method: "DELETE", path: `/api/products/${id}`, params: { id } })).status).toBe(200);

    const { status, page } = await activity(owner, { resourceType: "product", resourceId: id });
    expect(status).toBe(200);
    expect(page.items.map((e) => e.action)).toEqual(["product.deleted", "product.updated", "product.created"]);
    const [deleted, updated, made] = page.items;
    expect(made).toMatchObject({ actor: { type: "owner", id: ownerId, email: "owner@example.com" }, resourceId: id, summary: 'created product "Audit Mug"', userAgent: "activity-test" });
    expect(made.changes.name).toEqual([null, "Audit Mug"]);
    expect(updated.changes).toMatchObject({ price: ["12.00", "15.50"], status: ["draft", "active"] });
    expect(updated.changes.name).toBeUndefined();
    expect(deleted.summary).toBe('deleted product "Audit Mug"');
  });

  it("categories, pages, discounts and store settings record their entries", async () => {
    const cat = await owner.call(createCategory, { path: "/api/categories", body: { name: "Audited" } });
    expect(cat.status).toBe(201);
    const page = await owner.call(createPage, { path: "/api/pages", body: { title: "Audit page", content: "<p>Hi</p>" } });
    expect(page.status).toBe(201);
    const disc = await owner.call(createDiscount, { path: "/api/discounts", body: { code: "AUDIT10", type: "percentage", value: 10 } });
    expect(disc.status).toBe(201);
    const store = await owner.call(patchTenant, { method: "PATCH", path: `/api/tenants/${demoId}`, params: { id: demoId }, body: { name: "Demo Audited" } });
    expect(store.status).toBe(200);

    expect(await newest("category.created")).toMatchObject({ resourceId: cat.json.id, summary: 'created category "Audited"', actorType: "owner" });
    expect(await newest("page.created")).toMatchObject({ resourceId: page.json.id, actorType: "owner" });
    expect(await newest("discount.created")).toMatchObject({ resourceId: disc.json.id, summary: 'created discount "AUDIT10"' });
    const s = await newest("settings.store.updated");
    expect(s.changes).toMatchObject({ name: ["Demo Store", "Demo Audited"] });
  });

  it("collections, menus, menu items, hero banners, shipping tiers, tax rules, tax settings and the theme record theirs", async () => {
    const [product] = await ctx.db.select().from(products).where(eq(products.tenantId, demoId)).limit(1);
    const ok = async (r: Promise<{ status: number; json: Record<string, unknown> }>) => {
      const a = await r;
      expect(a.status, JSON.stringify(a.json)).toBeLessThan(300);
      return a.json;
    };
    const coll = await ok(owner.call(createCollection, { path: "/api/collections", body: { name: "Audit picks", type: "manual", productIds: [product.id] } }));
    const menu = await ok(owner.call(createMenu, { path: "/api/menus", body: { name: "Audit menu", location: "footer", linkType: "dropdown" } }));
    const item = await ok(owner.call(createMenuItem, { path: "/api/menu-items", body: { menuId: menu.id, label: "Home", linkType: "internal", linkTarget: "/" } }));
    await ok(owner.call(reorderMenu, { method: "PUT", path: `/api/menus/${menu.id}/reorder`, params: { id: String(menu.id) }, body: { itemIds: [item.id] } }));
    const banner = await ok(owner.call(createBanner, { path: "/api/hero-banners", body: { layout: "half-square", desktopImages: ["/uploads/a.png"], mobileImages: [] } }));
    const tier = await ok(owner.call(createTier, { path: "/api/shipping-tiers", body: { name: "Audit post", shippingType: "domestic", pricingType: "fixed", fixedPrice: "49" } }));
    const rule = await ok(
      owner.call(createTaxRule, {
        path: "/api/tax-rules",
        body: { name: "Audit VAT", levels: [{ level: 1, labelName: "VAT", taxRate: "5", country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] },
      }),
    );
    await ok(owner.call(taxSettings, { method: "PATCH", path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId }, body: { nextInvoiceNumber: 777 } }));
    await ok(owner.call(selectTheme, { path: "/api/tenant/theme/select", body: { themeId: "atelier" } }));

    const expected: [string, unknown][] = [
      ["collection.created", coll.id],
      ["menu.created", menu.id],
      ["menu_item.created", item.id],
      ["menu.reordered", menu.id],
      ["hero_banner.created", banner.id],
      ["shipping_tier.created", tier.id],
      ["tax_rule.created", rule.id],
      ["settings.tax.updated", demoId],
      ["theme.selected", demoId],
    ];
    for (const [action, resourceId] of expected) {
      const e = await newest(action);
      expect(e, action).toMatchObject({ resourceId, actorType: "owner", actorId: ownerId });
    }
    expect((await newest("collection.created")).changes).toMatchObject({ name: [null, "Audit picks"], productIds: [null, [product.id]] });
    expect((await newest("settings.tax.updated")).changes).toMatchObject({ nextInvoiceNumber: [expect.anything(), 777] });
    expect((await newest("theme.selected")).changes).toMatchObject({ activeTheme: ["sellure", "atelier"] });
  });

  it("payment keys are never written, only that they changed", async () => {
    const r = await owner.call(putPaymentSettings, {
      method: "PUT",
      path: `/api/tenants/${demoId}/payment-settings`,
      params: { id: demoId },
      body: { stripeEnabled: true, stripePublicKey: "pk_test_audit", stripeSecretKey: "sk_test_AUDITSECRET", stripeWebhookSecret: "whsec_AUDITSECRET" },
    });
    expect(r.status).toBe(200);
    const e = await newest("settings.payments.updated");
    expect(e.changes).toMatchObject({ stripeSecretKey: "changed", stripeWebhookSecret: "changed" });
    expect((e.changes.stripePublicKey as unknown[])[1]).toBe("pk_test_audit");
    expect(JSON.stringify(e)).not.toContain("AUDITSECRET");
    const { page } = await activity(owner, { action: "settings.payments.updated" });
    expect(JSON.stringify(page)).not.toContain("AUDITSECRET");
  });

  it("an order's placement, note, status change and cancellation are entries of that order, by who did each", async () => {
    const shopper = await signInCustomer(DEMO);
    const product = (await ctx.db.select().from(products).where(and(eq(products.tenantId, demoId), eq(products.status, "active")))).find(
      (p) => (p.options as unknown[]).length === 0 && p.quantity > 5,
    )!;
    const placed = await shopper.call(createOrder, { path: "/api/orders", body: { shippingAddress: address, paymentMethod: "cod", items: [{ productId: product.id, quantity: 1 }] } });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = String((placed.json.order as { id: string } | undefined)?.id ?? placed.json.id);

    expect((await asPacker(addNote, { path: `/api/orders/${orderId}/notes`, params: { id: orderId }, body: { note: "Gift wrap" } })).status).toBe(201);
    expect((await owner.call(setStatus, { method: "PATCH", path: `/api/orders/${orderId}/status`, params: { id: orderId }, body: { status: "processing" } })).status).toBe(200);
    expect((await asPacker(cancelOrder, { path: `/api/orders/${orderId}/cancel`, params: { id: orderId }, body: { reason: "Out of wrap" } })).status).toBe(200);

    // The packer (orders only) reads this order's entries, not the whole log.
    const mine = await activity(packer, { resourceType: "order", resourceId: orderId });
    expect(mine.status).toBe(200);
    expect(mine.page.items.map((e) => [e.action, e.actor.type])).toEqual([
      ["order.cancelled", "staff"],
      ["order.status_changed", "owner"],
      ["order.note_added", "staff"],
      ["order.placed", "system"],
    ]);
    const cancelled = mine.page.items[0];
    expect(cancelled.actor).toMatchObject({ id: packerId, email: "packer@example.com", name: "Pat Packer" });
    // Named by the number the owner knows it by: its invoice number, as the dashboard shows it.
    const shown = String(placed.json.invoiceNumber ?? (placed.json.order as { invoiceNumber?: string } | undefined)?.invoiceNumber ?? "");
    expect(shown).toMatch(/^IS0+\d+$/);
    expect(cancelled.summary).toBe(`cancelled order #${shown.replace(/^#/, "")}: Out of wrap`);
    expect(mine.page.items[3].summary).toBe(`order #${shown.replace(/^#/, "")} placed`);
    expect(cancelled.changes).toEqual({ status: ["processing", "cancelled"] });
    expect(mine.page.items[1].changes).toEqual({ status: ["pending", "processing"] });

    expect((await activity(packer)).status).toBe(403);
    expect((await activity(packer, { resourceType: "product", resourceId: product.id })).status).toBe(403);
    expect((await activity(packer, { resourceType: "order" })).status).toBe(403);
  });
});

describe("activity log: same transaction as the change", () => {
  it("a refused change leaves no entry", async () => {
    const before = (await ctx.db.select().from(activityEntries).where(eq(activityEntries.tenantId, demoId))).length;
    const dup = await owner.call(createCategory, { path: "/api/categories", body: { name: "Audited" } });
    expect(dup.status).toBe(409);
    const bad = await owner.call(patchProduct, { method: "PATCH", path: "/api/products/00000000-0000-4000-8000-000000000000", params: { id: "00000000-0000-4000-8000-000000000000" }, body: { name: "x" } });
    expect(bad.status).toBe(404);
    expect((await ctx.db.select().from(activityEntries).where(eq(activityEntries.tenantId, demoId))).length).toBe(before);
  });

  it("an entry that cannot be written undoes its change, and a change that fails takes its entry with it", async () => {
    const origin = { actor: { type: "owner" as const, id: ownerId, email: "owner@example.com" }, ip: "203.0.113.9", userAgent: "t" };
    // The change is written, then its entry fails (a NOT NULL column): neither is kept.
    await expect(
      runAs(origin, () =>
        withActivity(
          demoId,
          async (tx) => (await tx.insert(categories).values({ tenantId: demoId, name: "Ghost", slug: "ghost-category" }).returning())[0],
          (r) => ({ action: null as unknown as string, resourceType: "category", resourceId: r.id, summary: "x" }),
        ),
      ),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(categories).where(and(eq(categories.tenantId, demoId), eq(categories.slug, "ghost-category")))).toEqual([]);

    // The entry is written, then the change fails: no entry.
    await expect(
      runAs(origin, () =>
        inTransaction(async (tx) => {
          await recordActivity(tx, demoId, { action: "category.created", resourceType: "category", resourceId: "ghost-2", summary: "ghost" });
          throw new Error("the change failed");
        }),
      ),
    ).rejects.toThrow("the change failed");
    expect(await ctx.db.select().from(activityEntries).where(eq(activityEntries.resourceId, "ghost-2"))).toEqual([]);
  });
});

describe("activity log: reading", () => {
  it("filters by action, actor, resource and dates, and pages newest first", async () => {
    const origin = { actor: { type: "staff" as const, id: packerId, email: "packer@example.com" }, ip: null, userAgent: null };
    await runAs(origin, () =>
      inTransaction((tx) =>
        recordActivity(
          tx,
          demoId,
          Array.from({ length: 25 }, (_, i) => ({ action: "test.paged", resourceType: "test", resourceId: `t-${i}`, summary: `entry ${i}` })),
        ),
      ),
    );
    const p1 = await activity(owner, { action: "test.paged", limit: 10 });
    expect(p1.page.total).toBe(25);
    expect(p1.page.items).toHaveLength(10);
    const p3 = await activity(owner, { action: "test.paged", limit: 10, page: 3 });
    expect(p3.page.items).toHaveLength(5);
    const ids = new Set([...p1.page.items, ...(await activity(owner, { action: "test.paged", limit: 10, page: 2 })).page.items, ...p3.page.items].map((e) => e.id));
    expect(ids.size).toBe(25);
    for (const e of p1.page.items) expect(e.actor).toMatchObject({ type: "staff", id: packerId });

    const byActor = await activity(owner, { actorId: packerId, action: "test.paged", limit: 100 });
    expect(byActor.page.total).toBe(25);
    expect((await activity(owner, { actorId: ownerId, action: "test.paged" })).page.total).toBe(0);
    expect((await activity(owner, { resourceType: "test", resourceId: "t-7" })).page.items.map((e) => e.summary)).toEqual(["entry 7"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(owner, { action: "test.paged", from: today, to: today })).page.total).toBe(25);
    expect((await activity(owner, { action: "test.paged", to: "2000-01-01" })).page.total).toBe(0);
  });

  it("bad filters are 400 with the field named", async () => {
    for (const [query, field] of [
      [{ actorId: "nope" }, "actorId"],
      [{ from: "yesterday" }, "from"],
      [{ from: "2026-02-01", to: "2026-01-01" }, "to"],
      [{ limit: 1000 }, "limit"],
      [{ page: 0 }, "page"],
      [{ page: 500, limit: 100 }, "page"],
      [{ action: "drop table;" }, "action"],
    ] as const) {
      const r = await activity(owner, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect((r.json as { errors: Record<string, string> }).errors[field], JSON.stringify(query)).toBeTruthy();
    }
  });

  it("another store's owner cannot read this store's log, and their own holds none of it", async () => {
    // Signed in (on the platform host), naming the demo store by path: refused, whatever the filters.
    const other = await signInStaff("localhost:3000", "owner2@example.com");
    for (const q of ["", "?resourceType=order&resourceId=x", `?actorId=${ownerId}`]) {
      expect((await other.call(listActivity, { path: `/store/demo/api/activity${q}`, host: "localhost:3000" })).status).toBe(403);
    }
    expect((await other.call(exportActivity, { path: "/store/demo/api/activity/export", host: "localhost:3000" })).status).toBe(403);
    const theirs = await activity(gadgetsOwner, { limit: 100 }, GADGETS);
    expect(theirs.status).toBe(200);
    expect(theirs.page.items.some((e) => e.summary.includes("Audit"))).toBe(false);
    expect((await new TestClient(DEMO).call(listActivity, { path: "/api/activity" })).status).toBe(401);
  });

  it("exports the filtered log as CSV", async () => {
    const r = await owner.call(exportActivity, { path: "/api/activity/export?action=test.paged" });
    expect(r.status).toBe(200);
    const text = r.text.replace(/^\uFEFF/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("Time,Actor type,Actor email,Actor name,Action,Resource type,Resource id,Summary,Changes,IP,User agent");
    expect(lines).toHaveLength(26);
    expect(lines[1]).toContain("test.paged");
    expect((await asPacker(exportActivity, { path: "/api/activity/export" })).status).toBe(403);
  });
});

describe("activity log: the platform's", () => {
  it("the admin reads the platform's entries (a store suspended) beside the stores', filtered by store", async () => {
    const path = `/api/admin/tenants/${gadgetsId}`;
    expect((await admin.call(adminTenant, { method: "PATCH", path, params: { id: gadgetsId }, body: { isActive: false } })).status).toBe(200);
    expect((await admin.call(adminTenant, { method: "PATCH", path, params: { id: gadgetsId }, body: { isActive: true } })).status).toBe(200);
    const [suspended] = await ctx.db.select().from(platformActivity).where(eq(platformActivity.action, "store.suspended"));
    expect(suspended).toMatchObject({ tenantId: gadgetsId, actorType: "admin", resourceType: "store" });

    const all = await admin.call(adminActivity, { path: "/api/admin/activity?limit=100" });
    expect(all.status).toBe(200);
    const items = (all.json as unknown as { items: (Entry & { tenantId: string | null; scope: string })[] }).items;
    expect(items.some((e) => e.scope === "platform" && e.action === "store.suspended")).toBe(true);
    expect(items.some((e) => e.scope === "store" && e.tenantId === demoId)).toBe(true);
    const times = items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const gadgetsOnly = await admin.call(adminActivity, { path: `/api/admin/activity?tenantId=${gadgetsId}&limit=100` });
    const g = (gadgetsOnly.json as unknown as { items: { tenantId: string; action: string }[] }).items;
    expect(g.map((e) => e.action)).toEqual(expect.arrayContaining(["store.reactivated", "store.suspended"]));
    expect(g.every((e) => e.tenantId === gadgetsId)).toBe(true);

    expect((await owner.call(adminActivity, { path: "/api/admin/activity" })).status).toBe(403);
    expect((await admin.call(adminActivity, { path: "/api/admin/activity?tenantId=x" })).status).toBe(400);
  });
});
