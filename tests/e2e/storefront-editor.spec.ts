import { gzipSync } from "node:zlib";
import { expect, request, test, type Browser, type Page } from "@playwright/test";
import { png, PORT, shot, sub, uploadOf } from "./helpers";
import { createStore, ownerApiOf, signInOwnerOf, type Store } from "./stores";

/**
 * In-place storefront editing, as the demo owner does it. First: the editor opens on the live home, and
 * publishing one edited title changes nothing else in the visitor's HTML. Then the whole journey: a heading
 * edited in place, sections added and moved, Save Draft (a visitor still sees the old page), Publish (the
 * visitor sees the new one within 5 s). A new store's editor opening on its own home, the setup checklist of
 * a store that is not ready, and that shoppers load none of the editor.
 *
 * On copies of the demo store as shipped (stores.ts `clone: "demo"`, with its logo, so it is "ready"), never on
 * demo itself: the journeys that publish a home each get a copy of their own, the others share one per worker.
 */
let store: Store;
let shared: Store | undefined;
async function useStore(fresh = false) {
  store = fresh ? await createStore({ prefix: "editor", clone: "demo" }) : (shared ??= await createStore({ prefix: "editor", clone: "demo" }));
}
const demo = (path = "/") => store.url(path);

const NEW_HEADING = `Spring Sale ${Date.now().toString(36)}`;

/** The store owner's session (without the form); every caller opens a page next. */
async function signInAsOwner(page: Page) {
  await signInOwnerOf(page, store);
}

async function visitorPage(browser: Browser) {
  const ctx = await browser.newContext();
  return ctx.newPage();
}

const sectionTypes = (page: Page) => page.locator('[data-testid="editor-section"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-section-type")));

/** The visitor's home as HTML, fetched without a browser (path mode: Node does not resolve *.localhost). */
async function visitorHtml(slug = store.slug) {
  const api = await request.newContext();
  const res = await api.get(`http://localhost:${PORT}/store/${slug}/`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  await api.dispose();
  return html;
}

/**
 * What may legitimately differ between two renders of the same page: per-request nonces, build ids and
 * timestamps. Everything else must be byte-for-byte the same.
 */
const normalise = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/\/_next\/static\/[A-Za-z0-9_-]{16,}\//g, "/_next/static/BUILD/")
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, "TIME");

/** The first place two strings differ, with some context either side (for a readable failure). */
function firstDifference(a: string, b: string) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i >= a.length && a.length === b.length ? null : { at: i, before: a.slice(Math.max(0, i - 200), i + 200), after: b.slice(Math.max(0, i - 200), i + 200) };
}

/** A page as three comparable parts: the body's markup without scripts, the head's tags, the RSC payload's rows. */
/** A JS string literal's content as the browser reads it (Next writes JSON-compatible escapes; anything else stays as written). */
function unescapeJs(text: string): string {
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

function pageParts(html: string) {
  const head = html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  const body = html.slice(html.indexOf("<body"));
  const payload = [...body.matchAll(/self\.__next_f\.push\(\[1,"((?:[^"\\]|\\.)*)"\]\)/g)].map((m) => unescapeJs(m[1])).join("");
  return {
    dom: body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ""),
    head: (head.match(/<[^>]+>[^<]*/g) ?? []).sort().join("\n"),
    // Every string the payload carries (texts, URLs, classes, props), sorted, without the row references: React
    // outlines a subtree into a row of its own ("$L40") or writes it inline depending on when its async parts
    // resolve, which differs between two renders of the same page on a busy machine. The visitor's document
    // (dom, above) is still compared byte for byte, so a change of structure is still seen there.
    payload: [...payload.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map((m) => m[1])
      .filter((v) => !/^\$(?:L?[0-9a-f]+)?$/.test(v))
      .sort()
      .join("\n"),
  };
}

const LIVE_TITLE = "Everyday essentials, beautifully made";

/** Headings' texts in the visitor's HTML (entities decoded, as the browser shows them). */
const headingsIn = (html: string, idPrefix: string) =>
  [...html.matchAll(new RegExp(`<h2 id="${idPrefix}-[^"]+"[^>]*>([^<]+)</h2>`, "g"))].map((m) =>
    m[1].replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">"),
  );

test("the editor opens on the live home, and publishing one edited title changes nothing else", async ({ page }) => {
  test.setTimeout(300_000);
  await useStore(true);
  const before = await visitorHtml();
  expect(before).toContain(LIVE_TITLE);
  const liveTypes = [...before.matchAll(/data-section-type="([^"]+)"/g)].map((m) => m[1]);
  expect(liveTypes).toEqual(["banners", "categories", "collections", "category-tabs"]);

  await signInAsOwner(page);
  await page.goto(demo("/"));
  // The owner's page before editing is the visitor's: the seeded hero with its two slides, the categories.
  await expect(page.locator("main h1").first()).toHaveText(LIVE_TITLE);
  await page.getByRole("button", { name: "Edit Storefront" }).click();
  await expect(page.getByText("Edit Mode Active")).toBeVisible();
  // Edit mode draws the same composition: same sections, the live title and subtitle, both slides, the
  // collections and the category tabs (not placeholder content).
  expect(await sectionTypes(page)).toEqual(liveTypes);
  const banners = page.locator('[data-testid="editor-section"][data-section-type="banners"]');
  await expect(banners.locator("h1")).toHaveText(LIVE_TITLE);
  await expect(banners.getByText(/Soft cotton basics, handmade ceramics/)).toBeVisible();
  await expect(banners.locator('[aria-roledescription="slide"]')).toHaveCount(2);
  await expect(page.getByText("Welcome to our store")).toHaveCount(0);
  const editorCollections = page.locator('[data-testid="editor-section"][data-section-type="collections"] h2');
  const visitorCollections = headingsIn(before, "col");
  expect(visitorCollections.length).toBeGreaterThan(0);
  await expect(editorCollections).toHaveText(visitorCollections);
  const visitorTabs = headingsIn(before, "cat");
  expect(visitorTabs).toHaveLength(3);
  await expect(page.locator('[data-testid="editor-section"][data-section-type="category-tabs"] h2')).toHaveText(visitorTabs);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "editor-opens-on-live-home-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "editor-opens-on-live-home-1280");

  // One edit: the title. Publish.
  const edited = `Autumn at Demo ${Date.now().toString(36)}`;
  await banners.locator('h1[data-editable$="-title"]').click();
  await banners.locator('input[data-editable-input$="-title"]').fill(edited);
  await banners.locator('input[data-editable-input$="-title"]').press("Enter");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  // Published: the draft is clean again (the toast may come and go while a busy machine is slow to look).
  await expect(page.getByText("Unsaved changes")).toHaveCount(0, { timeout: 30_000 });

  let after = "";
  await expect(async () => {
    after = await visitorHtml();
    expect(after).toContain(edited);
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1000] });
  // The title was in the hero (the store's description, in the page's metadata, starts with the same words).
  expect(after.split(LIVE_TITLE).length).toBeLessThan(before.split(LIVE_TITLE).length);
  // Put the old title back in the new page: the rest of the page must be exactly what it was. Next streams
  // the head's metadata tags and the RSC payload's rows in an order that varies between renders, so those two
  // are compared as sorted lists; the document a visitor sees (the body without scripts) byte for byte.
  const [was, now] = [before, after.split(edited).join(LIVE_TITLE)].map((h) => pageParts(normalise(h)));
  for (const part of ["dom", "head", "payload"] as const) {
    const diff = firstDifference(was[part], now[part]);
    expect(diff, `${part}: ${JSON.stringify(diff, null, 1)}`).toBeNull();
  }
  expect(was.dom.length).toBeGreaterThan(10_000);

  // Back to the live home as it was (nothing published), for the journeys below.
  const api = await ownerApiOf(store);
  expect((await api.post("api/themes/sellure/publish", { data: { editable_content: { content: {}, sections: [] } } })).status()).toBe(200);
  await api.dispose();
  await expect(async () => expect(await visitorHtml()).toContain(LIVE_TITLE)).toPass({ timeout: 10_000 });
});

test("a new store's editor opens on its own home", async ({ page }) => {
  test.setTimeout(300_000);
  const slug = `pots${Date.now().toString(36)}`;
  const email = `${slug}@example.com`;
  const root = await request.newContext({ baseURL: `http://localhost:${PORT}/` });
  const reg = await root.post("api/register-tenant", {
    data: { name: "Fresh Pots", subdomain: slug, description: "Clay things for every day", plan: "monthly", ownerFirstName: "Riya", ownerLastName: "Sen", ownerEmail: email, ownerPassword: "longenough1" },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await root.dispose();

  // What the editor needs before it opens (the setup checklist; registration made the menus): a logo, a
  // banner, a category, a product, a collection.
  const api = await request.newContext({ baseURL: `http://localhost:${PORT}/store/${slug}/` });
  expect((await api.post("api/auth/login", { data: { email, password: "longenough1" } })).status()).toBe(200);
  const tenant = (await (await api.get("api/tenant")).json()) as { id: string };
  const ok = async (p: Promise<{ status(): number; text(): Promise<string> }>) => {
    const r = await p;
    expect(r.status(), await r.text()).toBeLessThan(300);
    return r as unknown as { json(): Promise<{ id: string }> };
  };
  await ok(api.put(`api/tenants/${tenant.id}`, { data: { logo: "/assets/demo/airbook-14.svg" } }));
  await ok(api.post("api/hero-banners", { data: { layout: "full-rectangular", desktopImages: ["/assets/demo/hero-demo-2.svg"], isActive: true, title: "Clay for every day" } }));
  const category = await (await ok(api.post("api/categories", { data: { name: "Mugs" } }))).json();
  const product = await (await ok(api.post("api/products", { data: { name: "Speckled Mug", price: "450.00", status: "active", categoryId: category.id, trackQuantity: false } }))).json();
  await ok(api.post("api/collections", { data: { name: "Favourites", productIds: [product.id] } }));
  await api.dispose();

  const live = await visitorHtml(slug);
  const liveTypes = [...live.matchAll(/data-section-type="([^"]+)"/g)].map((m) => m[1]);
  expect(live).toContain("Clay for every day");
  expect(live).toContain("Favourites");

  await page.goto(sub(slug, "/login"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("longenough1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/tenant-dashboard**");
  await page.goto(sub(slug, "/"));
  await page.getByRole("button", { name: "Edit Storefront" }).click();
  await expect(page.getByText("Edit Mode Active")).toBeVisible();
  expect(await sectionTypes(page)).toEqual(liveTypes);
  await expect(page.locator('[data-testid="editor-section"][data-section-type="banners"] h1')).toHaveText("Clay for every day");
  await expect(page.locator('[data-testid="editor-section"][data-section-type="collections"] h2')).toHaveText(["Favourites"]);
  await expect(page.locator('[data-testid="editor-section"][data-section-type="category-tabs"] h2')).toHaveText(["Mugs"]);
  // The category has no image: a drawn placeholder, not a blank tile.
  await expect(page.locator('[data-testid="editor-section"][data-section-type="categories"] [data-placeholder]')).toHaveCount(1);
  await shot(page, "new-store-editor-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "new-store-editor-390");
});

// @exclusive: in the whole suite, beside the other journeys, its title input was detached and re-attached without
// end (a re-render loop under load, not found yet) until the test timed out, twice; alone it passes in 48 s.
test("the owner edits the home page in place, saves a draft only they see, and publishes it for everybody @exclusive", async ({ page, browser }) => {
  test.setTimeout(420_000);
  await useStore(true);
  const visitor = await visitorPage(browser);
  await visitor.goto(demo("/"));
  const oldHeading = (await visitor.locator("main h1").first().innerText()).trim();

  await signInAsOwner(page);
  await page.goto(demo("/"));
  await page.getByRole("button", { name: "Edit Storefront" }).click();
  await expect(page.getByText("Edit Mode Active")).toBeVisible();
  await expect(page.getByText("Save Draft = Preview only • Publish = Live for visitors")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Draft" })).toBeDisabled();

  // The heading (the hero banner's title), in place: click, type, Enter.
  const hero = page.locator('[data-testid="editor-section"][data-section-type="banners"]').first();
  await hero.locator('[data-editable$="-title"]').click();
  const input = hero.locator('input[data-editable-input$="-title"]');
  await input.fill("Escape drops this");
  await input.press("Escape");
  await expect(hero.locator("h1")).not.toContainText("Escape drops this");
  await hero.locator('[data-editable$="-title"]').click();
  await input.fill(NEW_HEADING);
  await input.press("Enter");
  await expect(hero.locator("h1")).toHaveText(NEW_HEADING);
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  // The hero's button: label and link in a dialog; an unsafe link is refused.
  await hero.locator('[data-editable$="-button"]').click();
  const buttonDialog = page.getByRole("dialog", { name: "Edit Button" });
  await buttonDialog.getByLabel("Button Text").fill("Browse Deals");
  await buttonDialog.getByLabel("Button URL").fill("javascript:alert(1)");
  await buttonDialog.getByRole("button", { name: "Save" }).click();
  await expect(buttonDialog.getByText("Invalid URL")).toBeVisible();
  await buttonDialog.getByLabel("Button URL").fill("/products?sort=newest");
  await buttonDialog.getByRole("button", { name: "Save" }).click();
  await expect(hero.locator('[data-editable$="-button"]')).toContainText("Browse Deals");

  // An image section: the URL tab refuses a script address; the upload tab uploads through the API.
  await page.getByRole("button", { name: "Add section" }).nth(1).click();
  await page.getByRole("menuitem", { name: "Image" }).click();
  const imageSection = page.locator('[data-testid="editor-section"][data-section-type="image"]').first();
  await imageSection.getByRole("button", { name: "Edit Image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Edit Image" });
  await imageDialog.getByRole("tab", { name: "URL" }).click();
  await imageDialog.getByLabel("Image URL").fill("javascript:alert(1)");
  await imageDialog.getByRole("button", { name: "Save" }).click();
  await expect(imageDialog.getByText("Invalid URL")).toBeVisible();
  await imageDialog.getByRole("tab", { name: "Upload" }).click();
  await imageDialog.getByLabel("Image file").setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: png(200, 80, 40, 64) });
  await expect(imageDialog.locator('img[src*="url=%2Fuploads%2F"]')).toBeVisible();
  await imageDialog.getByLabel("Alt text").fill("Orange banner");
  await imageDialog.getByRole("button", { name: "Save" }).click();
  await expect.poll(async () => uploadOf(await imageSection.locator('img[alt="Orange banner"]').getAttribute("src"))).toMatch(/^\/uploads\//);

  // A text block with rich text: Ctrl+Enter saves.
  await page.getByRole("button", { name: "Add section" }).nth(1).click();
  await page.getByRole("menuitem", { name: "Text Block" }).click();
  const textBlock = page.locator('[data-testid="editor-section"][data-section-type="text"]').first();
  const rich = page.getByTestId("rich-editor");
  // The new section's editor code loads on first use: a click that lands before it is ready is made again.
  await expect(async () => {
    await textBlock.locator('[data-editable$="-text"]').click();
    await expect(rich).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await rich.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Handmade in small batches.");
  await page.keyboard.press("Control+Enter");
  await expect(rich).toHaveCount(0);
  await expect(textBlock.locator('[data-editable$="-text"]')).toHaveText("Handmade in small batches.");

  // A collection section at the end, given a collection, then moved up (keyboard-reachable menu button).
  const before = await sectionTypes(page);
  await page.getByRole("button", { name: "Add section" }).last().click();
  await page.getByRole("menuitem", { name: "Collection", exact: true }).click();
  expect(await sectionTypes(page)).toEqual([...before, "collection"]);
  const added = page.locator('[data-testid="editor-section"]').last();
  await expect(added.getByText(/Choose a collection/)).toBeVisible();
  await added.getByRole("button", { name: "Collection section menu" }).click();
  await page.getByRole("menuitem", { name: "Choose collection" }).click();
  await page.getByRole("menu").last().getByRole("menuitem").first().click();
  await expect(added.locator(".sb-grid a").first()).toBeVisible();
  // Right-click opens the same menu.
  await added.click({ button: "right", position: { x: 5, y: 5 } });
  await page.getByRole("menuitem", { name: "Move up" }).click();
  const after = await sectionTypes(page);
  expect(after).toEqual([...before.slice(0, -1), "collection", before[before.length - 1]]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "edit-mode-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "edit-mode-390");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Save Draft: the owner's preview only.
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Your changes have been saved", { exact: true })).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.locator("main h1").first()).toHaveText(oldHeading);
  await expect(visitor.getByText(NEW_HEADING)).toHaveCount(0);

  // Publish: live for every visitor within 5 s.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your changes are now live for all visitors", { exact: true })).toBeVisible();
  const published = Date.now();
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.locator("main h1").first()).toHaveText(NEW_HEADING, { timeout: 500 });
  }).toPass({ timeout: 5_000, intervals: [250, 500] });
  expect(Date.now() - published).toBeLessThan(5_000);
  // Sections in the published order: the collection now sits before the last section.
  const visitorTypes = await visitor.locator("[data-section-type]").evaluateAll((els) => els.map((e) => e.getAttribute("data-section-type")));
  expect(visitorTypes).toEqual(after);
  await expect(visitor.getByText("Handmade in small batches.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Browse Deals" })).toHaveAttribute("href", /\/products\?sort=newest$/);
  await shot(visitor, "visitor-after-publish");

  // Exit with unsaved changes asks first.
  await hero.locator('[data-editable$="-subtitle"]').click();
  await hero.locator('input[data-editable-input$="-subtitle"]').fill("One more change");
  await hero.locator('input[data-editable-input$="-subtitle"]').press("Enter");
  page.once("dialog", (d) => {
    expect(d.message()).toMatch(/unsaved changes/i);
    void d.dismiss();
  });
  await page.getByRole("button", { name: "Exit Edit Mode" }).click();
  await expect(page.getByText("Edit Mode Active")).toBeVisible();
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Exit Edit Mode" }).click();
  await expect(page.getByRole("button", { name: "Edit Storefront" })).toBeVisible();
  await visitor.context().close();
});

test("a store that is not ready shows its owner the setup checklist", async ({ page }) => {
  const slug = `bare${Date.now().toString(36)}`;
  await page.goto("/register-tenant");
  await page.getByLabel("Store Name").fill("Bare Shop");
  await page.getByLabel("Subdomain").fill(slug);
  await page.getByLabel("First Name").fill("Bea");
  await page.getByLabel("Last Name").fill("Bare");
  await page.getByLabel("Email").fill(`${slug}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("longenough1");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Registration Successful!")).toBeVisible();

  await page.goto(`http://localhost:${PORT}/store/${slug}/`);
  const card = page.getByTestId("owner-overlay");
  await expect(card.getByText("Complete Setup to Edit Storefront")).toBeVisible();
  await expect(card.getByText("Add the following from your Dashboard")).toBeVisible();
  for (const item of ["Site Logo", "Menus", "Hero Banner", "Products", "Categories", "Collections"]) await expect(card.getByRole("link", { name: item })).toBeVisible();
  await expect(card.getByText("Add at least one Product")).toBeVisible();
  await expect(card.getByRole("link", { name: "Hero Banner" })).toHaveAttribute("href", `/store/${slug}/hero-banner`);
  await expect(page.getByRole("button", { name: "Edit Storefront" })).toHaveCount(0);
  await shot(page, "checklist-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "checklist-390");
});

test("shoppers load none of the editor: no owner calls, no editor code in the first-load JS", async ({ page }) => {
  await useStore();
  const calls: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/(storefront-readiness|themes|auth\/me)/.test(r.url())) calls.push(r.url());
  });
  const res = await page.goto(demo("/"));
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  await expect(page.getByTestId("owner-overlay")).toHaveCount(0);

  // First-load JS: the page's <script src> chunks (as npm run bench lists them). None of them holds editor
  // code: the overlay, edit mode, tiptap and the dialogs are chunks fetched only for staff.
  const html = (await res!.text()) ?? "";
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")))];
  let total = 0;
  for (const src of srcs) {
    const body = await (await page.request.get(new URL(src, `http://localhost:${PORT}/`).toString())).body();
    total += gzipSync(body, { level: 6 }).length;
    const text = body.toString("utf8");
    for (const marker of ["Edit Mode Active", "Complete Setup to Edit Storefront", "Checking readiness", "ProseMirror", "Edit Image"]) expect(text.includes(marker), `${src} holds "${marker}"`).toBe(false);
  }
  console.log(`home first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${srcs.length} chunks`);
});
