import { expect, test, type Page } from "@playwright/test";
import { sanitizeSvg } from "@/lib/storage/svg";
import { PORT } from "./helpers";
import { createStore } from "./stores";

/**
 * Uploaded SVGs are rebuilt from an allowlist (lib/storage/svg.ts). The rebuild once wrote every element
 * as "<x />", so a logo's shapes landed outside the root element and the browser drew nothing. Here
 * Chromium itself is the judge: the sanitised document must draw, pixel for pixel, what the original drew,
 * both as an image and inline, and a logo uploaded to the running server must load as an image.
 */

const LOGOS: Record<string, string> = {
  nested: `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
  <g transform="translate(4 4)"><rect width="16" height="16" fill="#d00"/><g><circle cx="24" cy="24" r="8" fill="#00c"/></g></g>
</svg>`,
  gradient: `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0a0"/><stop offset="1" stop-color="#ff0"/></linearGradient>
  <symbol id="s"><path d="M0 0H10V10H0Z" fill="#808"/></symbol></defs>
  <rect width="40" height="20" fill="url(#g)"/><use xlink:href="#s" x="20" y="25"/>
  <text x="2" y="38" font-size="10" fill="#000">A &amp; B</text>
</svg>`,
  tooling: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="40" height="40" data-editor="x">
  <metadata>made by a tool</metadata><title>Logo</title>
  <polygon points="0,0 20,0 10,20" fill="#f60" style="opacity:1"/>
</svg>`,
};

const toDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** The RGBA pixels an <img> of `src` draws on a 40x40 canvas, or null when the image does not load. */
async function pixels(page: Page, src: string): Promise<number[] | null> {
  return page.evaluate(async (url) => {
    const img = new Image();
    const loaded = await new Promise<boolean>((resolve) => {
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = url;
    });
    if (!loaded || img.naturalWidth === 0) return null;
    const canvas = document.createElement("canvas");
    canvas.width = 40;
    canvas.height = 40;
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(img, 0, 0, 40, 40);
    return Array.from(ctx.getImageData(0, 0, 40, 40).data);
  }, src);
}

const painted = (px: number[]) => px.filter((_, i) => i % 4 === 3 && px[i] > 0).length;

test("a sanitised SVG draws what the original drew, as an image and inline", async ({ page }) => {
  await page.setContent("<!doctype html><div id='host'></div>");
  for (const [name, original] of Object.entries(LOGOS)) {
    const clean = sanitizeSvg(original);
    expect(clean.ok, name).toBe(true);
    if (!clean.ok) continue;
    const before = await pixels(page, toDataUrl(original));
    const after = await pixels(page, toDataUrl(clean.svg));
    expect(before, `${name}: the original draws`).not.toBeNull();
    expect(after, `${name}: the sanitised file loads as an image`).not.toBeNull();
    expect(painted(after!), `${name}: it paints`).toBeGreaterThan(50);
    // Text may anti-alias a shade apart; everything else is the same drawing.
    const differing = after!.filter((v, i) => Math.abs(v - before![i]) > 8).length;
    expect(differing, `${name}: pixels that differ from the original`).toBeLessThan(after!.length / 100);

    // Inline: the shapes are inside the root <svg> and have a size.
    const inline = await page.evaluate((markup) => {
      const host = document.getElementById("host")!;
      host.innerHTML = markup;
      const svg = host.querySelector("svg")!;
      const shapes = Array.from(svg.querySelectorAll("rect, circle, path, polygon, use"));
      const box = svg.getBoundingClientRect();
      return { roots: host.children.length, shapes: shapes.length, width: box.width, height: box.height, drawn: shapes.every((s) => (s as SVGGraphicsElement).getBBox().width > 0) };
    }, clean.svg);
    expect(inline, name).toMatchObject({ roots: 1, drawn: true });
    expect(inline.shapes, name).toBeGreaterThan(0);
    expect(inline.width * inline.height, name).toBeGreaterThan(0);
  }
});

test("an SVG logo uploaded to the store is stored drawable; an active one is still refused", async ({ page, request }) => {
  // A store of its own (stores.ts): its owner uploads there.
  const store = await createStore({ prefix: "svg" });
  const api = (path: string) => `http://localhost:${PORT}/store/${store.slug}/api${path}`;
  expect((await request.post(api("/auth/login"), { data: store.owner })).ok()).toBe(true);

  const upload = (body: string) =>
    request.post(api("/upload"), { multipart: { file: { name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(body) } } });
  const res = await upload(LOGOS.nested);
  expect(res.status(), await res.text()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  const absolute = new URL(url, `http://localhost:${PORT}/`).toString();

  // The stored bytes draw, and the served file loads as an image from the store's origin.
  const stored = await (await request.get(absolute)).text();
  await page.goto(store.pathUrl());
  const drawn = await pixels(page, toDataUrl(stored));
  expect(drawn).not.toBeNull();
  expect(painted(drawn!)).toBeGreaterThan(100);
  const natural = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode().catch(() => undefined);
    return img.naturalWidth;
  }, absolute);
  expect(natural).toBe(40);

  const evil = await upload(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="4" height="4"/></svg>`);
  expect(evil.status()).toBe(400);
});
