import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "@/lib/env";
import { absoluteAsset, canonicalUrl, jsonLdString, metaDescription, productJsonLd, robotsTxt, sitemapXml, storeOrigin, urlSettingsFrom } from "./seo";
import type { StoreProductDetail } from "./schemas";

describe("storeOrigin", () => {
  it("uses the subdomain of the platform, http on localhost", () => {
    expect(storeOrigin({ slug: "demo", customDomain: null }, { rootDomain: "localhost" })).toBe("http://demo.localhost");
    expect(storeOrigin({ slug: "demo", customDomain: null }, { rootDomain: "localhost", port: 3000 })).toBe("http://demo.localhost:3000");
  });
  it("uses https elsewhere and prefers the custom domain", () => {
    expect(storeOrigin({ slug: "demo", customDomain: null }, { rootDomain: "shops.example.com" })).toBe("https://demo.shops.example.com");
    expect(storeOrigin({ slug: "demo", customDomain: "shop.acme.in" }, { rootDomain: "shops.example.com", port: 443 })).toBe("https://shop.acme.in");
  });
  it("builds canonical URLs", () => {
    expect(canonicalUrl("https://a.b", "/")).toBe("https://a.b/");
    expect(canonicalUrl("https://a.b", "product/x")).toBe("https://a.b/product/x");
  });
});

describe("absolute URLs from the environment (npm run demo sets PUBLIC_PORT from PORT)", () => {
  const saved = { ...process.env };
  beforeEach(() => resetEnvCache());
  afterEach(() => {
    for (const k of ["ROOT_DOMAIN", "PUBLIC_PORT", "PUBLIC_PROTOCOL"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    resetEnvCache();
  });
  const origin = (env: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvCache();
    return storeOrigin({ slug: "demo", customDomain: null }, urlSettingsFrom(getEnv()));
  };

  it("carries the demo's port into canonical, og:image, sitemap and robots URLs", () => {
    const o = origin({ ROOT_DOMAIN: "localhost", PUBLIC_PORT: "3641", PUBLIC_PROTOCOL: undefined });
    expect(o).toBe("http://demo.localhost:3641");
    expect(canonicalUrl(o, "/product/mug")).toBe("http://demo.localhost:3641/product/mug");
    expect(absoluteAsset(o, "/assets/demo/mug.svg")).toBe("http://demo.localhost:3641/assets/demo/mug.svg");
    expect(sitemapXml([{ url: canonicalUrl(o, "/") }])).toContain("<loc>http://demo.localhost:3641/</loc>");
    expect(robotsTxt(o)).toContain("Sitemap: http://demo.localhost:3641/sitemap.xml");
  });
  it("leaves the port out when none is set or it is the scheme's default", () => {
    expect(origin({ ROOT_DOMAIN: "localhost", PUBLIC_PORT: undefined, PUBLIC_PROTOCOL: undefined })).toBe("http://demo.localhost");
    expect(origin({ ROOT_DOMAIN: "localhost", PUBLIC_PORT: "", PUBLIC_PROTOCOL: undefined })).toBe("http://demo.localhost");
    expect(origin({ ROOT_DOMAIN: "shops.example.com", PUBLIC_PORT: "443", PUBLIC_PROTOCOL: undefined })).toBe("https://demo.shops.example.com");
    expect(origin({ ROOT_DOMAIN: "shops.example.com", PUBLIC_PORT: "8443", PUBLIC_PROTOCOL: "https" })).toBe("https://demo.shops.example.com:8443");
    expect(origin({ ROOT_DOMAIN: "localhost", PUBLIC_PORT: "80", PUBLIC_PROTOCOL: "http" })).toBe("http://demo.localhost");
  });
  it("takes the port off a ROOT_DOMAIN written with one, so a port is never doubled", () => {
    expect(origin({ ROOT_DOMAIN: "localhost:3000", PUBLIC_PORT: "3000", PUBLIC_PROTOCOL: undefined })).toBe("http://demo.localhost:3000");
  });
});

describe("metaDescription", () => {
  it("collapses whitespace and cuts long text at a word", () => {
    expect(metaDescription("  a \n b  ")).toBe("a b");
    const d = metaDescription("word ".repeat(100), 50)!;
    expect(d.length).toBeLessThanOrEqual(50);
    expect(d.endsWith("word…")).toBe(true);
    expect(metaDescription("")).toBeUndefined();
  });
});

const detail: StoreProductDetail = {
  id: "1",
  name: "Mug </script><script>alert(1)</script>",
  slug: "mug",
  price: "499.00",
  priceMax: "499.00",
  compareAtPrice: null,
  images: ["/assets/demo/mug.svg", "https://cdn.example.com/mug-2.png"],
  options: [],
  variants: [{ id: "v1", title: "Default Title", options: [], price: "499.00", compareAtPrice: null, sku: "M-1", trackQuantity: true, quantity: 0, image: null }],
  shortDescription: "A mug",
  description: "<p>A mug</p>",
  descriptionText: "A mug",
  quantity: 0,
  trackQuantity: true,
  categoryId: null,
  status: "active",
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  sku: "M-1",
  weight: null,
  weightUnit: "kg",
  tags: [],
  requiresShipping: true,
  seoTitle: null,
  seoDescription: null,
  ratingAverage: null,
  ratingCount: 0,
  ratingCounts: [0, 0, 0, 0, 0],
  reviews: [],
};

describe("productJsonLd", () => {
  it("describes the offer with price, currency and availability", () => {
    const ld = productJsonLd(detail, { url: "https://s.x/product/mug", origin: "https://s.x", currency: "INR", storeName: "S" });
    expect(ld).toMatchObject({
      "@type": "Product",
      sku: "M-1",
      image: ["https://s.x/assets/demo/mug.svg", "https://cdn.example.com/mug-2.png"],
      offers: { price: "499.00", priceCurrency: "INR", availability: "https://schema.org/OutOfStock" },
    });
    expect(productJsonLd({ ...detail, quantity: 3 }, { url: "u", origin: "o", currency: "USD", storeName: "S" })).toMatchObject({
      offers: { availability: "https://schema.org/InStock" },
    });
  });
  it("makes a product with options a ProductGroup with one offer per variant", () => {
    const v = (id: string, size: string, colour: string, price: string, quantity: number) => ({
      id,
      title: `${size} / ${colour}`,
      options: [size, colour],
      price,
      compareAtPrice: null,
      sku: `T-${size}-${colour}`,
      trackQuantity: true,
      quantity,
      image: null,
    });
    const tee: StoreProductDetail = {
      ...detail,
      name: "Tee",
      options: [
        { name: "Size", values: ["M", "L"] },
        { name: "Colour", values: ["Navy"] },
      ],
      variants: [v("a", "M", "Navy", "599.00", 0), v("b", "L", "Navy", "649.00", 4)],
    };
    const ld = productJsonLd(tee, { url: "https://s.x/product/tee", origin: "https://s.x", currency: "INR", storeName: "S" });
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "1",
      variesBy: ["https://schema.org/size", "https://schema.org/color"],
      hasVariant: [
        { "@type": "Product", name: "Tee — M / Navy", sku: "T-M-Navy", size: "M", color: "Navy", offers: { price: "599.00", url: "https://s.x/product/tee?variant=a", availability: "https://schema.org/OutOfStock" } },
        { name: "Tee — L / Navy", size: "L", offers: { price: "649.00", priceCurrency: "INR", availability: "https://schema.org/InStock" } },
      ],
    });
    expect(ld).not.toHaveProperty("offers");
  });
  it("cannot break out of its script element", () => {
    const s = jsonLdString(productJsonLd(detail, { url: "u", origin: "o", currency: "INR", storeName: "S" }));
    expect(s).not.toContain("</script");
    expect(s).not.toContain("<");
    expect(JSON.parse(s).name).toBe(detail.name);
  });
});

describe("sitemap and robots", () => {
  it("escapes URLs in the sitemap", () => {
    const xml = sitemapXml([{ url: "https://s.x/product/a&b", lastModified: "2024-01-01T00:00:00.000Z" }]);
    expect(xml).toContain("<loc>https://s.x/product/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2024-01-01T00:00:00.000Z</lastmod>");
  });
  it("points robots at the sitemap and closes private areas", () => {
    const txt = robotsTxt("https://s.x");
    expect(txt).toContain("Sitemap: https://s.x/sitemap.xml");
    expect(txt).toContain("Disallow: /checkout");
    expect(txt).toContain("Disallow: /api/");
  });
});

describe("productJsonLd reviews (record 0157)", () => {
  const opts = { url: "https://s.x/product/mug", origin: "https://s.x", currency: "INR", storeName: "S" };
  it("has no AggregateRating without a published review", () => {
    expect(productJsonLd(detail, opts)).not.toHaveProperty("aggregateRating");
  });
  it("has AggregateRating and the reviews once one is published", () => {
    const review = { id: "r1", rating: 4, title: "Good", body: "Nice mug", name: "Ola B.", verified: true, reply: null, createdAt: "2026-01-02T10:00:00.000Z" };
    const ld = productJsonLd({ ...detail, ratingAverage: "4.00", ratingCount: 1, ratingCounts: [0, 0, 0, 1, 0], reviews: [review] }, opts) as Record<string, unknown>;
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "4.00", reviewCount: 1 });
    expect(ld.review).toMatchObject([{ "@type": "Review", reviewRating: { ratingValue: 4 }, author: { name: "Ola B." } }]);
  });
});
