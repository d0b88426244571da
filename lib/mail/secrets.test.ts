import { describe, expect, it } from "vitest";
import { forReaders, hideSecrets } from "./secrets";

const url = "http://demo.localhost:3000/customer/reset-password?token=abcDEF123_-x";
const html = `<a href="${url}">Choose</a><p>Or open <a href="${url}">${url}</a></p><a href="http://demo.localhost:3000/">Demo</a>`;

describe("secrets in the outbox copy", () => {
  it("hides a secret kind's link and token, keeps other links", () => {
    const out = hideSecrets("password-reset", html, [url, "abcDEF123_-x"]);
    expect(out).not.toContain("token=");
    expect(out).not.toContain("abcDEF123_-x");
    expect(out).toContain("reset link — hidden");
    expect(out).toContain('href="http://demo.localhost:3000/"');
  });

  it("a listed kind whose renderer named no secret still has its query links hidden", () => {
    const out = hideSecrets("gift-card", `Your code: see ${url.replace("token", "code")} now`, []);
    expect(out).toBe("Your code: see gift card code — hidden now");
  });

  it("a kind that carries no secret is left as it is", () => {
    expect(hideSecrets("order-confirmation", html, [])).toBe(html);
  });

  it("rows written before the rule (token in the body and payload) are hidden for readers", () => {
    const legacy = { kind: "password-reset", payload: { token: "abcDEF123_-x" } };
    expect(forReaders(legacy, `Open ${url} [redacted]`)).toBe("Open reset link — hidden [redacted]");
    expect(forReaders(legacy, null)).toBeNull();
    expect(forReaders({ kind: "shipped", payload: {} }, `Track ${url}`)).toBe(`Track ${url}`);
  });
});
