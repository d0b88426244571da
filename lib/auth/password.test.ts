import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { burnPasswordCheck, hashPassword } from "./password";

afterEach(() => {
  delete process.env.BCRYPT_COST;
  resetEnvCache();
  vi.restoreAllMocks();
});

describe("an unknown address's password check", () => {
  it("compares against a hash of the configured cost, as a known account's check does", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    for (const cost of ["4", "5"]) {
      process.env.BCRYPT_COST = cost;
      resetEnvCache();
      const real = await hashPassword("secret");
      await burnPasswordCheck("guess");
      const dummy = String(compare.mock.calls.at(-1)?.[1]);
      expect(bcrypt.getRounds(dummy)).toBe(bcrypt.getRounds(real));
      expect(bcrypt.getRounds(dummy)).toBe(Number(cost));
    }
  });
});
