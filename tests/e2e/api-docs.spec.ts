import { expect, test } from "@playwright/test";
import { PORT } from "./helpers";

/**
 * The API's own description (issue 41 item 5, record 0148): GET /api/openapi.json answers the OpenAPI 3.1 document
 * on the platform host and on a store's host (subdomain and path mode) alike, and /docs/api reads it in the browser,
 * at a phone's width and a desktop's.
 */
const ORIGIN = `http://localhost:${PORT}`;

type Doc = { openapi: string; paths: Record<string, unknown> };

test("GET /api/openapi.json: the OpenAPI 3.1 document on the platform host and on a store's hosts", async ({ request }) => {
  const calls: { what: string; url: string; headers: Record<string, string> }[] = [
    { what: "platform", url: `${ORIGIN}/api/openapi.json`, headers: {} },
    { what: "store subdomain", url: `${ORIGIN}/api/openapi.json`, headers: { host: `demo.localhost:${PORT}` } },
    { what: "store path mode", url: `${ORIGIN}/store/demo/api/openapi.json`, headers: {} },
  ];
  for (const c of calls) {
    const res = await request.get(c.url, { headers: c.headers, failOnStatusCode: false });
    expect(res.status(), c.what).toBe(200);
    expect(res.headers()["content-type"], c.what).toContain("application/json");
    const doc = (await res.json()) as Doc;
    expect(doc.openapi, c.what).toMatch(/^3\.1\.\d+$/);
    expect(Object.keys(doc.paths), c.what).toContain("/api/products");
  }
});

for (const width of [390, 1280]) {
  test(`/docs/api renders the reference at ${width} px`, async ({ page }) => {
    // The renderer parses the whole document in the browser: seconds on a loaded 2-core machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/docs/api");
    await expect(page.getByRole("heading", { name: "StoreBuilder API reference" })).toBeVisible();
    // The renderer has read the document: its title, then the products tag (opened by its address, as a link to
    // it would) with the calls as they are made.
    await expect(page.getByRole("heading", { name: "Store builder API" })).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: test.info().outputPath(`api-docs-${width}.png`) });
    await page.goto("/docs/api#tag/products");
    await expect(page.getByText("/api/products", { exact: true }).first()).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: test.info().outputPath(`api-docs-products-${width}.png`) });
  });
}
