import { describe, expect, it } from "vitest";
import type { DiscountDto } from "@/lib/discounts/schemas";
import { discountFormErrors, discountToForm, emptyDiscountForm, formFieldOf, formToBody, fromLocalInput, toLocalInput, type DiscountFormValues } from "./form-values";

const P1 = "00000000-0000-4000-8000-000000000001";
const C1 = "00000000-0000-4000-8000-000000000002";

const form = (over: Partial<DiscountFormValues> = {}): DiscountFormValues => ({ ...emptyDiscountForm(new Date(2026, 10, 25, 9, 30)), ...over });

const stored: DiscountDto = {
  id: "d1",
  code: "SAVE10",
  title: null,
  type: "percentage",
  value: "10.00",
  appliesTo: { productIds: [], collectionIds: [C1], categoryIds: [] },
  minSubtotal: "500.00",
  minQuantity: null,
  startsAt: "2026-11-25T04:00:00.000Z",
  endsAt: null,
  usageLimit: 3,
  oncePerCustomer: true,
  firstOrderOnly: false,
  customerSegmentIds: [],
  automatic: false,
  combinesWithCode: false,
  isActive: true,
  timesUsed: 0,
  status: "active",
  createdAt: "2026-11-25T04:00:00.000Z",
  updatedAt: "2026-11-25T04:00:00.000Z",
};

describe("datetime-local in the browser's time zone", () => {
  it("round-trips an instant through the input's value", () => {
    const local = new Date(2026, 11, 31, 23, 45);
    expect(toLocalInput(local)).toBe("2026-12-31T23:45");
    expect(fromLocalInput("2026-12-31T23:45")).toBe(local.toISOString());
    expect(toLocalInput(fromLocalInput("2027-01-02T07:05"))).toBe("2027-01-02T07:05");
  });
  it("reads empty and nonsense as none", () => {
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("nope")).toBe("");
    expect(fromLocalInput("")).toBe("");
    expect(fromLocalInput("tomorrow")).toBe("");
  });
});

describe("the body sent to /api/discounts", () => {
  it("sends SAVE10: 10% off, minimum ₹500, 3 uses, the whole order", () => {
    const body = formToBody(form({ code: " SAVE10 ", value: "10", requirement: "subtotal", minSubtotal: "500", limitUses: true, usageLimit: "3" }));
    expect(body).toEqual({
      code: "SAVE10",
      title: null,
      type: "percentage",
      value: "10",
      appliesTo: { productIds: [], collectionIds: [], categoryIds: [] },
      minSubtotal: "500",
      minQuantity: null,
      usageLimit: "3",
      oncePerCustomer: false,
      firstOrderOnly: false,
      customerSegmentIds: [],
      automatic: false,
      combinesWithCode: false,
      startsAt: new Date(2026, 10, 25, 9, 30).toISOString(),
      endsAt: null,
      isActive: true,
    });
    expect(discountFormErrors(form({ code: "SAVE10", value: "10", requirement: "subtotal", minSubtotal: "500", limitUses: true, usageLimit: "3" }))).toEqual({});
  });

  it("clears what the form hides: the other kinds' lists, an unchosen minimum, the code of an automatic discount", () => {
    const body = formToBody(
      form({ method: "automatic", code: "OLD", title: "Diwali", type: "free_shipping", value: "5", appliesToMode: "collections", productIds: [P1], collectionIds: [C1], requirement: "none", minSubtotal: "500", limitUses: false, usageLimit: "9", combinesWithCode: true }),
    );
    expect(body.code).toBeNull();
    expect(body.automatic).toBe(true);
    expect(body.combinesWithCode).toBe(true);
    expect("value" in body).toBe(false);
    expect(body.appliesTo).toEqual({ productIds: [], collectionIds: [C1], categoryIds: [] });
    expect(body.minSubtotal).toBeNull();
    expect(body.usageLimit).toBeNull();
    // A code never "combines with codes".
    expect(formToBody(form({ code: "X12", combinesWithCode: true })).combinesWithCode).toBe(false);
  });

  it("sends the end only when one is set", () => {
    expect(formToBody(form({ hasEnd: false, endsAt: "2026-12-01T00:00" })).endsAt).toBeNull();
    expect(formToBody(form({ hasEnd: true, endsAt: "2026-12-01T00:00" })).endsAt).toBe(new Date(2026, 11, 1).toISOString());
    expect(formToBody(form({ startsAt: "" })).startsAt).toBeNull();
  });

  it("fills the form from a stored discount and sends it back unchanged", () => {
    const v = discountToForm(stored);
    expect(v).toMatchObject({ method: "code", code: "SAVE10", value: "10", appliesToMode: "collections", requirement: "subtotal", minSubtotal: "500.00", limitUses: true, usageLimit: "3", oncePerCustomer: true, hasEnd: false });
    expect(v.startsAt).toBe(toLocalInput(new Date("2026-11-25T04:00:00.000Z")));
    const body = formToBody(v);
    expect(body).toMatchObject({ code: "SAVE10", value: "10", minSubtotal: "500.00", usageLimit: "3", appliesTo: { collectionIds: [C1] }, startsAt: "2026-11-25T04:00:00.000Z" });
    expect(discountToForm({ ...stored, type: "free_shipping", value: "0.00", minSubtotal: null, minQuantity: 2, usageLimit: null })).toMatchObject({ value: "", requirement: "quantity", minQuantity: "2", limitUses: false, usageLimit: "" });
  });
});

describe("the form's errors", () => {
  it("uses the server's rules and messages", () => {
    expect(discountFormErrors(form({ code: "SAVE10", value: "150" }))).toEqual({ value: "A percentage is more than 0 and at most 100" });
    expect(discountFormErrors(form({ code: "no spaces", value: "10" })).code).toBe("Use 3 to 40 letters, digits, dashes or underscores");
    expect(discountFormErrors(form({ method: "automatic", value: "10" }))).toEqual({ title: "Give the automatic discount a title shoppers will see" });
    expect(discountFormErrors(form({ code: "SAVE10", value: "10", hasEnd: true, startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" }))).toEqual({ endsAt: "The end must be after the start" });
    expect(discountFormErrors(form({ code: "SAVE10", value: "10", requirement: "quantity", minQuantity: "2.5" })).minQuantity).toBe("Minimum quantity must be a whole number");
  });

  it("asks for what an option needs", () => {
    const e = discountFormErrors(form({ code: "", value: "", appliesToMode: "products", requirement: "subtotal", limitUses: true, hasEnd: true }));
    expect(Object.keys(e).sort()).toEqual(["code", "endsAt", "minSubtotal", "productIds", "usageLimit", "value"]);
    expect(e.productIds).toBe("Choose at least one product");
    expect(e.value).toBe("Enter a percentage");
    expect(discountFormErrors(form({ code: "TENOFF", type: "fixed", value: " " })).value).toBe("Enter an amount");
    expect(discountFormErrors(form({ code: "FREESHIP", type: "free_shipping" }))).toEqual({});
  });

  it("puts a server path on the field that shows it", () => {
    expect(formFieldOf("appliesTo.productIds")).toBe("productIds");
    expect(formFieldOf("code")).toBe("code");
    expect(formFieldOf("appliesTo")).toBeNull();
    expect(formFieldOf("tenantId")).toBeNull();
  });
});
