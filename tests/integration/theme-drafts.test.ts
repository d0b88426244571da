import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { themeSettings } from "@/db/schema";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { GET as listCollections, POST as createCollection } from "@/app/api/collections/route";
import { POST as register } from "@/app/api/register-tenant/route";
import { POST as uploadImage } from "@/app/api/theme/upload/image/route";
import { POST as preview } from "@/app/api/themes/[id]/draft/preview/route";
import { GET as getDraft, POST as saveDraft } from "@/app/api/themes/[id]/draft/route";
import { POST as publish } from "@/app/api/themes/[id]/publish/route";
import { GET as readiness } from "@/app/api/storefront-readiness/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { resetEnvCache } from "@/lib/env";
import { DEFAULT_HOME } from "@/lib/themes/drafts/home";
import { loadPublished } from "@/lib/themes/drafts/service";
import type { SectionsData } from "@/lib/themes/drafts/view-types";
import type { TenantId } from "@/lib/tenancy/store";
import { encodeTenantKey, TENANT_HEADER } from "@/lib/tenancy/tenant-key";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

const ctx = setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
type Json = Record<string, unknown>;
type Draft = { themeId: string; source: string; editable_content: { content: Record<string, string>; sections: { id: string; type: string; content: Json }[] } };

let owner: TestClient;
let gadgetsOwner: TestClient;
let otherOwnerPathMode: TestClient;
let anon: TestClient;
let customer: TestClient;
let demoId = "" as TenantId;
let gadgetsId = "" as TenantId;
let demoCollection = "";
let gadgetsCollection = "";

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  // Path mode: every store shares localhost's cookies, so gadgets' owner can aim at /store/demo/...
  otherOwnerPathMode = await signInStaff("localhost:3000", "owner2@example.com");
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  demoId = String((await owner.call(getTenant, { path: "/api/tenant" })).json.id) as TenantId;
  gadgetsId = String((await gadgetsOwner.call(getTenant, { path: "/api/tenant" })).json.id) as TenantId;
  demoCollection = ((await owner.call(listCollections, { path: "/api/collections" })).json as unknown as { id: string }[])[0].id;
  gadgetsCollection = ((await gadgetsOwner.call(listCollections, { path: "/api/collections" })).json as unknown as { id: string }[])[0].id;
});

const body = (over: Partial<Draft["editable_content"]> = {}) => ({
  editable_content: {
    content: { "s_hero-title": "Summer Sale", ...(over.content ?? {}) },
    sections: over.sections ?? [
      { id: "s_hero", type: "hero", content: { layout: "half-square-left", title: "Welcome" } },
      { id: "s_col", type: "collection", content: { collectionId: demoCollection, itemsToShow: 2 } },
    ],
  },
});

const draftCall = (c: TestClient, method: "GET" | "POST", host = DEMO, b?: unknown, store = "") =>
  c.call(method === "GET" ? getDraft : saveDraft, { method, host, path: `${store}/api/themes/sellure/draft`, params: { id: "sellure" }, body: b });
const publishCall = (c: TestClient, b: unknown, host = DEMO, store = "") =>
  c.call(publish, { host, path: `${store}/api/themes/sellure/publish`, params: { id: "sellure" }, body: b });

async function settingsData(tenantId: string) {
  const [row] = await ctx.db.select({ data: themeSettings.settingsData }).from(themeSettings).where(and(eq(themeSettings.tenantId, tenantId), eq(themeSettings.themeId, "sellure")));
  return row?.data as Json | undefined;
}

const previewCall = (c: TestClient, sections: unknown, host = DEMO) =>
  c.call(preview, { host, path: "/api/themes/sellure/draft/preview", params: { id: "sellure" }, body: { sections } });

describe("the home composition derived from live content", () => {
  it("with nothing published, the editor starts from the live home: hero banners, categories, collections, category tabs", async () => {
    const r = await draftCall(owner, "GET");
    expect(r.status).toBe(200);
    const draft = r.json as unknown as Draft;
    expect(draft.source).toBe("published");
    expect(draft.editable_content).toEqual({ content: {}, sections: DEFAULT_HOME });

    // What those sections show is the seeded home: the banner row's texts and its two slides, the collections
    // and categories with products.
    const data = (await previewCall(owner, draft.editable_content.sections)).json as unknown as SectionsData;
    const [banner] = data.byId.home_banners.banners ?? [];
    expect(banner).toMatchObject({ title: "Everyday essentials, beautifully made", buttonLabel: "Shop Now", buttonUrl: "/products" });
    expect(banner.subtitle).toContain("Soft cotton basics");
    expect(banner.desktopImages).toHaveLength(2);
    const rows = data.byId.home_collections.collections ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(4);
    for (const row of rows) expect(row.cards.length).toBeGreaterThan(0);
    const tabs = data.byId.home_category_tabs.tabs ?? [];
    expect(tabs.length).toBe(3);
    for (const t of tabs) expect(t.cards.length).toBeGreaterThan(0);
    expect(data.byId.home_categories.categories?.length).toBeGreaterThan(3);
  });

  it("a new empty collection with sort order 0 goes to the end and does not take a place on the home", async () => {
    const before = ((await previewCall(owner, DEFAULT_HOME)).json as unknown as SectionsData).byId.home_collections.collections?.map((r) => r.collection.id);
    const existing = (await owner.call(listCollections, { path: "/api/collections" })).json as unknown as { sortOrder: number }[];
    const created = await owner.call(createCollection, { path: "/api/collections", body: { name: "Brand New", sortOrder: "0", productIds: [] } });
    expect(created.status).toBe(201);
    expect(created.json.sortOrder).toBe(Math.max(...existing.map((c) => c.sortOrder)) + 1);
    const all = (await owner.call(listCollections, { path: "/api/collections" })).json as unknown as { id: string }[];
    expect(all.at(-1)?.id).toBe(created.json.id);
    const after = ((await previewCall(owner, DEFAULT_HOME)).json as unknown as SectionsData).byId.home_collections.collections?.map((r) => r.collection.id);
    expect(after).toEqual(before);
    // An explicit place is kept.
    const placed = await owner.call(createCollection, { path: "/api/collections", body: { name: "Up Front", sortOrder: -1, productIds: [] } });
    expect(placed.json.sortOrder).toBe(-1);
  });

  it("publishing the live home with one edited banner title keeps every other section and text", async () => {
    const draft = (await draftCall(owner, "GET")).json as unknown as Draft;
    const data = (await previewCall(owner, draft.editable_content.sections)).json as unknown as SectionsData;
    const bannerId = data.byId.home_banners.banners![0].id;
    const key = `home_banners-${bannerId.replace(/-/g, "")}-title`;
    const edited = { ...draft.editable_content, content: { [key]: "Autumn edit" } };
    expect((await publishCall(owner, { editable_content: edited })).status).toBe(200);
    const published = await loadPublished(demoId, "sellure");
    expect(published).toEqual({ content: { [key]: "Autumn edit" }, sections: DEFAULT_HOME });
    // The banner row itself is not changed: the edit lives in the home's content.
    const again = (await previewCall(owner, published.sections)).json as unknown as SectionsData;
    expect(again.byId.home_banners.banners![0].title).toBe("Everyday essentials, beautifully made");
    expect(again.byId).toEqual(data.byId);
    // Back to nothing published, for the tests below.
    await ctx.db.execute(sql`delete from theme_drafts where tenant_id = ${demoId}`);
    await ctx.db.execute(sql`update theme_settings set settings_data = settings_data - 'editableContent' where tenant_id = ${demoId}`);
  });

  it("a newly registered store's editor opens on its real home: the theme hero and the default sections", async () => {
    const c = new TestClient("localhost:3000");
    const body = { name: "Fresh Pots", subdomain: "fresh-pots", description: "Clay things", plan: "monthly", ownerFirstName: "Riya", ownerLastName: "Sen", ownerEmail: "pots@example.com", ownerPassword: "longenough1" };
    const reg = await c.call(register, { path: "/api/register-tenant", body });
    expect(reg.status, JSON.stringify(reg.json)).toBe(201);
    const host = "fresh-pots.localhost:3000";
    const fresh = new TestClient(host);
    expect((await fresh.call(staffLogin, { path: "/api/auth/login", body: { email: "pots@example.com", password: "longenough1" } })).status).toBe(200);
    const draft = (await draftCall(fresh, "GET", host)).json as unknown as Draft;
    expect(draft.editable_content.sections).toEqual(DEFAULT_HOME);
    const data = (await previewCall(fresh, draft.editable_content.sections, host)).json as unknown as SectionsData;
    expect(data.byId.home_banners).toMatchObject({ banners: [], store: { name: "Fresh Pots", description: "Clay things" } });
    expect(data.byId.home_collections).toMatchObject({ collections: [], newest: [] });
    expect(data.byId.home_category_tabs).toEqual({ tabs: [] });
  });
});

describe("drafts", () => {
  it("starts from the live home, saves a draft the owner reads back, and publishes nothing", async () => {
    const first = await draftCall(owner, "GET");
    expect(first.status).toBe(200);
    expect((first.json as unknown as Draft).source).toBe("published");

    const saved = await draftCall(owner, "POST", DEMO, body());
    expect(saved.status).toBe(200);
    const again = (await draftCall(owner, "GET")).json as unknown as Draft;
    expect(again.source).toBe("draft");
    expect(again.editable_content.content["s_hero-title"]).toBe("Summer Sale");
    expect(again.editable_content.sections.map((s) => s.type)).toEqual(["hero", "collection"]);
    // Defaults filled in.
    expect(again.editable_content.sections[0].content).toMatchObject({ itemsToShow: 4, showTitle: true });

    // Visitors' content is untouched.
    expect(await loadPublished(demoId, "sellure")).toEqual({ content: {}, sections: [] });
  });

  it("publishes into settings_data.editableContent, keeping the customizer's settings", async () => {
    await ctx.db.execute(
      sql`update theme_settings set settings_data = ${JSON.stringify({ settings: { colorPrimary: "#ff0000" } })}::jsonb where tenant_id = ${demoId} and theme_id = 'sellure'`,
    );
    const r = await publishCall(owner, body());
    expect(r.status).toBe(200);
    const data = await settingsData(demoId);
    expect(data?.settings).toEqual({ colorPrimary: "#ff0000" });
    expect((data?.editableContent as Json).content).toEqual({ "s_hero-title": "Summer Sale" });
    const pub = await loadPublished(demoId, "sellure");
    expect(pub.sections.map((s) => s.id)).toEqual(["s_hero", "s_col"]);
    expect(pub.sections[1].content.collectionId).toBe(demoCollection);
    // Gadgets is untouched.
    expect(await loadPublished(gadgetsId, "sellure")).toEqual({ content: {}, sections: [] });
  });

  it("a later draft does not change what is published", async () => {
    expect((await draftCall(owner, "POST", DEMO, body({ content: { "s_hero-title": "Draft only" } }))).status).toBe(200);
    expect((await loadPublished(demoId, "sellure")).content["s_hero-title"]).toBe("Summer Sale");
  });

  it("creates the theme's settings row when publishing a theme that has none", async () => {
    const r = await owner.call(publish, { path: "/api/themes/aurora/publish", params: { id: "aurora" }, body: body() });
    expect(r.status).toBe(200);
    expect((await loadPublished(demoId, "aurora")).sections).toHaveLength(2);
  });
});

describe("validation and sanitising", () => {
  it("sanitises rich text on the server and keeps plain text as typed", async () => {
    const r = await draftCall(
      owner,
      "POST",
      DEMO,
      body({
        content: { "s_txt-text": '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>', "s_txt-title": "Tom & <Jerry>" },
        sections: [{ id: "s_txt", type: "text", content: { text: '<p onclick="x()">About <a href="javascript:alert(1)">us</a></p>' } }],
      }),
    );
    expect(r.status).toBe(200);
    const d = r.json as unknown as Draft;
    expect(d.editable_content.content["s_txt-text"]).not.toMatch(/script|onerror/);
    expect(d.editable_content.content["s_txt-title"]).toBe("Tom & <Jerry>");
    expect(String(d.editable_content.sections[0].content.text)).not.toMatch(/onclick|javascript/);
  });

  it("refuses unsafe URLs, unknown section types, oversize content and bad ids with 400, writing nothing", async () => {
    await draftCall(owner, "POST", DEMO, body({ content: { "s_hero-title": "Before" } }));
    const bad = [
      body({ content: { "s_hero-button-url": "javascript:alert(1)" } }),
      body({ content: { "s_hero-button-url": "//evil.example/x" } }),
      body({ sections: [{ id: "s_1", type: "hero", content: { buttonUrl: " JavaScript:alert(1)" } }] }),
      body({ sections: [{ id: "s_1", type: "image", content: { imageSrc: "data:text/html,<script>1</script>" } }] }),
      body({ sections: [{ id: "s_1", type: "marquee", content: {} }] }),
      body({ sections: [{ id: "s-1", type: "text", content: {} }] }),
      body({ sections: [{ id: "s_1", type: "collection", content: { itemsToShow: 5000 } }] }),
      body({ sections: [{ id: "s_1", type: "text", content: {} }, { id: "s_1", type: "text", content: {} }] }),
      body({ sections: Array.from({ length: 41 }, (_, i) => ({ id: `s_${i}`, type: "text", content: {} })) }),
      body({ content: { "s_hero-title": "x".repeat(5000) } }),
      { editable_content: "nope" },
      {},
    ];
    for (const b of bad) {
      const r = await draftCall(owner, "POST", DEMO, b);
      expect(r.status, JSON.stringify(b).slice(0, 120)).toBe(400);
      expect(r.json.message).toBeTruthy();
      const p = await publishCall(owner, b);
      expect(p.status).toBe(400);
    }
    expect(((await draftCall(owner, "GET")).json as unknown as Draft).editable_content.content["s_hero-title"]).toBe("Before");
    expect((await loadPublished(demoId, "sellure")).content["s_hero-title"]).toBe("Summer Sale");
  });

  it("clears a collection id of another store, so a section never shows another store's products", async () => {
    const r = await draftCall(owner, "POST", DEMO, body({ sections: [{ id: "s_x", type: "collection", content: { collectionId: gadgetsCollection } }] }));
    expect(r.status).toBe(200);
    expect((r.json as unknown as Draft).editable_content.sections[0].content.collectionId).toBeNull();
  });
});

describe("the editor's section preview", () => {
  it("reads at most itemsToShow products of the chosen collection, and the owner's choices", async () => {
    const r = await owner.call(preview, {
      path: "/api/themes/sellure/draft/preview",
      params: { id: "sellure" },
      body: { sections: [{ id: "s_col", type: "collection", content: { collectionId: demoCollection, itemsToShow: 2 } }] },
    });
    expect(r.status).toBe(200);
    const data = r.json as unknown as { byId: Record<string, { cards: unknown[]; collection: { id: string } }>; choices: { collections: { id: string }[] } };
    expect(data.byId.s_col.collection.id).toBe(demoCollection);
    expect(data.byId.s_col.cards.length).toBeLessThanOrEqual(2);
    expect(data.byId.s_col.cards.length).toBeGreaterThan(0);
    expect(data.choices.collections.map((c) => c.id)).not.toContain(gadgetsCollection);
  });
});

// Uploads go to a private temp DATA_DIR (the database is already open by then).
let prevDataDir: string | undefined;
let dataDir = "";
beforeAll(async () => {
  prevDataDir = process.env.DATA_DIR;
  dataDir = await mkdtemp(path.join(os.tmpdir(), "sb-theme-upload-"));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});
afterAll(async () => {
  if (prevDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = prevDataDir;
  resetEnvCache();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

async function sendImage(cookies: Map<string, string> | null, data: Uint8Array | string, field = "image", host = DEMO, tenantId?: string) {
  const form = new FormData();
  form.append(field, new File([data as BlobPart], "pic.png", { type: "image/png" }));
  if (tenantId) form.append("tenantId", tenantId);
  const headers = new Headers({ host, origin: `http://${host}` });
  headers.set(TENANT_HEADER, encodeTenantKey({ mode: "subdomain", slug: host.split(".")[0] }));
  if (cookies?.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
  const res = await uploadImage(new NextRequest(`http://${host}/api/theme/upload/image`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
  return { status: res.status, json: (await res.json()) as { url?: string; message?: string } };
}

describe("POST /api/theme/upload/image", () => {
  it("stores an image under the request's store (a tenantId field names no other store)", async () => {
    const r = await sendImage(owner.cookies(DEMO), PNG, "image", DEMO, gadgetsId);
    expect(r.status).toBe(201);
    expect(r.json.url).toMatch(new RegExp(`^/uploads/${demoId}/[0-9a-f]{32}\\.png$`));
  });

  it("refuses non-images and a missing image", async () => {
    const r = await sendImage(owner.cookies(DEMO), "<html><script>alert(1)</script></html>");
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/Please select an image file/);
    expect((await sendImage(owner.cookies(DEMO), PNG, "other")).status).toBe(400);
  });

  it("refuses visitors (401), customers and another store's owner (403)", async () => {
    expect((await sendImage(null, PNG)).status).toBe(401);
    expect((await sendImage(customer.cookies(DEMO), PNG)).status).toBe(403);
    expect((await sendImage(otherOwnerPathMode.cookies("localhost:3000"), PNG)).status).toBe(403);
  });
});

describe("isolation: only the store's owner reads or changes its drafts", () => {
  it("visitors get 401, customers and another store's owner 403, and nothing changes", async () => {
    const before = await settingsData(demoId);
    const draftBefore = ((await draftCall(owner, "GET")).json as unknown as Draft).editable_content;
    const evil = body({ content: { "s_hero-title": "Hacked" } });
    for (const [who, c, expected] of [
      ["visitor", anon, 401],
      ["customer", customer, 403],
    ] as const) {
      expect((await draftCall(c, "GET")).status, who).toBe(expected);
      expect((await draftCall(c, "POST", DEMO, evil)).status, who).toBe(expected);
      expect((await publishCall(c, evil)).status, who).toBe(expected);
      expect((await c.call(preview, { path: "/api/themes/sellure/draft/preview", params: { id: "sellure" }, body: { sections: [] } })).status, who).toBe(expected);
    }
    // Another store's owner aiming at demo in path mode.
    expect((await draftCall(otherOwnerPathMode, "GET", "localhost:3000", undefined, "/store/demo")).status).toBe(403);
    expect((await draftCall(otherOwnerPathMode, "POST", "localhost:3000", evil, "/store/demo")).status).toBe(403);
    expect((await publishCall(otherOwnerPathMode, evil, "localhost:3000", "/store/demo")).status).toBe(403);
    expect(
      (await otherOwnerPathMode.call(preview, { host: "localhost:3000", path: "/store/demo/api/themes/sellure/draft/preview", params: { id: "sellure" }, body: { sections: [] } })).status,
    ).toBe(403);

    expect(await settingsData(demoId)).toEqual(before);
    expect(((await draftCall(owner, "GET")).json as unknown as Draft).editable_content).toEqual(draftBefore);
  });

  it("each owner's draft and publish stay in their own store", async () => {
    expect((await publishCall(gadgetsOwner, body({ content: { "s_hero-title": "Gadgets!" }, sections: [] }), GADGETS)).status).toBe(200);
    expect((await loadPublished(gadgetsId, "sellure")).content["s_hero-title"]).toBe("Gadgets!");
    expect((await loadPublished(demoId, "sellure")).content["s_hero-title"]).toBe("Summer Sale");
    const gDraft = (await draftCall(gadgetsOwner, "GET", GADGETS)).json as unknown as Draft;
    expect(gDraft.editable_content.content["s_hero-title"]).toBe("Gadgets!");
  });
});

describe("GET /api/storefront-readiness", () => {
  it("answers the store's owner with the checklist, and nobody else", async () => {
    const r = await owner.call(readiness, { path: "/api/storefront-readiness" });
    expect(r.status).toBe(200);
    // The documented fields, and nothing else.
    expect(Object.keys(r.json).sort()).toEqual(["hasCategory", "hasCollection", "hasFooterMenu", "hasHeaderMenu", "hasHeroBanner", "hasLogo", "hasProduct", "isReady"]);
    expect(r.json).toMatchObject({ hasProduct: true, hasCategory: true, hasCollection: true, hasHeroBanner: true });
    expect(typeof r.json.isReady).toBe("boolean");
    // Sign-in left the readable hint that makes store pages load the owner tools.
    expect(owner.cookies(DEMO).get("sb_staff_hint")).toBe("1");
    expect((await anon.call(readiness, { path: "/api/storefront-readiness" })).status).toBe(401);
    expect((await customer.call(readiness, { path: "/api/storefront-readiness" })).status).toBe(403);
    expect((await otherOwnerPathMode.call(readiness, { host: "localhost:3000", path: "/store/demo/api/storefront-readiness" })).status).toBe(403);
  });
});
