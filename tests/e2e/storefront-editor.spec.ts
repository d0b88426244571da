import { gzipSync } from "node:zlib";
import { expect, request, test, type Browser, type Page } from "@playwright/test";
import { demo, png, PORT, shot } from "./helpers";

/**
 * In-place storefront editing, as the demo owner does it: Edit Storefront, a heading edited in place, a
 * collection section added and moved up, Save Draft (a visitor still sees the old page), Publish (the
 * visitor sees the new one within 5 s). Plus the setup checklist of a store that is not ready, and that
 * shoppers load none of the editor.
 */

const NEW_HEADING = `Spring Sale ${Date.now().toString(36)}`;

/** The demo store is "ready" when it has a logo too (the seed may not give it one). */
test.beforeAll(async () => {
  // Node does not resolve *.localhost: the API in path mode.
  const api = await request.newContext({ baseURL: `http://localhost:${PORT}/store/demo/` });
  expect((await api.post("api/auth/login", { data: { email: "owner@example.com", password: "owner12345" } })).status()).toBe(200);
  const tenant = (await (await api.get("api/tenant")).json()) as { id: string; logo: string | null };
  if (!tenant.logo) expect((await api.put(`api/tenants/${tenant.id}`, { data: { logo: "/assets/demo/airbook-14.svg" } })).status()).toBe(200);
  await api.dispose();
});

/** The other journeys expect the seeded home page: publish an empty page again (the default home). */
test.afterAll(async () => {
  const api = await request.newContext({ baseURL: `http://localhost:${PORT}/store/demo/` });
  expect((await api.post("api/auth/login", { data: { email: "owner@example.com", password: "owner12345" } })).status()).toBe(200);
  const tenant = (await (await api.get("api/tenant")).json()) as { activeTheme?: string | null };
  const theme = tenant.activeTheme || "sellure";
  const empty = { editable_content: { content: {}, sections: [] } };
  expect((await api.post(`api/themes/${theme}/publish`, { data: empty })).status()).toBe(200);
  await api.dispose();
});

async function signInAsOwner(page: Page) {
  await page.goto(demo("/login"));
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password", { exact: true }).fill("owner12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/tenant-dashboard**");
}

async function visitorPage(browser: Browser) {
  const ctx = await browser.newContext();
  return ctx.newPage();
}

const sectionTypes = (page: Page) => page.locator('[data-testid="editor-section"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-section-type")));

test("the owner edits the home page in place, saves a draft only they see, and publishes it for everybody", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const visitor = await visitorPage(browser);
  await visitor.goto(demo("/"));
  const oldHeading = (await visitor.locator("main h1").first().innerText()).trim();

  await signInAsOwner(page);
  await page.goto(demo("/"));
  await page.getByRole("button", { name: "Edit Storefront" }).click();
  await expect(page.getByText("Edit Mode Active")).toBeVisible();
  await expect(page.getByText("Save Draft = Preview only • Publish = Live for visitors")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Draft" })).toBeDisabled();

  // The heading, in place: click, type, Enter.
  const hero = page.locator('[data-testid="editor-section"][data-section-type="hero"]').first();
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

  // The hero's image: the URL tab refuses a script address; the upload tab uploads through the API.
  await hero.getByRole("button", { name: "Edit Image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Edit Image" });
  await imageDialog.getByRole("tab", { name: "URL" }).click();
  await imageDialog.getByLabel("Image URL").fill("javascript:alert(1)");
  await imageDialog.getByRole("button", { name: "Save" }).click();
  await expect(imageDialog.getByText("Invalid URL")).toBeVisible();
  await imageDialog.getByRole("tab", { name: "Upload" }).click();
  await imageDialog.getByLabel("Image file").setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: png(200, 80, 40, 64) });
  await expect(imageDialog.locator('img[src^="/uploads/"]')).toBeVisible();
  await imageDialog.getByLabel("Alt text").fill("Orange banner");
  await imageDialog.getByRole("button", { name: "Save" }).click();
  await expect(hero.locator('img[alt="Orange banner"]')).toHaveAttribute("src", /^\/uploads\//);

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
