import { describe, expect, it } from "vitest";
import { isAllowedImageUrl } from "./validation";

describe("isAllowedImageUrl", () => {
  it("accepts files the app serves and http(s) URLs", () => {
    for (const u of ["/uploads/t1/abc.png", "/assets/demo/cat-mugs.svg", "https://cdn.example.com/a.jpg", "http://x.test/a.png"]) {
      expect(isAllowedImageUrl(u), u).toBe(true);
    }
  });
  it("refuses other schemes, traversal and other paths", () => {
    for (const u of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "/uploads/../etc/passwd", "/api/x", "/uploads/a b.png", "ftp://x/a.png", ""]) {
      expect(isAllowedImageUrl(u), u).toBe(false);
    }
  });
});
