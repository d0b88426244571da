import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createStore, ownerApiOf } from "./stores";

/**
 * Images that fit the screen (issue 37 item 7): a phone is sent resized copies of an owner's upload, not the upload.
 * The store is the spec's own; the photo is a 1600 px JPEG with detail (noise), as a camera's would be.
 */
test("a phone gets resized copies of an uploaded photo on the product page and the listing, never the full upload", async ({ page, request }) => {
  const store = await createStore({ prefix: "img", products: [{ name: "Linen Apron", price: "899.00", quantity: 5 }] });
  const photo = await sharp({ create: { width: 1600, height: 1600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const owner = await ownerApiOf(store);
  const up = await owner.post("api/upload", { multipart: { file: { name: "apron.jpg", mimeType: "image/jpeg", buffer: photo } } });
  expect(up.status(), await up.text()).toBe(201);
  const url = ((await up.json()) as { url: string }).url;
  expect(url).toMatch(/^\/uploads\/.+\.jpg$/);
  const product = store.products[0];
  const put = await owner.put(`api/products/${product.id}`, { data: { images: [url] } });
  expect(put.status(), await put.text()).toBe(200);
  await owner.dispose();

  // The optimizer makes only the widths the pages ask for, in WebP for a browser that takes it.
  const optimizer = (src: string, w: number) => `http://localhost:${new URL(store.pathUrl()).port}/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=75`;
  const copy = await request.get(optimizer(url, 640), { headers: { accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
  expect(copy.status()).toBe(200);
  expect(copy.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await copy.body()).metadata()).width).toBe(640);
  expect((await request.get(optimizer(url, 500))).status()).toBe(400);
  expect((await request.get(optimizer("https://example.com/a.jpg", 640))).status()).toBe(400);

  await page.setViewportSize({ width: 390, height: 844 });
  // Each image response with the page it was for (read when it arrives: a body read late must not count for the next page).
  const images: { page: string; url: string; bytes: number; type: string }[] = [];
  page.on("response", async (r) => {
    if (r.request().resourceType() !== "image") return;
    const on = new URL(page.url()).pathname;
    const body = await r.body().catch(() => null);
    if (body) images.push({ page: on, url: r.url(), bytes: body.byteLength, type: r.headers()["content-type"] ?? "" });
  });
  // The listing first: Chromium may show a larger copy it already holds (the product page's) in a smaller slot.
  for (const path of ["/products", `/product/${product.slug}`]) {
    await page.goto(store.url(path));
    await page.waitForLoadState("networkidle");
    const mine = images.filter((i) => i.page === path && (i.url.includes(encodeURIComponent(url)) || i.url.endsWith(url))).map((i) => [i.url, i.bytes, i.type] as const);
    expect(mine.length, `${path}: ${images.map((i) => i.url).join(", ")}`).toBeGreaterThan(0);
    for (const [u, bytes, type] of mine) {
      expect(type, u).toBe("image/webp");
      expect(u, path).toContain("/_next/image?");
      expect(bytes, `${path} ${u}`).toBeLessThan(photo.byteLength / 3);
    }
    console.log(`${path} at 390 px: the upload is ${photo.byteLength} bytes; the page took ${mine.map(([u, b]) => `${b} bytes (${new URL(u).searchParams.get("w")} w)`).join(", ")}`);
  }
});
