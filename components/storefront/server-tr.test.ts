import { describe, expect, it } from "vitest";
import { serverTr } from "./server-tr";

describe("serverTr (record 0162)", () => {
  it("reads namespace.key in the page's language, English where the language has none", () => {
    expect(serverTr("en")("catalog.card.sale")).toBe("Sale");
    expect(serverTr("hi")("catalog.card.sale")).toBe("सेल");
    expect(serverTr("en")("common.footer.copyright", { year: "2026", name: "Demo" })).toBe("© 2026 Demo. All rights reserved.");
    expect(serverTr("en")("catalog.listing.count", { count: 1 })).toBe("1 Product(s)");
    expect(serverTr("ar")("catalog.listing.count", { count: 2 })).toBe("منتجان");
    // A language the catalogs do not ship reads English.
    expect(serverTr("ja")("catalog.product.addToCart")).toBe("Add to Cart");
  });
});
