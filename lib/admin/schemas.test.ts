import { describe, expect, it } from "vitest";
import { zodFieldErrors } from "@/lib/errors";
import { createTenantWithOwnerSchema, isOverdue } from "./schemas";

const valid = {
  name: "Acme",
  slug: "acme",
  subdomain: "acme",
  description: "",
  ownerEmail: "Owner@Acme.com",
  ownerPassword: "secret1",
  ownerFirstName: "Ada",
  ownerLastName: "Lovelace",
};

function errorsOf(input: unknown) {
  const r = createTenantWithOwnerSchema.safeParse(input);
  return r.success ? {} : zodFieldErrors(r.error);
}

describe("create-tenant form", () => {
  it("accepts a valid store and normalises it", () => {
    const r = createTenantWithOwnerSchema.parse(valid);
    expect(r).toMatchObject({ ownerEmail: "owner@acme.com", description: null });
  });
  it("gives the form's documented messages", () => {
    expect(errorsOf({ ...valid, name: " ", slug: "", subdomain: "", ownerFirstName: "", ownerLastName: "" })).toEqual({
      name: "Store name is required",
      slug: "Store slug is required",
      subdomain: "Subdomain is required",
      ownerFirstName: "First name is required",
      ownerLastName: "Last name is required",
    });
    expect(errorsOf({ ...valid, slug: "Acme Shop", subdomain: "x".repeat(64) })).toEqual({
      slug: "Slug must contain only lowercase letters, numbers, and hyphens",
      subdomain: "Subdomain must be 63 characters or less",
    });
    expect(errorsOf({ ...valid, ownerEmail: "nope", ownerPassword: "12345" })).toEqual({
      ownerEmail: "Please enter a valid email",
      ownerPassword: "Password must be at least 6 characters",
    });
  });
  it("keeps the subdomain equal to the slug (stores are resolved by it)", () => {
    expect(errorsOf({ ...valid, subdomain: "other" })).toEqual({ subdomain: "Subdomain must match the store slug" });
  });
});

describe("isOverdue", () => {
  const now = new Date("2026-05-10T00:00:00Z");
  it("is true only for dates in the past", () => {
    expect(isOverdue("2026-05-09T23:59:59Z", now)).toBe(true);
    expect(isOverdue("2026-05-11T00:00:00Z", now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});
