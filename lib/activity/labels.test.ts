import { describe, expect, it } from "vitest";
import { actorLabel, changeLine } from "./labels";

describe("activity labels", () => {
  it("names the actor by name and e-mail, else by kind", () => {
    expect(actorLabel({ type: "staff", email: "packer@example.com", name: "Pat Packer" })).toBe("Pat Packer (packer@example.com)");
    expect(actorLabel({ type: "owner", email: "o@example.com" })).toBe("o@example.com");
    expect(actorLabel({ type: "system" })).toBe("System");
  });
  it("shows a change as before → after, a secret as changed", () => {
    expect(changeLine("price", ["10.00", "12.00"])).toBe("price: 10.00 → 12.00");
    expect(changeLine("categoryId", [null, "c1"])).toBe("categoryId: — → c1");
    expect(changeLine("tags", [["a"], ["a", "b"]])).toBe('tags: ["a"] → ["a","b"]');
    expect(changeLine("stripeSecretKey", "changed")).toBe("stripeSecretKey: changed");
  });
});
