import { describe, expect, it } from "vitest";
import { TOTP, URI } from "otpauth";
import { checkCode, codeAt, newRecoveryCode, newTotpSecret, normalizeRecoveryCode, otpauthUrl, RECOVERY_CODE_COUNT, stepAt } from "./totp";

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890" in ASCII), as base32.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const T0 = Date.UTC(2026, 10, 28, 10, 0, 0); // a step boundary (a multiple of 30 s)

describe("TOTP (RFC 6238)", () => {
  it("computes the RFC's test vectors (the last six digits of the 8-digit values)", () => {
    expect(codeAt(RFC_SECRET, 59_000)).toBe("287082");
    expect(codeAt(RFC_SECRET, 1_111_111_109_000)).toBe("081804");
    expect(codeAt(RFC_SECRET, 1_234_567_890_000)).toBe("005924");
    expect(codeAt(RFC_SECRET, 2_000_000_000_000)).toBe("279037");
  });

  it("gives an otpauth:// URL from which an authenticator computes the same codes", () => {
    const secret = newTotpSecret();
    const raw = otpauthUrl(secret, "owner@example.com", "StoreBuilder");
    const url = new URL(raw);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("issuer")).toBe("StoreBuilder");
    expect(decodeURIComponent(url.pathname)).toContain("owner@example.com");
    // What an app does with the scanned QR code: parse the URL, compute the code of now.
    const app = URI.parse(raw) as TOTP;
    expect(app.generate({ timestamp: T0 })).toBe(codeAt(secret, T0));
  });
});

describe("the window: the current step and one either side", () => {
  const secret = newTotpSecret();
  const now = T0 + 10_000; // 10 s into a step

  it("accepts the codes of the previous, current and next step, and says which step each answers", () => {
    expect(checkCode(secret, codeAt(secret, now - 30_000), null, now)).toEqual({ ok: true, step: stepAt(now) - 1 });
    expect(checkCode(secret, codeAt(secret, now), null, now)).toEqual({ ok: true, step: stepAt(now) });
    expect(checkCode(secret, codeAt(secret, now + 30_000), null, now)).toEqual({ ok: true, step: stepAt(now) + 1 });
  });

  it("refuses codes two steps away, another secret's code and anything that is not six digits", () => {
    expect(checkCode(secret, codeAt(secret, now - 60_000), null, now)).toEqual({ ok: false, reason: "wrong" });
    expect(checkCode(secret, codeAt(secret, now + 60_000), null, now)).toEqual({ ok: false, reason: "wrong" });
    expect(checkCode(secret, codeAt(newTotpSecret(), now), null, now).ok).toBe(false);
    for (const bad of ["", "12345", "1234567", "abcdef", "12 34 5"]) expect(checkCode(secret, bad, null, now)).toEqual({ ok: false, reason: "wrong" });
  });

  it("takes a code typed with a space in the middle, as apps show it", () => {
    const c = codeAt(secret, now);
    expect(checkCode(secret, `${c.slice(0, 3)} ${c.slice(3)}`, null, now).ok).toBe(true);
  });
});

describe("replay: a code is accepted once", () => {
  const secret = newTotpSecret();
  const now = T0 + 5_000;

  it("refuses the same code again once its step is the last accepted, for as long as it stays in the window", () => {
    const code = codeAt(secret, now);
    const first = checkCode(secret, code, null, now);
    expect(first.ok).toBe(true);
    const last = first.ok ? first.step : -1;
    expect(checkCode(secret, code, last, now)).toEqual({ ok: false, reason: "replayed" });
    expect(checkCode(secret, code, last, now + 29_000)).toEqual({ ok: false, reason: "replayed" });
    // A step later it is simply the previous step's code: still inside the window, still refused.
    expect(checkCode(secret, code, last, now + 30_000)).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses an older code still in the window after a newer one was accepted, and takes the next step's", () => {
    const last = stepAt(now);
    expect(checkCode(secret, codeAt(secret, now - 30_000), last, now)).toEqual({ ok: false, reason: "replayed" });
    expect(checkCode(secret, codeAt(secret, now + 30_000), last, now)).toEqual({ ok: true, step: last + 1 });
    expect(checkCode(secret, codeAt(secret, now + 30_000), last, now + 30_000)).toEqual({ ok: true, step: last + 1 });
  });
});

describe("recovery codes", () => {
  it("are ten distinct 12-character codes of an alphabet without look-alikes, compared without case or dashes", () => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
    expect(normalizeRecoveryCode(" ABCD-efgh jkmn ")).toBe("abcdefghjkmn");
  });
});
