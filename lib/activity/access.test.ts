import { describe, expect, it } from "vitest";
import { mayReadActivity } from "./access";

const member = (...permissions: ("staff" | "orders" | "products" | "content")[]) => ({ kind: "member" as const, role: "staff" as const, permissions });

describe("who reads which activity", () => {
  it("the owner, the admin and staff with `staff` read the whole log", () => {
    expect(mayReadActivity({ kind: "member", role: "owner", permissions: [] }, {})).toBe(true);
    expect(mayReadActivity({ kind: "admin" }, {})).toBe(true);
    expect(mayReadActivity(member("staff"), { actorId: "x" } as never)).toBe(true);
  });

  it("orders reads one order's entries, products one product's, nothing else", () => {
    expect(mayReadActivity(member("orders"), { resourceType: "order", resourceId: "o1" })).toBe(true);
    expect(mayReadActivity(member("orders"), { resourceType: "order" })).toBe(false);
    expect(mayReadActivity(member("orders"), { resourceType: "product", resourceId: "p1" })).toBe(false);
    expect(mayReadActivity(member("products"), { resourceType: "product", resourceId: "p1" })).toBe(true);
    expect(mayReadActivity(member("products"), {})).toBe(false);
    expect(mayReadActivity(member("content"), { resourceType: "page", resourceId: "x" })).toBe(false);
    expect(mayReadActivity(null, { resourceType: "order", resourceId: "o1" })).toBe(false);
  });
});
