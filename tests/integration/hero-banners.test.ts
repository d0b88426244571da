import { beforeAll, describe, expect, it } from "vitest";
import { POST as staffLogin } from "@/app/api/auth/login/route";
import { DELETE as deleteBanner, PATCH as patchBanner } from "@/app/api/hero-banners/[id]/route";
import { GET as listBanners, POST as createBanner } from "@/app/api/hero-banners/route";
import { PATCH as patchMenu } from "@/app/api/menus/[id]/route";
import { GET as listMenus } from "@/app/api/menus/route";
import { POST as register } from "@/app/api/register-tenant/route";
import { GET as readiness } from "@/app/api/storefront-readiness/route";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

setupTestDatabase();

type Banner = { id: string; layout: string; desktopImages: string[]; mobileImages: string[]; isActive: boolean; sortOrder: number };

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";
const MSG = "Maximum 6 images allowed per device type";
const imgs = (n: number, tag = "x") => Array.from({ length: n }, (_, i) => `/uploads/${tag}-${i}.png`);

let owner: TestClient;
let anon: TestClient;
let customer: TestClient;
let otherOwner: TestClient;
let gadgetsOwner: TestClient;

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  otherOwner = await signInStaff("localhost:3000", "owner2@example.com");
  gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
});

const list = async (c: TestClient, host = DEMO) => (await c.call(listBanners, { path: "/api/hero-banners", host })).json as unknown as Banner[];

describe("hero banners", () => {
  it("lists the store's own banners to its owner only", async () => {
    const mine = await list(owner);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ layout: "full-rectangular", isActive: true });
    const theirs = await list(gadgetsOwner, GADGETS);
    expect(theirs.some((t) => mine.some((m) => m.id === t.id))).toBe(false);

    expect((await anon.call(listBanners, { path: "/api/hero-banners" })).status).toBe(401);
    expect((await customer.call(listBanners, { path: "/api/hero-banners" })).status).toBe(403);
    // The other store's owner, signed in on the platform host, calling the demo store in path mode.
    expect((await otherOwner.call(listBanners, { path: "/store/demo/api/hero-banners" })).status).toBe(403);
  });

  it("creates, updates and deletes; validates layouts, image URLs and the limit", async () => {
    const r = await owner.call(createBanner, {
      path: "/api/hero-banners",
      body: { layout: "half-square", desktopImages: ["/uploads/a.png"], mobileImages: [], tenantId: "ignored" },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ layout: "half-square", desktopImages: ["/uploads/a.png"], mobileImages: [], isActive: false, sortOrder: 0 });
    const id = String(r.json.id);

    for (const body of [
      { layout: "circle" },
      {},
      { layout: "half-square", desktopImages: ["javascript:alert(1)"] },
      { layout: "half-square", desktopImages: ["/etc/passwd"] },
      { layout: "half-square", desktopImages: "/uploads/a.png" },
      { layout: "half-square", isActive: "yes" },
      { layout: "half-square", mobileImages: imgs(7) },
    ]) {
      const bad = await owner.call(createBanner, { path: "/api/hero-banners", body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.json.message).toEqual(expect.any(String));
    }
    const seven = await owner.call(createBanner, { path: "/api/hero-banners", body: { layout: "half-square", mobileImages: imgs(7) } });
    expect(seven.json.errors?.mobileImages).toBe(MSG);

    // The limit counts every banner of the layout: 1 desktop image is taken, so 6 more is one too many.
    const over = await owner.call(patchBanner, { method: "PATCH", path: `/api/hero-banners/${id}`, params: { id }, body: { desktopImages: imgs(6) } });
    expect(over.status).toBe(200);
    const second = await owner.call(createBanner, { path: "/api/hero-banners", body: { layout: "half-square", desktopImages: ["/uploads/b.png"] } });
    expect(second.status).toBe(400);
    expect(second.json).toMatchObject({ message: MSG, errors: { desktopImages: MSG } });
    // Another layout has its own six.
    const other = await owner.call(createBanner, { path: "/api/hero-banners", body: { layout: "half-rectangular", desktopImages: imgs(6), mobileImages: imgs(6) } });
    expect(other.status).toBe(201);

    const patched = await owner.call(patchBanner, {
      method: "PATCH",
      path: `/api/hero-banners/${id}`,
      params: { id },
      body: { mobileImages: ["/uploads/m.png", "https://cdn.example.com/m2.jpg"], isActive: true, layout: "full-rectangular" },
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ layout: "half-square", mobileImages: ["/uploads/m.png", "https://cdn.example.com/m2.jpg"], isActive: true });
    expect((patched.json.desktopImages as string[]).length).toBe(6);

    const badPatch = await owner.call(patchBanner, { method: "PATCH", path: `/api/hero-banners/${id}`, params: { id }, body: { mobileImages: imgs(7) } });
    expect(badPatch.status).toBe(400);
    expect((await list(owner)).find((b) => b.id === id)!.mobileImages.length).toBe(2);

    const del = await owner.call(deleteBanner, { method: "DELETE", path: `/api/hero-banners/${id}`, params: { id } });
    expect(del.status).toBe(200);
    expect((await list(owner)).some((b) => b.id === id)).toBe(false);
    expect((await owner.call(deleteBanner, { method: "DELETE", path: `/api/hero-banners/${id}`, params: { id } })).status).toBe(404);
    expect((await owner.call(patchBanner, { method: "PATCH", path: `/api/hero-banners/${id}`, params: { id }, body: { isActive: true } })).status).toBe(404);
  });

  it("lets nobody else change or delete a store's banners", async () => {
    const [target] = await list(owner);
    const before = JSON.stringify(await list(owner));
    const id = target.id;
    const patch = { method: "PATCH", path: `/api/hero-banners/${id}`, params: { id }, body: { isActive: false, desktopImages: [] } };
    const del = { method: "DELETE", path: `/api/hero-banners/${id}`, params: { id } };
    const create = { path: "/api/hero-banners", body: { layout: "full-rectangular", desktopImages: ["/uploads/z.png"] } };

    expect((await anon.call(patchBanner, patch)).status).toBe(401);
    expect((await anon.call(deleteBanner, del)).status).toBe(401);
    expect((await anon.call(createBanner, create)).status).toBe(401);
    expect((await customer.call(patchBanner, patch)).status).toBe(403);
    expect((await customer.call(deleteBanner, del)).status).toBe(403);
    expect((await customer.call(createBanner, create)).status).toBe(403);
    expect((await otherOwner.call(patchBanner, { ...patch, path: `/store/demo${patch.path}` })).status).toBe(403);
    expect((await otherOwner.call(deleteBanner, { ...del, path: `/store/demo${del.path}` })).status).toBe(403);
    expect((await otherOwner.call(createBanner, { ...create, path: `/store/demo${create.path}` })).status).toBe(403);
    // The other store's owner on their own store, naming this store's banner: not theirs, so not found.
    expect((await gadgetsOwner.call(patchBanner, patch)).status).toBe(404);
    expect((await gadgetsOwner.call(deleteBanner, del)).status).toBe(404);

    expect(JSON.stringify(await list(owner))).toBe(before);
  });
});

describe("storefront readiness", () => {
  it("answers the owner of the store only, with every item", async () => {
    const r = await owner.call(readiness, { path: "/api/storefront-readiness" });
    expect(r.status).toBe(200);
    // The documented fields, and nothing else.
    expect(r.json).toEqual({
      isReady: true,
      hasLogo: true,
      hasHeaderMenu: true,
      hasFooterMenu: true,
      hasHeroBanner: true,
      hasProduct: true,
      hasCategory: true,
      hasCollection: true,
    });

    expect((await anon.call(readiness, { path: "/api/storefront-readiness" })).status).toBe(401);
    expect((await customer.call(readiness, { path: "/api/storefront-readiness" })).status).toBe(403);
    expect((await otherOwner.call(readiness, { path: "/store/demo/api/storefront-readiness" })).status).toBe(403);
  });

  it("reports a missing hero banner once the active ones are switched off", async () => {
    for (const b of await list(owner)) {
      if (b.isActive) {
        await owner.call(patchBanner, { method: "PATCH", path: `/api/hero-banners/${b.id}`, params: { id: b.id }, body: { isActive: false } });
      }
    }
    const r = await owner.call(readiness, { path: "/api/storefront-readiness" });
    expect(r.json).toMatchObject({ isReady: false, hasHeroBanner: false, hasProduct: true });
    // The other store is not affected.
    const g = await gadgetsOwner.call(readiness, { path: "/api/storefront-readiness" });
    expect(g.json).toMatchObject({ hasHeroBanner: true });
  });
});

describe("a new store", () => {
  it("starts with a header and a footer menu, and its checklist lists the rest", async () => {
    const c = new TestClient("localhost:3000");
    const r = await c.call(register, {
      path: "/api/register-tenant",
      body: { name: "Fresh Shop", subdomain: "fresh-shop", plan: "monthly", ownerFirstName: "Asha", ownerLastName: "Rao", ownerEmail: "asha@example.com", ownerPassword: "longenough1" },
    });
    expect(r.status).toBe(201);
    const host = "fresh-shop.localhost:3000";
    const shopper = new TestClient(host);
    const menus = (await shopper.call(listMenus, { path: "/api/menus" })).json as unknown as { location: string; items: { label: string }[] }[];
    expect(menus.filter((m) => m.location === "header").flatMap((m) => m.items.map((i) => i.label))).toEqual(["Home", "Shop"]);
    expect(menus.filter((m) => m.location === "footer").length).toBe(2);

    const owner = new TestClient(host);
    expect((await owner.call(staffLogin, { path: "/api/auth/login", body: { email: "asha@example.com", password: "longenough1" } })).status).toBe(200);
    const ready = await owner.call(readiness, { path: "/api/storefront-readiness" });
    expect(ready.json).toEqual({
      isReady: false,
      hasLogo: false,
      hasHeaderMenu: true,
      hasFooterMenu: true,
      hasHeroBanner: false,
      hasProduct: false,
      hasCategory: false,
      hasCollection: false,
    });
    // Header and footer menus are reported apart: switching the footer menus off clears only hasFooterMenu.
    const footers = ((await owner.call(listMenus, { path: "/api/menus" })).json as unknown as { id: string; location: string }[]).filter((m) => m.location === "footer");
    for (const m of footers) {
      expect((await owner.call(patchMenu, { method: "PATCH", path: `/api/menus/${m.id}`, params: { id: m.id }, body: { isActive: false } })).status).toBe(200);
    }
    expect((await owner.call(readiness, { path: "/api/storefront-readiness" })).json).toMatchObject({ isReady: false, hasHeaderMenu: true, hasFooterMenu: false });
    // Nobody else reads the new store's checklist.
    expect((await gadgetsOwner.call(readiness, { path: "/api/storefront-readiness", host })).status).toBe(401);
    expect((await otherOwner.call(readiness, { path: "/store/fresh-shop/api/storefront-readiness" })).status).toBe(403);
  });
});
