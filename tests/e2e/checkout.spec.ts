import { expect, test, type Page } from "@playwright/test";
import { fakeControl } from "./fake-provider";
import { PORT, shot } from "./helpers";
import { addToCart, codJourney, pageCall, said, uniq } from "./checkout-journey";
import { createStore, ownerApiOf, type Store } from "./stores";

/**
 * Issue 5's journeys. The cart is filled through the storefront's product pages (helper A's Add to Cart).
 * Payments run against the local fake provider (tests/fakes), which playwright.config.ts starts once for the run
 * and points the app at. On a store of its own, set up as demo is (tax, shipping, cash on delivery; stores.ts),
 * with demo's mug, espresso cup and cap, and its own payment keys.
 */
const root = (path: string) => `http://localhost:${PORT}${path}`;

let store: Store;
const ownerApi = () => ownerApiOf(store);

test.beforeAll(async () => {
  store = await createStore({
    prefix: "checkout",
    like: "demo",
    demoProducts: ["Stoneware Coffee Mug - Terracotta", "Matte Black Espresso Cup", "Canvas Baseball Cap"],
  });
});

test.describe.serial("checkout", () => {
  test("a new shopper pays cash on delivery on the store's own host; the owner ships it", async ({ page }) => {
    await codJourney(page, (p) => store.url(p), "subdomain", ownerApi);
  });

  test("with the store's guest checkout on, a shopper orders with a name and email only and lands on the confirmation", async ({ page }) => {
    const owner = await ownerApi();
    const tenant = (await (await owner.get("api/tenant")).json()) as { id: string; guestCheckout: boolean };
    expect(tenant.guestCheckout).toBe(false);
    expect((await owner.put(`api/tenants/${tenant.id}`, { data: { guestCheckout: true }, headers: { origin: root("") } })).status()).toBe(200);
    try {
      await addToCart(page, store.url("/product/stoneware-coffee-mug-terracotta"));
      await page.goto(store.url("/checkout"));
      await page.getByRole("button", { name: "Check out as a guest" }).click();
      await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
      await page.getByLabel("First Name").fill("Gita");
      await page.getByLabel("Last Name").fill("Guest");
      await page.getByLabel("Email").fill(`guest-${uniq()}@example.com`);
      await page.getByRole("button", { name: "Continue as Guest" }).click();
      await expect(page.getByText("Add Shipping Address")).toBeVisible();
      await page.getByLabel("Address").fill("5 Lavelle Road");
      await page.getByLabel("City").fill("Bengaluru");
      await page.getByLabel("PIN Code").fill("560001");
      await page.getByLabel("State/Province").selectOption("Karnataka");
      await page.getByRole("button", { name: "Save Address & Continue to Payment" }).click();
      await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
      await page.getByRole("button", { name: "Place Order (Cash on Delivery)" }).click();
      await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { name: "Thank you, Gita!" })).toBeVisible();
      await shot(page, "guest-confirmation");
    } finally {
      await owner.put(`api/tenants/${tenant.id}`, { data: { guestCheckout: false }, headers: { origin: root("") } });
      await owner.dispose();
    }
  });

  test("the customer dashboard: tabs, addresses dialog, profile and password", async ({ page }) => {
    await page.goto(store.url("/customer/dashboard"));
    await expect(page.getByRole("heading", { name: "Access Required" })).toBeVisible();
    // A customer of its own (the seeded one is left as it is for other journeys).
    const reg = await pageCall(page, "POST", "/api/customers/register", { firstName: "Chris", lastName: "Customer", email: `dash-${uniq()}@example.com`, password: "secret123" });
    expect(reg.status).toBe(201);
    const addr = await pageCall(page, "POST", "/api/customers/addresses", {
      firstName: "Chris",
      lastName: "Customer",
      address1: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      zipCode: "560001",
      country: "IN",
    });
    expect(addr.status).toBe(201);
    await page.goto(store.url("/customer/dashboard"));
    await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start Shopping" }).or(page.getByRole("link", { name: "Start Shopping" }))).toBeVisible();

    await page.getByRole("tab", { name: "Addresses" }).click();
    await expect(page.getByTestId("address-card")).toHaveCount(1);
    await page.getByRole("button", { name: "Add Address" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Address" });
    await dialog.getByRole("button", { name: "Save Address" }).click();
    // The postal code's message says what its label says (PIN Code in India).
    for (const msg of ["First name is required", "Last name is required", "Address is required", "City is required", "PIN code is required", "State/Province is required"]) {
      await expect(dialog.getByText(msg)).toBeVisible();
    }
    await dialog.getByLabel("First Name").fill("Chris");
    await dialog.getByLabel("Last Name").fill("Customer");
    await dialog.getByLabel("Address", { exact: true }).fill("221B Baker Street");
    await dialog.getByLabel("City").fill("London");
    // The postal code's label follows the country (PIN Code for India, Postcode for the UK).
    await expect(dialog.getByLabel("PIN Code")).toBeVisible();
    await dialog.getByLabel("Country").selectOption("GB");
    await dialog.getByLabel("Postcode").fill("NW1 6XE");
    await expect(dialog.getByText("State/Province (Optional)")).toBeVisible();
    await dialog.getByLabel("Address Type").selectOption("billing");
    await dialog.getByRole("button", { name: "Save Address" }).click();
    await expect(said(page, "Address added")).toBeVisible();
    await expect(page.getByTestId("address-card")).toHaveCount(2);
    const london = page.getByTestId("address-card").filter({ hasText: "London" });
    await expect(london.getByText("Billing")).toBeVisible();
    await london.getByRole("button", { name: /Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Make Default" }).click();
    await expect(said(page, "Default address updated")).toBeVisible();
    await expect(page.getByTestId("address-card").first()).toContainText("London");
    await shot(page, "dashboard-addresses");

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByLabel("First Name").fill("Christopher");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(said(page, "Profile updated")).toBeVisible();
    await expect(page.getByTestId("customer-name")).toHaveText("Christopher Customer");
    await expect(page.getByLabel("Email")).toBeDisabled();

    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByLabel("Current Password").fill("wrong-password");
    await page.getByLabel("New Password", { exact: true }).fill("newpass123");
    await page.getByLabel("Confirm New Password").fill("newpass123");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Current password is incorrect").first()).toBeVisible();

    // Wishlist: Add to Cart and remove work.
    const list = await pageCall(page, "GET", "/api/products?status=active");
    const product = (list.json as { id: string; name: string; quantity: number }[]).find((p) => p.quantity > 10)!;
    expect((await pageCall(page, "POST", "/api/customers/wishlist", { productId: product.id })).status).toBe(201);
    await page.reload();
    await page.getByRole("tab", { name: "Wishlist" }).click();
    const item = page.getByTestId("wishlist-item");
    await expect(item).toContainText(product.name);
    await item.getByRole("button", { name: "Add to Cart" }).click();
    await expect(said(page, "Added to cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await item.getByRole("button", { name: `Remove ${product.name} from wishlist` }).click();
    await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  });

  test.describe("online payments against the fake provider", () => {
    test.beforeAll(async () => {
      const owner = await ownerApi();
      const me = (await (await owner.get("api/tenant")).json()) as { id: string };
      const r = await owner.put(`api/tenants/${me.id}/payment-settings`, {
        data: {
          razorpayEnabled: true,
          razorpayKeyId: store.keys.razorpay.keyId,
          razorpayKeySecret: store.keys.razorpay.keySecret,
          stripeEnabled: true,
          stripePublicKey: store.keys.stripe.publicKey,
          stripeSecretKey: store.keys.stripe.secretKey,
          paypalEnabled: true,
          paypalClientId: store.keys.paypal.clientId,
          paypalClientSecret: store.keys.paypal.clientSecret,
        },
      });
      expect(r.status()).toBe(200);
      await owner.dispose();
    });

    async function readyShopper(page: Page) {
      const email = `payer-${uniq()}@example.com`;
      await addToCart(page, store.url("/product/canvas-baseball-cap"));
      const reg = await pageCall(page, "POST", "/api/customers/register", { firstName: "Ravi", lastName: "Kumar", email, password: "secret123" });
      expect(reg.status).toBe(201);
      const addr = await pageCall(page, "POST", "/api/customers/addresses", {
        firstName: "Ravi",
        lastName: "Kumar",
        address1: "7 Park Street",
        city: "Kolkata",
        state: "West Bengal",
        zipCode: "700016",
        country: "IN",
        type: "shipping",
        isDefault: true,
      });
      expect(addr.status).toBe(201);
      await page.goto(store.url("/checkout"));
      await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
      await expect(page.getByTestId("summary-tax")).not.toHaveText("—");
    }

    async function expectPaid(page: Page) {
      await expect(said(page, "Payment Successful")).toBeVisible();
      await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId("payment-state")).toHaveText("Paid");
      await expect(page.getByTestId("order-confirmation").getByText("Canvas Baseball Cap")).toBeVisible();
      await page.goto(store.url("/customer/orders"));
      const order = page.getByTestId("customer-order").first();
      await expect(order.getByTestId("order-status")).toHaveText("paid");
      await expect(order.getByText("Canvas Baseball Cap")).toBeVisible();
    }

    test("Razorpay: the Checkout widget pays, the server verifies the signature, the order is paid", async ({ page }) => {
      await readyShopper(page);
      await page.getByRole("radio", { name: /Razorpay/ }).check();
      await expect(page.getByText("You will be redirected to Razorpay to complete your payment.")).toBeVisible();
      await page.getByRole("button", { name: "Complete Order" }).click();
      const widget = page.getByRole("dialog", { name: "Razorpay Checkout" });
      await expect(widget).toBeVisible();
      await shot(page, "razorpay-widget");
      await widget.getByRole("button", { name: "Pay Now" }).click();
      await expectPaid(page);
      await expect(page.getByTestId("customer-order").first().getByText("Method: RAZORPAY")).toBeVisible();
      await expect(page.getByTestId("customer-order").first().getByText(/Transaction ID: pay_/)).toBeVisible();
      await shot(page, "razorpay-paid");
    });

    test("Razorpay: a forged signature leaves the order unpaid and says so", async ({ page }) => {
      await readyShopper(page);
      await page.getByRole("radio", { name: /Razorpay/ }).check();
      await fakeControl({ razorpayForgeSignature: store.keys.razorpay.keyId });
      await page.getByRole("button", { name: "Complete Order" }).click();
      await page.getByRole("dialog", { name: "Razorpay Checkout" }).getByRole("button", { name: "Pay Now" }).click();
      await expect(said(page, "Payment Verification Failed")).toBeVisible();
      await fakeControl({ razorpayForgeSignature: null });
      await page.goto(store.url("/customer/orders"));
      await expect(page.getByTestId("customer-order").first().getByTestId("order-status")).toHaveText("failed");
    });

    test("Stripe: the card form confirms, the server retrieves the intent, the order is paid", async ({ page }) => {
      await readyShopper(page);
      await page.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
      const card = page.getByTestId("stripe-card").getByLabel("Card number");
      await expect(card).toBeVisible();
      // A declined card first: 'Payment Failed' with the provider's message, nothing paid.
      await card.fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: "Complete Payment" }).click();
      await expect(said(page, "Your card was declined.")).toBeVisible();
      await card.fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Complete Payment" }).click();
      await expectPaid(page);
      await expect(page.getByTestId("customer-order").first().getByText("Method: STRIPE")).toBeVisible();
      // The declined attempt's order was cancelled (stock back), not left pending.
      await expect(page.getByTestId("customer-order").nth(1).getByTestId("order-status")).toHaveText("cancelled");
    });

    test("PayPal: created and captured on the server, the order is paid", async ({ page }) => {
      await readyShopper(page);
      await page.getByRole("radio", { name: /PayPal/ }).check();
      await page.getByRole("button", { name: "Complete Order" }).click();
      await expect(said(page, "Please complete payment via PayPal.")).toBeVisible();
      await page.getByRole("button", { name: "Pay with PayPal" }).click();
      await expectPaid(page);
      await expect(page.getByTestId("customer-order").first().getByText("Method: PAYPAL")).toBeVisible();
    });
  });
});
