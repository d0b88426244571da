import { expect, test } from "@playwright/test";
import { PORT, shot } from "./helpers";
import { signInAs } from "./auth";
import { codJourney } from "./checkout-journey";

/**
 * Path mode (/store/demo/…), once, end to end (issue 38): the storefront's links stay in the store's path, the
 * cart survives a reload, a new shopper checks out with cash on delivery (the owner ships it, the shopper sees
 * it), and the owner's settings pages link and call their API within the path, without sideways scrolling on a
 * phone. It replaces the path-mode copies of the storefront, checkout and settings journeys, which run on the
 * store's own host; store resolution itself is covered by unit and integration tests.
 */
const ROOT = `http://localhost:${PORT}`;
const at = (path = "") => `${ROOT}/store/demo${path}`;

test("path mode: storefront links and cart, a cash-on-delivery checkout, and the owner's settings pages", async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The storefront: links carry the store's path; the cart drawer and its count survive a reload.
  await page.goto(at());
  await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/store/demo/products");
  await page.getByRole("region", { name: "Categories" }).getByRole("link", { name: /^Apparel/ }).click();
  await expect(page).toHaveURL(at("/category/apparel"));
  await page.getByRole("navigation", { name: "Subcategories" }).getByRole("link", { name: "T-Shirts" }).click();
  await expect(page).toHaveURL(at("/category/apparel/t-shirts"));
  await page.getByRole("link", { name: /Classic Crew Neck Tee - Navy/ }).first().click();
  await expect(page).toHaveURL(at("/product/classic-crew-neck-tee-navy"));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const drawer = page.getByTestId("cart-drawer");
  await expect(drawer.getByTestId("cart-item")).toContainText("Classic Crew Neck Tee - Navy");
  await expect(drawer.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/store/demo/checkout");
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByTestId("cart-button").click();
  await page.getByRole("button", { name: "Remove Classic Crew Neck Tee - Navy" }).click();
  await expect(drawer).toContainText("Your cart is empty");
  await page.keyboard.press("Escape");

  // Checkout: the whole cash-on-delivery journey of a new shopper (checkout-journey.ts), in path mode.
  await codJourney(page, (p) => at(p), "path");

  // The owner's settings pages in path mode, on a phone: links and API calls stay in /store/demo.
  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInAs(owner, "owner");
  for (const path of ["/store-settings", "/currency-settings", "/payment-settings"]) {
    await owner.goto(at(path));
    await expect(owner.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/store/demo/tenant-dashboard");
    await expect(owner.getByRole("button", { name: /^Save/ }).first()).toBeVisible();
    const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  // The payment settings came from /store/demo/api/… (the form shows the store's webhook URL in path mode).
  await expect(owner.locator("#razorpay-webhook-url")).toHaveValue(`${ROOT}/store/demo/api/razorpay/webhook`);
  await expect(owner.getByRole("switch", { name: "Enable Razorpay" })).toBeVisible();
  await shot(owner, "payment-settings-path-mobile");
  await owner.close();
});
