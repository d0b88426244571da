import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { AA_TEXT, contrastRatio } from "../../lib/themes/contrast";
import { PORT, shot } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";
import { scan, settle } from "./axe";

/**
 * WCAG 2.2 AA when the owner picks a light primary colour and a dark one: the colour's foregrounds follow it
 * (computed on the server) and the axe scan (axe.ts) stays clean. The colour is set through the API the
 * customizer uses and put back afterwards. The scan of the pages shoppers and owners use most, at 390 and
 * 1280 px, is part of the page walk (visual-check.spec.ts), which visits the same pages (issue 38).
 */

const root = (path: string) => `http://localhost:${PORT}${path}`;

async function visit(page: Page, url: string, label: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(url);
  if (ready) await ready(page);
  await settle(page);
  return scan(page, label);
}

/** Generous waits: the suite shares a 2-core machine, where a dashboard's first render can take a while. */
const SLOW = { timeout: 45_000 };
const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible(SLOW);
const ownerOverview = (page: Page) => expect(page.getByTestId("stat-total-products")).toBeVisible(SLOW);

/**
 * Each case on a copy of the demo store as shipped (stores.ts `clone: "demo"`): the two cases set different colours
 * at once, and no other journey sees them.
 */
let store: Store;
const demo = (path: string) => store.url(path);
async function newStore() {
  store = await createStore({ prefix: "a11y", clone: "demo" });
}

/** The store owner's session: every caller goes to a page next. */
const signInOwner = (page: Page) => signInOwnerOf(page, store);

/** The store owner's API session, in path mode (Node does not resolve *.localhost; the browser does). */
const ownerApi = (): Promise<APIRequestContext> => ownerApiOf(store);
const api = (path: string) => root(`/store/${store.slug}/api${path}`);

/** The store's active theme and its primary colour, as the customizer reads them. */
async function activePrimary(owner: APIRequestContext): Promise<{ themeId: string; colour: string }> {
  const themes = (await (await owner.get(api("/themes"))).json()) as { id: string; isActive: boolean }[];
  const themeId = themes.find((t) => t.isActive)!.id;
  const data = (await (await owner.get(api(`/themes/${themeId}/data`))).json()) as { current: { colorPrimary: string } };
  return { themeId, colour: data.current.colorPrimary };
}

async function setPrimary(owner: APIRequestContext, themeId: string, colour: string) {
  const r = await owner.post(api("/tenant/theme/customize"), { data: { themeId, settings: { colorPrimary: colour } } });
  expect(r.status(), await r.text()).toBe(200);
}

const rgb = (css: string) => {
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.map(Number);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
};

test.describe("the owner's primary colour", () => {
  test.describe.configure({ timeout: 300_000 });
  const CASES = [
    { name: "light", colour: "#facc15", text: "#0f172a", width: 390 },
    { name: "dark", colour: "#4c1d95", text: "#ffffff", width: 1280 },
  ] as const;

  for (const c of CASES) {
    test(`a ${c.name} primary (${c.colour}) keeps its fill, takes ${c.text} text, and the pages still pass at ${c.width} px`, async ({ page }) => {
      await newStore();
      const owner = await ownerApi();
      const seeded = await activePrimary(owner);
      try {
        await setPrimary(owner, seeded.themeId, c.colour);
        await page.setViewportSize({ width: c.width, height: c.width < 600 ? 844 : 900 });

        // Shoppers get the new colour once the store's cached pages expire (the customizer's save expires them).
        const addToCart = page.getByRole("button", { name: "Add to Cart" });
        await expect
          .poll(async () => {
            await page.goto(demo("/product/stoneware-coffee-mug-terracotta"));
            return rgb(await addToCart.evaluate((el) => getComputedStyle(el).backgroundColor));
          }, { timeout: 30_000 })
          .toBe(c.colour);
        // The owner's colour fills the button; its text was chosen on the server for that colour.
        const fg = rgb(await addToCart.evaluate((el) => getComputedStyle(el).color));
        expect(fg).toBe(c.text);
        expect(contrastRatio(fg, c.colour)).toBeGreaterThanOrEqual(AA_TEXT);
        // A link in the primary colour on the page: the owner's hue, dark enough (or the colour itself) to read.
        const link = page.locator("main a.text-primary-text").first();
        const linkColour = rgb(await link.evaluate((el) => getComputedStyle(el).color));
        expect(contrastRatio(linkColour, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);

        const tag = `${c.name}-primary-${c.width}`;
        const at = (n: string) => `${n} @${c.width} (${c.name} primary ${c.colour})`;
        const found = [...(await visit(page, demo("/product/stoneware-coffee-mug-terracotta"), at("product"), heading))];
        await shot(page, `product-${tag}`);
        found.push(...(await visit(page, demo("/"), at("home"), heading)));
        await shot(page, `home-${tag}`);
        found.push(...(await visit(page, demo("/products"), at("listing"), heading)));
        await signInOwner(page);
        found.push(...(await visit(page, demo("/tenant-dashboard"), at("owner dashboard"), ownerOverview)));
        await shot(page, `owner-dashboard-${tag}`);
        expect(found, found.join("\n")).toEqual([]);
      } finally {
        await setPrimary(owner, seeded.themeId, seeded.colour);
        await owner.dispose();
      }
    });
  }
});
