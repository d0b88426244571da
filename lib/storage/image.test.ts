import { describe, expect, it } from "vitest";
import { contentTypeFor, sniffImage, svgProblem } from "./image";
import { sanitizeSvg } from "./svg";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImage (by content, not name)", () => {
  it("recognises PNG, JPEG, GIF and WebP by their magic bytes", () => {
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toMatchObject({ ok: true, kind: { ext: "png", contentType: "image/png" } });
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toMatchObject({ ok: true, kind: { ext: "jpg", contentType: "image/jpeg" } });
    expect(sniffImage(text("GIF89a......"))).toMatchObject({ ok: true, kind: { ext: "gif" } });
    expect(sniffImage(text("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toMatchObject({ ok: true, kind: { ext: "webp" } });
  });

  it("refuses HTML, text, PDFs and truncated signatures", () => {
    for (const b of [text("<html><script>alert(1)</script></html>"), text("hello"), text("%PDF-1.7"), bytes(0x89, 0x50, 0x4e), text("RIFF0000WAVE"), new Uint8Array()]) {
      expect(sniffImage(b)).toMatchObject({ ok: false, reason: "not_image" });
    }
  });

  it("accepts a plain SVG (with declaration, comment, doctype and #references)", () => {
    const svg = `\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>`;
    expect(sniffImage(text(svg))).toMatchObject({ ok: true, kind: { ext: "svg", contentType: "image/svg+xml" } });
  });

  it("refuses SVGs with active content or external references", () => {
    const cases = [
      `<svg><script>alert(1)</script></svg>`,
      `<svg onload="alert(1)"></svg>`,
      `<svg><a href="javascript:alert(1)"><text>x</text></a></svg>`,
      `<svg><foreignObject><div>x</div></foreignObject></svg>`,
      `<svg><image href="https://evil.example/track.png"/></svg>`,
      `<svg><image xlink:href="data:image/png;base64,AAAA"/></svg>`,
      `<svg><rect style="fill:url(https://evil.example/x)"/></svg>`,
      `<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>`,
      `<svg><set attributeName="href" to="#x"/></svg>`,
      `<svg><style>@import url(x.css);</style></svg>`,
    ];
    for (const c of cases) expect(sniffImage(text(c)).ok, c).toBe(false);
    expect(svgProblem(`<svg onload="x">`)).toBe("event handlers");
  });

  it("refuses text that is not an SVG document", () => {
    expect(sniffImage(text(`<html><svg></svg></html>`))).toMatchObject({ ok: false, reason: "not_image" });
    expect(sniffImage(bytes(0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67))).toMatchObject({ ok: false, reason: "not_image" });
  });
});

describe("contentTypeFor", () => {
  it("maps served extensions only", () => {
    expect(contentTypeFor("a.PNG")).toBe("image/png");
    expect(contentTypeFor("a.jpeg")).toBe("image/jpeg");
    expect(contentTypeFor("a.svg")).toBe("image/svg+xml");
    expect(contentTypeFor("a.html")).toBeNull();
    expect(contentTypeFor("noext")).toBeNull();
  });
});

describe("SVG sanitising", () => {
  const payload = `<svg xmlns="http://www.w3.org/2000/svg"><a href="#x"><animate attributeName="h&#114;ef" values="jav&#x61;script:alert(document.domain)" begin="0s"/><text x="10" y="20">Click</text></a></svg>`;

  it("refuses the entity-encoded animate/href trick", () => {
    expect(sniffImage(text(payload))).toMatchObject({ ok: false, reason: "unsafe_svg" });
    expect(sanitizeSvg(payload).ok).toBe(false);
  });

  it("refuses other encodings of active content", () => {
    for (const svg of [
      `<svg><set attributeName="href" to="#x"/></svg>`,
      `<svg><a xlink:href="&#106;avascript:alert(1)"><text>x</text></a></svg>`,
      `<svg><a href="java\tscript:alert(1)"><text>x</text></a></svg>`,
      `<svg><rect style="fill:url(https://evil.example/x)"/></svg>`,
      `<svg><image href="https://evil.example/x.png"/></svg>`,
    ]) {
      expect(sanitizeSvg(svg), svg).toMatchObject({ ok: false });
    }
  });

  it("stores a rebuilt document: only drawing elements and presentation attributes survive", () => {
    const r = sanitizeSvg(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" data-x="1"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" width="10" height="10" style="x"/><use href="#g"/><text>A &amp; B</text></svg>`,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.svg).toContain('viewBox="0 0 10 10"');
    expect(r.svg).toContain("<linearGradient");
    expect(r.svg).toContain('href="#g"');
    expect(r.svg).not.toContain("data-x");
    expect(r.svg).not.toContain("style=");
    // The structure is kept: every child stays inside its parent (a self-closed "<svg />" drew nothing).
    expect(r.svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"></stop></linearGradient></defs><rect fill="url(#g)" width="10" height="10"></rect><use href="#g"></use><text>A &amp; B</text></svg>',
    );
    const sniffed = sniffImage(text(`<svg xmlns="http://www.w3.org/2000/svg"><metadata>x</metadata><rect width="1" height="1"/></svg>`));
    expect(sniffed).toMatchObject({ ok: true });
    if (sniffed.ok) expect(new TextDecoder().decode(sniffed.bytes)).toContain("<rect");
  });
});
