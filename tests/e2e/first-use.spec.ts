import { expect, request, test, type Page } from "@playwright/test";
import { PORT, shot, shotOf, sub } from "./helpers";
import { signInAs } from "./auth";
import { createStore } from "./stores";

/** First use as a shopper and as a new owner, on a phone and on a desktop. */

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The demo customer's saved session (auth.setup.ts), on their dashboard as after signing in. */
async function signInCustomer(page: Page) {
  await signInAs(page, "customer");
  await page.goto(sub("demo", "/customer/dashboard"));
}

test("the store's home page with its sale-price carousels does not scroll sideways, on a phone or a desktop", async ({ page }) => {
  for (const [width, height] of [[390, 844], [1280, 900]]) {
    await page.setViewportSize({ width, height });
    await page.goto(sub("demo", "/"));
    await expect(page.getByRole("heading", { name: "Best Sellers" })).toBeVisible();
    // The carousels' cards carry a hidden "Was" before the compare-at price; it must stay inside its card.
    await expect(page.getByText("Was", { exact: true }).first()).toBeAttached();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  }
});

test("on a phone every customer account tab can be tapped, without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCustomer(page);
  const tabs = ["Orders", "Wishlist", "Addresses", "Profile", "Settings"];
  for (const name of tabs) {
    const tab = page.getByRole("tab", { name });
    await expect(tab).toBeVisible();
    // A plain click fails when another element (the side card) sits on top of the tab.
    await tab.click({ timeout: 5_000 });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    expect(await sidewaysOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.getByRole("tab", { name: "Profile" }).click();
  await shot(page, "customer-account-phone");
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast's box when it can be seen, null when it is hidden. */
async function visibleToastBox(page: Page): Promise<Box | null> {
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast).toHaveCount(1);
  if (!(await toast.isVisible())) return null;
  return toast.boundingBox();
}

for (const [label, width, height] of [["desktop", 1280, 900], ["phone", 390, 844]] as const) {
  test(`on a ${label} the 'Added to cart' toast leaves the cart drawer usable and is gone at checkout`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(sub("demo", "/product/stoneware-coffee-mug-terracotta"));
    await page.getByRole("button", { name: "Add to Cart" }).click();
    const drawer = page.getByTestId("cart-drawer");
    await expect(drawer).toBeVisible();
    // Let the drawer finish sliding in before measuring it.
    await page.waitForTimeout(700);
    await shot(page, `cart-drawer-toast-${label}`);

    const box = await visibleToastBox(page);
    const controls = [
      drawer.getByRole("link", { name: "Checkout" }),
      drawer.getByRole("button", { name: "Clear Cart" }),
      drawer.getByRole("button", { name: "Close" }),
      drawer.getByRole("heading", { name: /Shopping Cart/ }),
      drawer.getByText("Stoneware Coffee Mug", { exact: false }).first(),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const c = await control.boundingBox();
      if (box && c) expect(overlaps(box, c), `the toast covers ${await control.textContent()}`).toBe(false);
    }
    if (label === "desktop") expect(box, "beside the drawer there is room for the toast").not.toBeNull();

    // Checkout from the drawer: the shopping toast does not follow the shopper there.
    await drawer.getByRole("link", { name: "Checkout" }).click();
    await page.waitForURL(sub("demo", "/checkout"));
    // Within the 5 s a toast stays up on its own, so only the dismissal can explain it being gone.
    await expect(page.locator('[data-slot="toast"]')).toBeHidden({ timeout: 1_500 });
    await shot(page, `checkout-after-cart-${label}`);
  });
}

test("a new owner registers a store and continues, signed in, to that store's dashboard", async ({ page }) => {
  // Registration, the dashboard and the storefront at two widths: more than one page's worth of time.
  test.slow();
  const slug = `fresh${Date.now().toString(36)}`;
  await page.goto("/register-tenant");
  await page.getByLabel("Store Name").fill("Fresh Goods");
  await page.getByLabel("Subdomain").fill(slug);
  await page.getByLabel("First Name").fill("Asha");
  await page.getByLabel("Last Name").fill("Rao");
  await page.getByLabel("Email").fill(`${slug}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("longenough1");
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Registration Successful!")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Dashboard" }).click();
  await page.waitForURL(`**/store/${slug}/tenant-dashboard`);
  await expect(page.getByRole("heading", { name: /Fresh Goods/ })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  await shot(page, "new-owner-dashboard");

  // The storefront's setup card never hides the footer for good: at the end of the page the footer's last
  // line sits above it; on a phone it starts folded to one line and opens on demand.
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`http://localhost:${PORT}/store/${slug}/`);
    const card = page.getByTestId("owner-overlay");
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute("data-open", width < 640 ? "false" : "true");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole("contentinfo");
    await expect.poll(async () => {
      const f = (await footer.boundingBox())!;
      const c = (await card.boundingBox())!;
      return Math.round(f.y + f.height - c.y);
    }, { message: "the footer ends above the card" }).toBeLessThanOrEqual(0);
    await shot(page, `new-store-setup-card-${width}`);
  }
  const card = page.getByTestId("owner-overlay");
  await card.getByRole("button", { name: /Complete setup · 1 of 6 done/ }).click();
  await expect(card.getByRole("link", { name: "Hero Banner" })).toBeVisible();
  await card.getByRole("button", { name: "Hide the setup checklist" }).click();
  await expect(card.getByRole("link", { name: "Hero Banner" })).toBeHidden();
});

test("on a phone a signed-in shopper's header shows the whole store name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCustomer(page);
  await page.goto(sub("demo", "/"));
  const banner = page.getByRole("banner");
  await expect(banner.getByTestId("account-menu")).toBeVisible();
  const name = banner.getByText("Demo Store", { exact: true });
  await expect(name).toBeVisible();
  // Not cut: the text fits its box (no ellipsis).
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1)).toBe(true);
  // The account button keeps the shopper's name for screen readers.
  await expect(banner.getByTestId("account-menu")).toHaveAccessibleName(/Chris/);
  // The header is what this test is about: a screenshot of the screen, not of the whole long page.
  await shotOf(page, "header-signed-in-390");
});

async function staffSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the landing's Login is the staff sign-in page", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
});

test("on the root host an owner of one store goes straight to its dashboard, an owner of two picks one", async ({ page }) => {
  // An owner of one store of their own (stores.ts) gets a second, as the platform admin would give it: the
  // seeded owners keep one store each, however often this runs.
  const first = await createStore({ prefix: "first" });
  const admin = await request.newContext({ baseURL: `http://localhost:${PORT}` });
  expect((await admin.post("/api/auth/login", { data: { email: "admin@example.com", password: "admin12345" } })).status()).toBe(200);
  const stores = (await (await admin.get("/api/tenants")).json()) as { slug: string; ownerId: string }[];
  const ownerId = stores.find((s) => s.slug === first.slug)!.ownerId;
  const slug = `second${Date.now().toString(36)}`;
  const created = await admin.post("/api/tenants", { data: { name: "Second Shop", slug, subdomain: slug, ownerId } });
  expect(created.status(), await created.text()).toBe(201);
  await admin.dispose();

  await page.goto("/login");
  await staffSignIn(page, "owner@example.com", "owner12345");
  await page.waitForURL("**/store/demo/tenant-dashboard");
  await expect(page.getByRole("heading", { name: "Select a Store to Manage" })).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto("/login");
  await staffSignIn(page, first.owner.email, first.owner.password);
  await page.waitForURL("**/tenant-dashboard");
  await expect(page.getByRole("heading", { name: "Select a Store to Manage" })).toBeVisible();
  await expect(page.getByTestId("my-store")).toHaveCount(2);
  await shot(page, "store-picker-two-stores");
  await page.getByRole("link", { name: "Manage Store Second Shop" }).click();
  await page.waitForURL(`**/store/${slug}/tenant-dashboard`);
});

test("every host serves an app icon at /favicon.ico instead of a 404", async ({ page }) => {
  for (const url of [`http://localhost:${PORT}/favicon.ico`, sub("demo", "/favicon.ico")]) {
    // Through the browser: it resolves *.localhost, Node does not.
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    expect(res?.headers()["content-type"], url).toMatch(/image\//);
  }
});
