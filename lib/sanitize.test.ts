import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText } from "./sanitize";

describe("sanitizeRichText", () => {
  it("keeps the editor's formatting", () => {
    const html = '<h2>Care</h2><p><strong>Soft</strong> and <em>light</em></p><ul><li>One</li></ul><a href="https://x.io">x</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });
  it("drops scripts, event handlers and javascript: URLs", () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe><style>*{}</style>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(out).toContain("<p>Hi</p>");
  });
  it("adds rel=noopener to links opening a new tab", () => {
    expect(sanitizeRichText('<a href="https://x.io" target="_blank">x</a>')).toBe('<a href="https://x.io" target="_blank" rel="noopener noreferrer">x</a>');
  });
  it("turns HTML into text", () => {
    expect(htmlToText("<p>Hello <b>world</b></p><script>x()</script>")).toBe("Hello world");
    expect(sanitizeRichText(null)).toBe("");
  });
});
