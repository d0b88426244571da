import { deflateSync } from "node:zlib";
import { expect, test, type Locator, type Page } from "@playwright/test";

/** Shared by the e2e specs: the server's port, store URLs, screenshots, and generated images. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** A store on its subdomain (the browser resolves *.localhost; Node does not). */
export const sub = (slug: string, path = "/") => `http://${slug}.localhost:${PORT}${path}`;
export const demo = (path = "/") => sub("demo", path);

/**
 * Screenshots for a visual review are taken only when SHOTS=1 (a failing test gets its own from the config's
 * `screenshot: "only-on-failure"`). A full page costs 0.3–2 s; taken on every run they were pure overhead.
 */
export const SHOTS = process.env.SHOTS === "1";

/** A full-page screenshot kept as a test artifact (SHOTS=1 only). */
export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await test.info().attach(name, { path: test.info().outputPath(`${name}.png`), contentType: "image/png" });
}

/** A screenshot of the viewport or of one element, kept as a test artifact (SHOTS=1 only). */
export async function shotOf(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  if (!SHOTS) return;
  await target.screenshot({ path: test.info().outputPath(`${name}.png`), ...options });
}

/** A small solid-colour PNG, built here so the tests need no binary fixtures. */
export function png(r: number, g: number, b: number, size = 12): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A new shopper signs up at checkout and gives an address: the payment step, with the server's quote. */
export async function registerAtCheckout(page: Page, prefix = "shopper") {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel("First Name").fill("Kavya");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByRole("button", { name: "Create Account & Continue" }).click();
  await expect(page.getByText("Add Shipping Address")).toBeVisible();
  await page.getByLabel("Address", { exact: true }).fill("7 Lavelle Road");
  await page.getByLabel("City").fill("Bengaluru");
  await page.getByLabel("PIN Code").fill("560001");
  await page.getByLabel("Country").selectOption("IN");
  await page.getByLabel("State/Province").selectOption("Karnataka");
  await page.getByRole("button", { name: "Save Address & Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  return email;
}

/**
 * Choose cash on delivery and place the order. The store may offer online methods too (other specs turn them
 * on), and the methods arrive after the form: choose again until the button says cash on delivery.
 */
export async function payCashOnDelivery(page: Page) {
  const cod = page.getByRole("radio", { name: /Cash on Delivery/ });
  const place = page.getByRole("button", { name: "Place Order (Cash on Delivery)" });
  await expect(async () => {
    await cod.check();
    await expect(place).toBeVisible({ timeout: 1000 });
  }).toPass();
  await place.click();
}

/**
 * Starts watching the page for `text` and returns a promise that resolves once it has been shown, however
 * briefly: a toast raised just before the page reloads itself (the store settings' full save reloads after
 * 0.8 s) is on screen for less than expect()'s polling interval on a busy machine, so polling can miss it.
 * Start watching before the action that shows the text.
 */
export async function watchForText(page: Page, text: string): Promise<(timeout?: number) => Promise<void>> {
  const name = `__sawText${Math.random().toString(36).slice(2, 10)}`;
  let seen!: () => void;
  const shown = new Promise<void>((resolve) => (seen = resolve));
  await page.exposeBinding(name, () => seen());
  await page.evaluate(
    ([t, fn]) => {
      const report = (window as unknown as Record<string, () => void>)[fn];
      const check = () => {
        if (document.body.textContent?.includes(t)) {
          observer.disconnect();
          report();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      check();
    },
    [text, name] as const,
  );
  return (timeout = 10_000) =>
    Promise.race([
      shown,
      new Promise<void>((_, reject) => setTimeout(() => reject(new Error(`"${text}" was not shown within ${timeout} ms`)), timeout)),
    ]);
}

/**
 * The upload an image shows: the `url` of a resized copy (`/_next/image?url=…&w=…`, components/ui/uploaded-image.tsx)
 * or the src itself. Screens show one upload at different widths, so tests compare uploads, not srcs.
 */
export function uploadOf(src: string | null): string | null {
  if (!src) return src;
  const u = new URL(src, "http://x");
  return u.pathname === "/_next/image" ? u.searchParams.get("url") : src;
}
