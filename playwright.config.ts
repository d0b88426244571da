import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (/usr/bin/chromium; Playwright's own browser download does
 * not work offline). scripts/test.sh builds the app first; here we start the production server on a
 * fresh embedded database that seeds the demo stores.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The local fake payment provider (tests/fakes), on this port: started once per run beside the app (webServer
 * below), shared by every journey that pays online (tests/e2e/fake-provider.ts reads it over HTTP).
 */
const FAKE_PROVIDER_PORT = Number(process.env.FAKE_PROVIDER_PORT ?? PORT + 9);
const FAKE_PROVIDER = `http://127.0.0.1:${FAKE_PROVIDER_PORT}`;

/**
 * The spec files that are independent (issue 38): each makes its own store, owner, shoppers and products, or only
 * reads what no journey changes. They run fully parallel. Every other spec is in the "demo" project.
 */
const INDEPENDENT = [
  "abandoned-checkouts",
  "accessibility",
  "account-security",
  "api-docs",
  "admin",
  "cart-follows",
  "checkout",
  "currencies",
  "discounts-checkout",
  "customers-admin",
  "discounts-owner",
  "draft-orders",
  "first-use",
  "foundation",
  "funnel",
  "gift-cards",
  "gift-card-products",
  "hero-banners",
  "images",
  "mail",
  "order-mails",
  "orders-owner",
  "owner",
  "paperwork",
  "path-mode",
  "products-import",
  "redirects",
  "refunds",
  "reset-link",
  "returns",
  "reviews",
  "settings",
  "shipping-tax",
  "shop-details",
  "shopper-trust",
  "storefront",
  "storefront-editor",
  "storefront-listing",
  "svg-upload",
  "themes",
  "storefront-languages",
  "translations",
  "staff",
  "apps",
  "two-factor",
  "variants-owner",
  "variants-shop",
  "reports",
].map(
  (name) => new RegExp(`/${name}\\.spec\\.ts$`),
);

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Independent journeys run fully parallel, on as many workers as the machine has cores (the server stays one
  // per run); the journeys that still share the seeded demo store run one at a time beside them ("demo").
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  // No retry in CI: a retry hides exactly the races this product must not have. Locally one retry, and the
  // JSON report (tests/e2e/tools/durations.mjs) names every test that needed it.
  retries: process.env.CI ? 0 : 1,
  // Per-test durations in test-results/results.json: `node tests/e2e/tools/durations.mjs` prints them as a table.
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    ["json", { outputFile: "test-results/results.json" }],
  ],
  reportSlowTests: { max: 15, threshold: 30_000 },
  outputDir: "test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    // Signs the demo owner, admin and customer in once, through the API; the journeys reuse their cookies (auth.ts).
    { name: "setup", testMatch: /auth\.setup\.ts$/, teardown: "exclusive" },
    // Plain HTTP checks against the same server (framing headers, hostile URLs): `request` only, no browser.
    { name: "http", testDir: "tests/e2e/http" },
    {
      // Journeys that change the seeded demo store (its products, discounts, theme, payments…) and journeys that
      // read what those change: one worker, one at a time, beside the independent ones. Listed before them: the
      // dispatcher hands out work in this order, so the long serial chain starts at once on one worker while the
      // other workers take the independent journeys (listed after, they would wait for them).
      name: "demo",
      testIgnore: [/auth\.setup\.ts$/, /\/http\//, ...INDEPENDENT],
      grepInvert: /@exclusive/,
      fullyParallel: false,
      workers: 1,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Journeys on stores of their own (tests/e2e/stores.ts), or reading the demo store without changing it.
      name: "desktop",
      testMatch: INDEPENDENT,
      grepInvert: /@exclusive/,
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // Journeys that change what every other journey relies on (the admin signing out all other sessions): they
    // run after the others, alone (a teardown of "setup" runs once every project depending on it has finished).
    {
      name: "exclusive",
      testIgnore: [/auth\.setup\.ts$/, /\/http\//],
      grep: /@exclusive/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      // Pages cached on demand survive in .next between runs, but the database is new each run: clear both.
      command: `rm -rf .data-e2e .next/cache/fetch-cache .next/server/route-cache && ./node_modules/.bin/next start -p ${PORT}`,
      url: `http://localhost:${PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Another directory holding the same build (E2E_SERVER_DIR), for a second run beside one already going.
      cwd: process.env.E2E_SERVER_DIR || undefined,
      stdout: "pipe",
      env: {
        DATA_DIR: ".data-e2e",
        ROOT_DOMAIN: "localhost",
        // Mailed links come from configuration (record 0125): the port the browser uses, as `npm run demo` sets it.
        PUBLIC_PORT: String(PORT),
        // With E2E_SMTP_PORT, mail goes to the SMTP server the mail specs start there (else it stays in the outbox).
        SMTP_URL: process.env.E2E_SMTP_PORT ? `smtp://e2e:e2e@127.0.0.1:${process.env.E2E_SMTP_PORT}` : "",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: "",
        REDIS_URL: "",
        // Every browser of the suite signs up from 127.0.0.1.
        REGISTER_MAX_PER_WINDOW: "500",
        // The product import journey serves its image URLs from 127.0.0.1 (lib/storage/remote-image.ts).
        IMAGE_FETCH_ALLOW_PRIVATE: "1",
        // The apps journey's webhook receiver listens on 127.0.0.1 over http (lib/webhooks, record 0146).
        WEBHOOKS_ALLOW_PRIVATE_URLS: "1",
        // Payments go to the fake provider (its REST API and its stand-ins for the providers' browser scripts).
        RAZORPAY_API_BASE: FAKE_PROVIDER,
        STRIPE_API_BASE: FAKE_PROVIDER,
        PAYPAL_API_BASE: FAKE_PROVIDER,
        RAZORPAY_CHECKOUT_JS_URL: `${FAKE_PROVIDER}/razorpay/checkout.js`,
        STRIPE_JS_URL: `${FAKE_PROVIDER}/stripe/v3.js`,
        PAYPAL_JS_SDK_URL: `${FAKE_PROVIDER}/paypal/sdk.js`,
      },
    },
    {
      // The fake payment provider, one for the run: journeys that pay online run in parallel against it.
      command: `./node_modules/.bin/tsx tests/fakes/serve.ts ${FAKE_PROVIDER_PORT}`,
      url: `${FAKE_PROVIDER}/_fake/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});
