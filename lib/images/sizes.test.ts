import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, isResizable, resizedUrl, responsive, widthsFor } from "./sizes";

describe("resized images", () => {
  it("resizes our raster uploads only", () => {
    expect(isResizable("/uploads/abc/def.jpg")).toBe(true);
    expect(isResizable("/uploads/abc/def.JPEG")).toBe(true);
    expect(isResizable("/uploads/abc/def.webp")).toBe(true);
    expect(isResizable("/uploads/abc/def.svg")).toBe(false);
    expect(isResizable("/uploads/abc/def.gif")).toBe(false);
    expect(isResizable("/assets/demo/mug.svg")).toBe(false);
    expect(isResizable("https://bucket.s3.amazonaws.com/uploads/a.jpg")).toBe(false);
    expect(isResizable("data:image/png;base64,AAAA")).toBe(false);
    expect(isResizable("/uploads/a.jpg?x=1")).toBe(false);
  });

  it("offers widths from half to twice the shown width, each one the optimizer makes", () => {
    expect(widthsFor(48)).toEqual([64, 128]);
    expect(widthsFor(400)).toEqual([256, 384, 640, 828]);
    expect(widthsFor(1600)).toEqual([828, 1080, 1200, 1920]);
    for (const shown of [16, 48, 80, 128, 208, 400, 640, 1600, 4000]) for (const w of widthsFor(shown)) expect(IMAGE_WIDTHS).toContain(w);
  });

  it("builds the optimizer's URLs, the largest as the fallback src", () => {
    expect(resizedUrl("/uploads/a b.jpg", 640)).toBe("/_next/image?url=%2Fuploads%2Fa%20b.jpg&w=640&q=75");
    const r = responsive("/uploads/k/p.png", 48);
    expect(r.src).toBe("/_next/image?url=%2Fuploads%2Fk%2Fp.png&w=128&q=75");
    expect(r.srcSet).toBe("/_next/image?url=%2Fuploads%2Fk%2Fp.png&w=64&q=75 64w, /_next/image?url=%2Fuploads%2Fk%2Fp.png&w=128&q=75 128w");
    expect(responsive("/assets/demo/mug.svg", 400)).toEqual({ src: "/assets/demo/mug.svg" });
  });
});
