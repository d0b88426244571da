import { expect, test, type APIRequestContext } from "@playwright/test";
import { PORT } from "../helpers";

/**
 * Hostile URLs against the production server: generated paths and storefront queries with malformed
 * percent-encoding, NULs, encoded separators, control characters, long and odd text, on store pages in
 * path mode (/store/demo/…) and subdomain mode (Host: demo.localhost) and on the platform root. Nothing may
 * answer 5xx; a URL that does not decode (or decodes to a NUL) answers 400. The generator is seeded, so a
 * failure names a URL that fails again. (tests/integration/fuzz.test.ts fuzzes API bodies.)
 */

const ORIGIN = `http://localhost:${PORT}`;

/** Pieces that must be refused: they do not decode as UTF-8, or decode to a NUL. */
const MALFORMED = ["%", "%Z", "%ZZ", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%00", "%FF", "%u0041", "%%", "%2", "%F0%9F%98", "a%00b", "%c3%28"];
/** Odd but well-formed pieces: they must not fail either. */
const ODD = [
  "%25", "%2F", "..", "%2E%2E", "%2e%2e%2f", "caf%C3%A9", "%F0%9F%98%80", "%0A", "%0D%0A", "%09", "%20", "~", ";", "@", ":", "*", "$", "!", "(", ")",
  "%27%22%3C%3E", "%3Cscript%3E", "'", "-", "_", "q_", "q_zz", "q_%C3%A9", "x".repeat(600), "%E2%80%AE", "%EF%BB%BF", "%7F", "%1B", "null", "undefined",
  "1e999", "-1", "0", "99999999999999999999", "%2B", "+", "NaN",
];

const STORE_PATHS = [
  "/", "/products", "/products/{}", "/product/{}", "/category/{}", "/category/apparel/{}", "/collections/{}", "/pages/{}", "/{}",
  "/customer/{}", "/customer/login", "/checkout", "/order/{}", "/tenant-dashboard", "/login", "/theme-preview", "/{}/{}",
];
const LISTINGS = ["/products", "/category/apparel", "/collections/summer"];
const QUERY_KEYS = ["search", "category", "min", "max", "sort", "status", "view", "page", "sortBy", "order", "clear", "_rsc", "{}"];
const PLATFORM_PATHS = ["/", "/{}", "/login", "/admin", "/register-tenant", "/api/{}", "/api/products?search={}", "/uploads/{}", "/assets/{}", "/store/{}", "/t/{}", "/_next/static/{}"];

/** A small deterministic generator (mulberry32), so every run sends the same URLs. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Case = { url: string; host?: string; malformed: boolean };

function generate(seed: number, count: number): Case[] {
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
  const piece = (): { text: string; bad: boolean } => {
    if (rand() < 0.4) return { text: pick(MALFORMED), bad: true };
    // Sometimes a bad piece hides inside ordinary text.
    if (rand() < 0.15) return { text: `mug${pick(MALFORMED)}s`, bad: true };
    return { text: pick(ODD), bad: false };
  };
  const fill = (template: string) => {
    let bad = false;
    const out = template.replace(/\{\}/g, () => {
      const p = piece();
      bad ||= p.bad;
      return p.text;
    });
    return { out, bad };
  };
  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 4;
    if (kind === 3) {
      const { out, bad } = fill(pick(PLATFORM_PATHS));
      cases.push({ url: `${ORIGIN}${out}`, malformed: bad });
      continue;
    }
    // Store pages: a path, or a listing with a query of one to three parameters.
    let path: string;
    let bad = false;
    if (rand() < 0.5) {
      ({ out: path, bad } = fill(pick(STORE_PATHS)));
    } else {
      const params = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
        const k = fill(pick(QUERY_KEYS));
        const v = piece();
        bad ||= k.bad || v.bad;
        return `${k.out}=${v.text}`;
      });
      path = `${pick(LISTINGS)}?${params.join("&")}`;
    }
    if (kind === 0) cases.push({ url: `${ORIGIN}/store/demo${path}`, malformed: bad });
    else cases.push({ url: `${ORIGIN}${path}`, host: `demo.localhost:${PORT}`, malformed: bad });
  }
  return cases;
}

async function send(request: APIRequestContext, c: Case) {
  const res = await request.get(c.url, { headers: c.host ? { host: c.host } : {}, maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
  return res.status();
}

test.describe.configure({ timeout: 300_000 });

test("the examples from the attack run answer 400, not 500", async ({ request }) => {
  const cases: Case[] = [
    { url: `${ORIGIN}/%E0%A4%A`, malformed: true },
    { url: `${ORIGIN}/store/demo/%`, malformed: true },
    { url: `${ORIGIN}/store/demo/products/%ZZ`, malformed: true },
    { url: `${ORIGIN}/products/%ZZ`, host: `demo.localhost:${PORT}`, malformed: true },
    { url: `${ORIGIN}/store/demo/products?search=%00`, malformed: true },
    { url: `${ORIGIN}/products?search=%00`, host: `demo.localhost:${PORT}`, malformed: true },
    { url: `${ORIGIN}/store/demo/category/apparel?search=%00`, malformed: true },
    { url: `${ORIGIN}/store/demo/collections/summer?search=a%00`, malformed: true },
  ];
  for (const c of cases) expect(`${c.host ?? ""} ${c.url} -> ${await send(request, c)}`).toBe(`${c.host ?? ""} ${c.url} -> 400`);
  // The same pages with well-formed input still work.
  expect(await send(request, { url: `${ORIGIN}/store/demo/products?search=mug%25`, malformed: false })).toBe(200);
  expect(await send(request, { url: `${ORIGIN}/`, host: `demo.localhost:${PORT}`, malformed: false })).toBe(200);
});

test("600 generated hostile paths and queries: no 5xx anywhere, malformed ones 400", async ({ request }) => {
  const cases = generate(20261125, 600);
  const failures: string[] = [];
  let malformed = 0;
  // A few at a time: the point is the answers, not load.
  for (let i = 0; i < cases.length; i += 6) {
    const batch = cases.slice(i, i + 6);
    const statuses = await Promise.all(batch.map((c) => send(request, c)));
    batch.forEach((c, j) => {
      const s = statuses[j];
      if (c.malformed) malformed++;
      if (s >= 500 || (c.malformed && s !== 400)) failures.push(`${s} ${c.host ? `[Host ${c.host}] ` : ""}${c.url.slice(0, 200)}`);
    });
  }
  expect(malformed).toBeGreaterThan(150);
  expect(failures).toEqual([]);
});
