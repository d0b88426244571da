import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as customize } from "@/app/api/tenant/theme/customize/route";
import { POST as selectTheme } from "@/app/api/tenant/theme/select/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { POST as uploadFavicon } from "@/app/api/theme/upload/favicon/route";
import { POST as uploadLogo } from "@/app/api/theme/upload/logo/route";
import { GET as themeData } from "@/app/api/themes/[id]/data/route";
import { GET as themeSchema } from "@/app/api/themes/[id]/schema/route";
import { GET as listThemes } from "@/app/api/themes/route";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { themeSettings } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { themeOrDefault } from "@/lib/themes/registry";
import { loadSavedSettings, resolveTheme } from "@/lib/themes/service";
import { getStoreByKey } from "@/lib/tenancy/current";
import { encodeTenantKey, TENANT_HEADER } from "@/lib/tenancy/tenant-key";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";

type Theme = { id: string; name: string; version: string; description: string; preview_image: string; isActive: boolean };
type Section = { name: string; settings?: { id: string; type: string; min?: number; max?: number; step?: number; unit?: string; options?: { value: string }[] }[] };

let owner: TestClient;
let anon: TestClient;
let customer: TestClient;
let otherOwner: TestClient;
let gadgetsOwner: TestClient;
let demoId = "";

let dataDir = "";
const prevDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  // The gadgets store's owner, signed in on the platform host (reaching the demo store by its /store path) and on their own.
  otherOwner = await signInStaff("localhost:3000", "owner2@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
  demoId = String((await owner.call(getTenant, { path: "/api/tenant" })).json.id);
  dataDir = await mkdtemp(path.join(os.tmpdir(), "sb-themes-it-"));
  process.env.DATA_DIR = dataDir;
  resetEnvCache();
});

afterAll(async () => {
  if (prevDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = prevDataDir;
  resetEnvCache();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The demo store's URL path for a client: the platform-host client reaches it in path mode. */
const at = (c: TestClient, p: string) => (c === otherOwner ? `/store/demo${p}` : p);
const data = (c: TestClient, id: string) => c.call(themeData, { path: at(c, `/api/themes/${id}/data`), params: { id } });
const save = (c: TestClient, body: unknown) => c.call(customize, { path: at(c, "/api/tenant/theme/customize"), body });
const select = (c: TestClient, themeId: string) => c.call(selectTheme, { path: at(c, "/api/tenant/theme/select"), body: { themeId } });

describe("theme gallery and schema", () => {
  it("lists at least three themes with the default sellure active", async () => {
    const r = await owner.call(listThemes, { path: "/api/themes" });
    expect(r.status).toBe(200);
    const themes = r.json as unknown as Theme[];
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(themes.map((t) => t.id)).toEqual(expect.arrayContaining(["sellure", "atelier", "volt"]));
    for (const t of themes) expect(t).toMatchObject({ name: expect.any(String), version: expect.any(String), description: expect.any(String), preview_image: expect.stringMatching(/^\/assets\/themes\//) });
    expect(themes.filter((t) => t.isActive).map((t) => t.id)).toEqual(["sellure"]);
  });

  it("serves each theme's schema in the theme_info + sections format with every setting type", async () => {
    const r = await owner.call(themeSchema, { path: "/api/themes/sellure/schema", params: { id: "sellure" } });
    expect(r.status).toBe(200);
    const schema = r.json as unknown as Section[];
    expect(schema[0]).toMatchObject({ name: "theme_info", theme_name: "Sellure", theme_version: "1.0.0", theme_author: expect.any(String) });
    const settings = schema.slice(1).flatMap((s) => s.settings ?? []);
    expect(new Set(settings.map((s) => s.type))).toEqual(
      new Set(["text", "color", "color_background", "color_scheme", "range", "select", "font_picker", "image_picker", "checkbox"]),
    );
    const font = settings.find((s) => s.id === "type_body_font")!;
    expect(font.options!.map((o) => o.value)).toEqual(
      ["inter", "roboto", "open_sans", "lato"].flatMap((f) => ["n4", "n5", "n7"].map((w) => `${f}_${w}`)),
    );
    for (const range of settings.filter((s) => s.type === "range")) {
      expect(range).toMatchObject({ min: expect.any(Number), max: expect.any(Number), step: expect.any(Number), unit: expect.any(String) });
    }
    expect((await owner.call(themeSchema, { path: "/api/themes/nope/schema", params: { id: "nope" } })).status).toBe(404);
  });
});

describe("theme data and customize", () => {
  it("returns current settings with camelCase keys, the branding colour seeding the default theme", async () => {
    const r = await data(owner, "sellure");
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ themeId: "sellure", saved: false });
    const current = r.json.current as Record<string, unknown>;
    for (const k of ["colorPrimary", "colorSecondary", "colorAccent", "colorBackground", "colorText", "typeBodyFont", "favicon"]) expect(current).toHaveProperty(k);
    expect(current.typeBodyFont).toBe("inter_n4");
    const volt = await data(owner, "volt");
    expect((volt.json.current as Record<string, unknown>).colorBackground).toBe("#0e0e12");
  });

  it("saves settings, keeps the summary columns in step and reaches the storefront shell", async () => {
    const r = await save(owner, { themeId: "sellure", settings: { colorPrimary: "#E11D48", typeBodyFont: "roboto_n5", corner_radius: 12, stickyHeader: false } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ themeId: "sellure", saved: true, current: { colorPrimary: "#e11d48", typeBodyFont: "roboto_n5", cornerRadius: 12, stickyHeader: false } });
    const again = await data(owner, "sellure");
    expect(again.json.current).toMatchObject({ colorPrimary: "#e11d48", typeBodyFont: "roboto_n5" });

    // A second save merges: earlier settings stay.
    expect((await save(owner, { themeId: "sellure", settings: { colorAccent: "#111111" } })).status).toBe(200);
    expect((await data(owner, "sellure")).json.current).toMatchObject({ colorPrimary: "#e11d48", colorAccent: "#111111" });

    // What the storefront shell applies (lib/themes/data.ts caches exactly this per store).
    const store = (await getStoreByKey(encodeTenantKey({ mode: "subdomain", slug: "demo" })))!;
    const shell = resolveTheme(themeOrDefault(store.tenant.activeTheme), store.tenant, await loadSavedSettings(store, "sellure"));
    expect(shell.theme.id).toBe("sellure");
    expect(shell.applied).toMatchObject({ colorPrimary: "#e11d48", typeBodyFont: "roboto_n5" });
  });

  it("writes only settings_data.settings (the editor's published content beside it survives) and keeps the columns in step", async () => {
    const store = (await getStoreByKey(encodeTenantKey({ mode: "subdomain", slug: "demo" })))!;
    const db = await getDb();
    await db
      .update(themeSettings)
      .set({ settingsData: sql`${themeSettings.settingsData} || jsonb_build_object('editableContent', '{"content":{"hero-title":"Hi"},"sections":[]}'::jsonb)` })
      .where(and(eq(themeSettings.tenantId, store.id), eq(themeSettings.themeId, "sellure")));
    expect((await save(owner, { themeId: "sellure", settings: { typeBodyFont: "lato_n7" } })).status).toBe(200);
    const [row] = await db.select().from(themeSettings).where(and(eq(themeSettings.tenantId, store.id), eq(themeSettings.themeId, "sellure")));
    expect(row.settingsData).toMatchObject({ editableContent: { content: { "hero-title": "Hi" } }, settings: { typeBodyFont: "lato_n7", colorPrimary: "#e11d48" } });
    expect(row).toMatchObject({ primaryColor: "#e11d48", fontFamily: "Lato" });
    expect((await save(owner, { themeId: "sellure", settings: { typeBodyFont: "roboto_n5" } })).status).toBe(200);
  });

  it("refuses wrong values with field errors and writes nothing", async () => {
    for (const [settings, field] of [
      [{ colorPrimary: "red" }, "settings.colorPrimary"],
      [{ cornerRadius: 99 }, "settings.cornerRadius"],
      [{ cornerRadius: "5" }, "settings.cornerRadius"],
      [{ typeBodyFont: "comic_n4" }, "settings.typeBodyFont"],
      [{ headingCase: "shout" }, "settings.headingCase"],
      [{ headerColorScheme: "rainbow" }, "settings.headerColorScheme"],
      [{ stickyHeader: "yes" }, "settings.stickyHeader"],
      [{ favicon: "javascript:alert(1)" }, "settings.favicon"],
      [{ bogus: 1 }, "settings.bogus"],
    ] as const) {
      const r = await save(owner, { themeId: "sellure", settings: { colorText: "#000000", ...settings } });
      expect(r.status, JSON.stringify(settings)).toBe(400);
      expect(r.json.errors, JSON.stringify(settings)).toHaveProperty([field]);
    }
    expect((await data(owner, "sellure")).json.current).toMatchObject({ colorText: "#0f172a" });
    expect((await save(owner, { themeId: "nope", settings: {} })).status).toBe(404);
    expect((await save(owner, { themeId: "sellure" })).status).toBe(400);
    expect((await owner.call(customize, { path: "/api/tenant/theme/customize", rawBody: "{oops", headers: { "content-type": "application/json" } })).status).toBe(400);
  });
});

describe("select", () => {
  it("makes a theme active, and refuses unknown themes", async () => {
    const r = await select(owner, "atelier");
    expect(r.status).toBe(200);
    expect(r.json.activeTheme).toBe("atelier");
    expect(((await owner.call(listThemes, { path: "/api/themes" })).json as unknown as Theme[]).find((t) => t.isActive)?.id).toBe("atelier");
    expect((await owner.call(getTenant, { path: "/api/tenant" })).json.activeTheme).toBe("atelier");
    const bad = await select(owner, "nope");
    expect(bad.status).toBe(404);
    expect(bad.json.message).toBe("Theme not found");
    expect((await select(owner, "")).json.errors).toHaveProperty("themeId");
    expect((await select(owner, "sellure")).status).toBe(200);
  });
});

describe("isolation: only the store's owner", () => {
  it("refuses visitors, customers and another store's owner, and they change nothing", async () => {
    const before = (await data(owner, "sellure")).json.current;
    for (const [who, c, statuses] of [
      ["visitor", anon, [401]],
      ["customer", customer, [401, 403]],
      ["other owner", otherOwner, [403, 404]],
    ] as const) {
      expect(statuses, `${who} list`).toContain((await c.call(listThemes, { path: at(c, "/api/themes") })).status);
      expect(statuses, `${who} schema`).toContain((await c.call(themeSchema, { path: at(c, "/api/themes/sellure/schema"), params: { id: "sellure" } })).status);
      expect(statuses, `${who} data`).toContain((await data(c, "sellure")).status);
      expect(statuses, `${who} select`).toContain((await select(c, "volt")).status);
      expect(statuses, `${who} customize`).toContain((await save(c, { themeId: "sellure", settings: { colorPrimary: "#000000" } })).status);
    }
    expect((await data(owner, "sellure")).json.current).toEqual(before);
    expect((await owner.call(getTenant, { path: "/api/tenant" })).json.activeTheme).toBe("sellure");
  });

  it("keeps each store's settings apart", async () => {
    expect((await save(gadgetsOwner, { themeId: "sellure", settings: { colorPrimary: "#00ff00" } })).status).toBe(200);
    expect((await select(gadgetsOwner, "volt")).status).toBe(200);
    expect((await data(owner, "sellure")).json.current).toMatchObject({ colorPrimary: "#e11d48" });
    expect((await owner.call(getTenant, { path: "/api/tenant" })).json.activeTheme).toBe("sellure");
    expect((await data(gadgetsOwner, "sellure")).json.current).toMatchObject({ colorPrimary: "#00ff00" });
  });
});

describe("logo and favicon uploads", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

  async function send(handler: typeof uploadLogo, c: TestClient | null, parts: { name: string; data: Uint8Array | string; filename?: string }[], host = DEMO) {
    const form = new FormData();
    for (const p of parts) {
      if (p.filename !== undefined) form.append(p.name, new File([p.data as BlobPart], p.filename, { type: "application/octet-stream" }));
      else form.append(p.name, String(p.data));
    }
    const headers = new Headers({ host, origin: `http://${host}` });
    headers.set(TENANT_HEADER, host === "localhost:3000" ? encodeTenantKey({ mode: "path", slug: "demo" }) : encodeTenantKey({ mode: "subdomain", slug: host.split(".")[0] }));
    const jar = c?.cookies(host);
    if (jar?.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await handler(new NextRequest(`http://${host}/api/theme/upload/x`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
    return { status: res.status, json: (await res.json()) as { url?: string; message?: string; errors?: Record<string, string> } };
  }

  it("stores an image for the owner and answers { url }", async () => {
    for (const h of [uploadLogo, uploadFavicon]) {
      const r = await send(h, owner, [{ name: "file", data: PNG, filename: "logo.png" }, { name: "tenantId", data: demoId }]);
      expect(r.status).toBe(201);
      expect(r.json.url).toMatch(new RegExp(`^/uploads/${demoId}/[0-9a-f]{32}\\.png$`));
    }
  });

  it("refuses non-images, unsafe SVG, another store's id and anyone but the owner", async () => {
    const text = await send(uploadLogo, owner, [{ name: "file", data: "hello", filename: "x.png" }]);
    expect(text.status).toBe(400);
    expect(text.json).toMatchObject({ message: expect.stringContaining("Please select an image file"), errors: { file: expect.any(String) } });
    const svg = await send(uploadFavicon, owner, [{ name: "file", data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', filename: "x.svg" }]);
    expect(svg.status).toBe(400);
    expect((await send(uploadLogo, owner, [{ name: "tenantId", data: demoId }])).status).toBe(400);
    const gadgetsId = String((await gadgetsOwner.call(getTenant, { path: "/api/tenant" })).json.id);
    expect((await send(uploadLogo, owner, [{ name: "file", data: PNG, filename: "a.png" }, { name: "tenantId", data: gadgetsId }])).status).toBe(404);
    expect((await send(uploadLogo, null, [{ name: "file", data: PNG, filename: "a.png" }])).status).toBe(401);
    expect([401, 403]).toContain((await send(uploadLogo, customer, [{ name: "file", data: PNG, filename: "a.png" }])).status);
    expect((await send(uploadFavicon, otherOwner, [{ name: "file", data: PNG, filename: "a.png" }], "localhost:3000")).status).toBe(403);
  });
});
