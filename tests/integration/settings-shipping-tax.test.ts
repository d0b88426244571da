import { beforeAll, describe, expect, it } from "vitest";
import { POST as calculateShipping } from "@/app/api/calculate-shipping/route";
import { POST as calculateTax } from "@/app/api/calculate-tax/route";
import { PATCH as patchProduct } from "@/app/api/products/[id]/route";
import { GET as listProducts } from "@/app/api/products/route";
import { DELETE as deleteTier, PATCH as patchTier } from "@/app/api/shipping-tiers/[id]/route";
import { GET as listTiers, POST as createTier } from "@/app/api/shipping-tiers/route";
import { DELETE as deleteRule } from "@/app/api/tax-rules/[id]/route";
import { GET as listRules, POST as createRule } from "@/app/api/tax-rules/route";
import { GET as getTenant } from "@/app/api/tenant/route";
import { GET as getTaxSettings, PATCH as patchTaxSettings } from "@/app/api/tenants/[id]/tax-settings/route";
import { fromMinor, toMinor } from "@/lib/money";
import { setupTestDatabase } from "./helpers/db";
import { signInCustomer, signInStaff } from "./helpers/auth";
import { TestClient } from "./helpers/http";

setupTestDatabase();

const DEMO = "demo.localhost:3000";
const GADGETS = "gadgets.localhost:3000";

type Tier = { id: string; name: string; shippingType: string; pricingType: string; fixedPrice: string | null; freeAbove: string | null; priceRanges: { from: string; to: string | null; price: string }[]; countries: string[]; isActive: boolean; deliveryTime: string | null };
type Rule = { id: string; name: string; levels?: { level: number; labelName: string; taxRate: string; country: string | null; state: string | null; applyToAllCountries: boolean; applyToAllStates: boolean }[] };

let owner: TestClient;
let anon: TestClient;
let customer: TestClient;
/** gadgets' owner signed in on the root host, reaching demo in path mode with the same cookie. */
let otherOwner: TestClient;
let demoId: string;
let gadgetsId: string;

beforeAll(async () => {
  owner = await signInStaff(DEMO);
  anon = new TestClient(DEMO);
  customer = await signInCustomer(DEMO);
  otherOwner = await signInStaff("localhost:3000", "owner2@example.com");
  demoId = ((await anon.call(getTenant, { path: "/api/tenant" })).json as { id: string }).id;
  gadgetsId = ((await new TestClient(GADGETS).call(getTenant, { path: "/api/tenant" })).json as { id: string }).id;
});

const tiers = async (type: "domestic" | "international", c = owner) => {
  const r = await c.call(listTiers, { path: `/api/shipping-tiers?shippingType=${type}` });
  expect(r.status).toBe(200);
  return r.json as unknown as Tier[];
};

const quoteShipping = async (orderValue: number, countryCode: string) => {
  const r = await anon.call(calculateShipping, { path: "/api/calculate-shipping", body: { orderValue, countryCode } });
  expect(r.status).toBe(200);
  return r.json as { shippingCost: string; tierName: string | null };
};

describe("shipping tiers API", () => {
  it("lists the store's tiers by type", async () => {
    const dom = await tiers("domestic");
    expect(dom.map((t) => t.name).sort()).toEqual(["Express", "Standard Delivery"]);
    const intl = await tiers("international");
    expect(intl.map((t) => t.name)).toEqual(["International Standard"]);
    expect(dom.find((t) => t.name === "Standard Delivery")).toMatchObject({ pricingType: "fixed", fixedPrice: "49.00", freeAbove: "999.00" });
  });

  it("refuses anonymous (401), customers (403) and another store's owner (403)", async () => {
    expect((await anon.call(listTiers, { path: "/api/shipping-tiers" })).status).toBe(401);
    expect((await customer.call(listTiers, { path: "/api/shipping-tiers" })).status).toBe(403);
    expect((await otherOwner.call(listTiers, { path: "/store/demo/api/shipping-tiers" })).status).toBe(403);
    const body = { name: "Sneaky", shippingType: "domestic", pricingType: "fixed", fixedPrice: "0" };
    expect((await anon.call(createTier, { path: "/api/shipping-tiers", body })).status).toBe(401);
    expect((await customer.call(createTier, { path: "/api/shipping-tiers", body })).status).toBe(403);
    expect((await otherOwner.call(createTier, { path: "/store/demo/api/shipping-tiers", body })).status).toBe(403);
    expect((await tiers("domestic")).some((t) => t.name === "Sneaky")).toBe(false);
  });

  it("validates: name, fixed price, ranges, countries, money", async () => {
    const post = (body: unknown) => owner.call(createTier, { path: "/api/shipping-tiers", body });
    let r = await post({ name: " ", shippingType: "domestic", pricingType: "fixed", fixedPrice: "5" });
    expect(r.status).toBe(400);
    expect(r.json.errors?.name).toBe("Name is required");
    r = await post({ name: "X", shippingType: "domestic", pricingType: "fixed" });
    expect(r.status).toBe(400);
    expect(r.json.errors?.fixedPrice).toBe("Fixed price is required");
    r = await post({ name: "X", shippingType: "domestic", pricingType: "variable", priceRanges: [] });
    expect(r.status).toBe(400);
    expect(r.json.errors?.priceRanges).toBe("Add at least one price range");
    r = await post({ name: "X", shippingType: "domestic", pricingType: "variable", priceRanges: [{ from: "", to: null, price: 3 }] });
    expect(r.status).toBe(400);
    expect(r.json.errors?.["priceRanges.0.from"]).toBe("From is required");
    r = await post({ name: "X", shippingType: "domestic", pricingType: "fixed", fixedPrice: "-1" });
    expect(r.status).toBe(400);
    r = await post({ name: "X", shippingType: "domestic", pricingType: "fixed", fixedPrice: "1.234" });
    expect(r.status).toBe(400);
    r = await post({ name: "X", shippingType: "international", pricingType: "fixed", fixedPrice: "1", countries: ["XX"] });
    expect(r.status).toBe(400);
    r = await post({ name: "X", shippingType: "moon", pricingType: "fixed", fixedPrice: "1" });
    expect(r.status).toBe(400);
    r = await owner.call(createTier, { path: "/api/shipping-tiers", rawBody: "{not json", headers: { "content-type": "application/json" } });
    expect(r.status).toBe(400);
    expect((await tiers("domestic")).length).toBe(2);
  });

  it("a created variable domestic tier drives /api/calculate-shipping; toggling it off restores the old price", async () => {
    expect(await quoteShipping(100, "IN")).toMatchObject({ shippingCost: "49.00" });
    const r = await owner.call(createTier, {
      path: "/api/shipping-tiers",
      body: {
        name: "Local Courier",
        shippingType: "domestic",
        pricingType: "variable",
        priceRanges: [
          { from: 0, to: 200, price: "10" },
          { from: "200", to: null, price: 20 },
        ],
        deliveryTime: "2 days",
        countries: ["US"],
      },
    });
    expect(r.status).toBe(201);
    const tier = r.json as unknown as Tier;
    expect(tier).toMatchObject({ name: "Local Courier", pricingType: "variable", fixedPrice: null, countries: [], isActive: true, deliveryTime: "2 days" });
    expect(tier.priceRanges).toEqual([
      { from: "0.00", to: "200.00", price: "10.00" },
      { from: "200.00", to: null, price: "20.00" },
    ]);
    expect(await quoteShipping(100, "IN")).toEqual(expect.objectContaining({ shippingCost: "10.00", tierName: "Local Courier" }));
    expect(await quoteShipping(300, "IN")).toMatchObject({ shippingCost: "20.00" });

    const off = await owner.call(patchTier, { method: "PATCH", path: `/api/shipping-tiers/${tier.id}`, params: { id: tier.id }, body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.json).toMatchObject({ isActive: false, name: "Local Courier", pricingType: "variable" });
    expect(await quoteShipping(100, "IN")).toMatchObject({ shippingCost: "49.00" });

    // A partial update is checked as a whole: switching to fixed without a price is refused.
    const bad = await owner.call(patchTier, { method: "PATCH", path: `/api/shipping-tiers/${tier.id}`, params: { id: tier.id }, body: { pricingType: "fixed" } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.fixedPrice).toBe("Fixed price is required");
    const fixed = await owner.call(patchTier, {
      method: "PATCH",
      path: `/api/shipping-tiers/${tier.id}`,
      params: { id: tier.id },
      body: { pricingType: "fixed", fixedPrice: 5, freeAbove: "50", isActive: true },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ fixedPrice: "5.00", freeAbove: "50.00", priceRanges: [] });
    expect(await quoteShipping(40, "IN")).toMatchObject({ shippingCost: "5.00" });
    expect(await quoteShipping(60, "IN")).toMatchObject({ shippingCost: "0.00" });

    const del = await owner.call(deleteTier, { method: "DELETE", path: `/api/shipping-tiers/${tier.id}`, params: { id: tier.id } });
    expect(del.status).toBe(200);
    expect((await tiers("domestic")).some((t) => t.id === tier.id)).toBe(false);
    expect(await quoteShipping(100, "IN")).toMatchObject({ shippingCost: "49.00" });
  });

  it("international tiers serve only their countries; [] or ALL means all", async () => {
    expect(await quoteShipping(100, "US")).toMatchObject({ shippingCost: "1499.00" });
    const r = await owner.call(createTier, {
      path: "/api/shipping-tiers",
      body: { name: "US Saver", shippingType: "international", pricingType: "fixed", fixedPrice: "300", countries: ["us", "CA"] },
    });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ countries: ["US", "CA"] });
    expect(await quoteShipping(100, "US")).toMatchObject({ shippingCost: "300.00", tierName: "US Saver" });
    expect(await quoteShipping(100, "GB")).toMatchObject({ shippingCost: "1499.00" });
    const all = await owner.call(createTier, {
      path: "/api/shipping-tiers",
      body: { name: "World", shippingType: "international", pricingType: "fixed", fixedPrice: "999", countries: ["ALL", "US"] },
    });
    expect(all.json).toMatchObject({ countries: ["ALL"] });
    expect(await quoteShipping(100, "GB")).toMatchObject({ shippingCost: "999.00" });
    const empty = await owner.call(createTier, {
      path: "/api/shipping-tiers",
      body: { name: "Everywhere", shippingType: "international", pricingType: "fixed", fixedPrice: "998", countries: [] },
    });
    expect(empty.json).toMatchObject({ countries: ["ALL"] });
    expect(await quoteShipping(100, "JP")).toMatchObject({ shippingCost: "998.00" });
  });

  it("another store's owner can neither change nor delete demo's tier (404), and demo's tier is unchanged", async () => {
    const [tier] = await tiers("international");
    const gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
    const p = await gadgetsOwner.call(patchTier, { method: "PATCH", path: `/api/shipping-tiers/${tier!.id}`, params: { id: tier!.id }, body: { name: "Hacked" } });
    expect(p.status).toBe(404);
    const d = await gadgetsOwner.call(deleteTier, { method: "DELETE", path: `/api/shipping-tiers/${tier!.id}`, params: { id: tier!.id } });
    expect(d.status).toBe(404);
    expect((await tiers("international", gadgetsOwner)).length).toBe(0);
    const after = (await tiers("international")).find((t) => t.id === tier!.id);
    expect(after).toEqual(tier);
    const viaPath = await otherOwner.call(deleteTier, { method: "DELETE", path: `/store/demo/api/shipping-tiers/${tier!.id}`, params: { id: tier!.id } });
    expect(viaPath.status).toBe(403);
    expect((await anon.call(deleteTier, { method: "DELETE", path: `/api/shipping-tiers/${tier!.id}`, params: { id: tier!.id } })).status).toBe(401);
    expect((await customer.call(deleteTier, { method: "DELETE", path: `/api/shipping-tiers/${tier!.id}`, params: { id: tier!.id } })).status).toBe(403);
    const badId = await owner.call(deleteTier, { method: "DELETE", path: "/api/shipping-tiers/nope", params: { id: "nope" } });
    expect(badId.status).toBe(400);
  });
});

describe("tax settings", () => {
  it("reads and saves the settings; invoice formats accept only the four tags; numbers fall back to 1", async () => {
    const g = await owner.call(getTaxSettings, { path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId } });
    expect(g.status).toBe(200);
    expect(g.json).toMatchObject({ homeCountry: "IN", taxEnabled: true, taxationType: "exclusive", invoiceNumberFormat: "IS00{NUMBER}", nextInvoiceNumber: 1 });
    const save = await owner.call(patchTaxSettings, {
      method: "PATCH",
      path: `/api/tenants/${demoId}/tax-settings`,
      params: { id: demoId },
      body: {
        taxEnabled: true,
        taxIdNumber: "29ABCDE1234F1Z5",
        taxationType: "exclusive",
        customInvoiceNumbering: true,
        invoiceNumberFormat: "INV-{YEAR}{MONTH}{DAY}-{NUMBER}",
        nextInvoiceNumber: "abc",
        paidInvoiceNumberFormat: "IS-GST-{MONTH}{YEAR}{NUMBER}",
        nextPaidInvoiceNumber: 42,
        setInvoiceDateOnPayment: true,
        vatEnabled: true,
        vatNumberValidation: true,
        autoTaxExempt: false,
        homeCountryExclusion: true,
      },
    });
    expect(save.status).toBe(200);
    expect(save.json).toMatchObject({ taxIdNumber: "29ABCDE1234F1Z5", nextInvoiceNumber: 1, nextPaidInvoiceNumber: 42, vatEnabled: true, homeCountry: "IN" });
    const bad = await owner.call(patchTaxSettings, {
      method: "PATCH",
      path: `/api/tenants/${demoId}/tax-settings`,
      params: { id: demoId },
      body: { invoiceNumberFormat: "INV-{HOUR}-{NUMBER}" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.invoiceNumberFormat).toBe("Only the tags {YEAR}, {MONTH}, {DAY} and {NUMBER} are allowed");
    const badType = await owner.call(patchTaxSettings, { method: "PATCH", path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId }, body: { taxationType: "sometimes" } });
    expect(badType.status).toBe(400);
  });

  it("is the owner's only: anonymous 401, customer 403, another store 403/404 and nothing changes", async () => {
    const before = (await owner.call(getTaxSettings, { path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId } })).json;
    const body = { taxEnabled: false };
    const at = (c: TestClient, path = `/api/tenants/${demoId}/tax-settings`, id = demoId) => c.call(patchTaxSettings, { method: "PATCH", path, params: { id }, body });
    expect((await at(anon)).status).toBe(401);
    expect((await at(customer)).status).toBe(403);
    expect((await at(otherOwner, `/store/demo/api/tenants/${demoId}/tax-settings`)).status).toBe(403);
    // gadgets' owner on gadgets naming demo's id: not found.
    const gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
    expect((await at(gadgetsOwner)).status).toBe(404);
    // demo's owner naming gadgets' id on demo: not found, gadgets unchanged.
    expect((await at(owner, `/api/tenants/${gadgetsId}/tax-settings`, gadgetsId)).status).toBe(404);
    expect((await owner.call(getTaxSettings, { path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId } })).json).toEqual(before);
  });
});

describe("tax rules", () => {
  const cart = async () => {
    const r = await owner.call(listProducts, { path: "/api/products" });
    const p = (r.json as unknown as { id: string; status: string; price: string; taxRuleId: string | null }[]).find((x) => x.status === "active" && x.taxRuleId);
    return p!;
  };
  const quote = async (productId: string, country: string, state?: string) => {
    const r = await anon.call(calculateTax, { path: "/api/calculate-tax", body: { buyerLocation: { country, state }, cartItems: [{ productId, quantity: 1 }] } });
    expect(r.status).toBe(200);
    return r.json as { taxAmount: string; taxBreakdown: { label: string; rate: number; amount: string }[] };
  };

  it("owner-only: anonymous 401, customer 403, another store's owner 403", async () => {
    const body = { name: "R", levels: [{ level: 1, labelName: "T", taxRate: 1, country: null, applyToAllCountries: true, state: null, applyToAllStates: true }] };
    expect((await anon.call(createRule, { path: "/api/tax-rules", body })).status).toBe(401);
    expect((await customer.call(createRule, { path: "/api/tax-rules", body })).status).toBe(403);
    expect((await otherOwner.call(createRule, { path: "/store/demo/api/tax-rules", body })).status).toBe(403);
    const rules = (await owner.call(listRules, { path: "/api/tax-rules" })).json as unknown as Rule[];
    expect(rules.map((r) => r.name)).toEqual(["GST 18%"]);
  });

  it("validates the name, the levels and the rates", async () => {
    const post = (body: unknown) => owner.call(createRule, { path: "/api/tax-rules", body });
    const level = { level: 1, labelName: "VAT", taxRate: "5", country: "US", applyToAllCountries: false, state: "Georgia", applyToAllStates: false };
    let r = await post({ name: "  ", levels: [level] });
    expect(r.status).toBe(400);
    expect(r.json.errors?.name).toBe("Please enter a rule name");
    r = await post({ name: "No levels", levels: [] });
    expect(r.status).toBe(400);
    expect(r.json.errors?.levels).toBe("Please add at least one tax level (Level 1 or Level 2)");
    r = await post({ name: "Bad", levels: [{ ...level, level: 3 }] });
    expect(r.status).toBe(400);
    r = await post({ name: "Bad", levels: [{ ...level, taxRate: "100.5" }] });
    expect(r.status).toBe(400);
    r = await post({ name: "Bad", levels: [{ ...level, taxRate: "1.2345" }] });
    expect(r.status).toBe(400);
    r = await post({ name: "Bad", levels: [{ ...level, state: "Atlantis" }] });
    expect(r.status).toBe(400);
    expect(r.json.errors?.["levels.0.state"]).toBe("Unknown state for this country");
    const rules = (await owner.call(listRules, { path: "/api/tax-rules" })).json as unknown as Rule[];
    expect(rules.length).toBe(1);
  });

  it("creation is atomic: a duplicate level is a 409 and leaves no rule behind", async () => {
    const level = { level: 1, labelName: "VAT", taxRate: "5", country: "GB", applyToAllCountries: false, state: null, applyToAllStates: true };
    const r = await owner.call(createRule, { path: "/api/tax-rules", body: { name: "Twice", levels: [level, { ...level, taxRate: "6" }] } });
    expect(r.status).toBe(409);
    const rules = (await owner.call(listRules, { path: "/api/tax-rules" })).json as unknown as Rule[];
    expect(rules.some((x) => x.name === "Twice")).toBe(false);
  });

  it("a created rule drives /api/calculate-tax for a product using it; deleting it clears the product's rule", async () => {
    const product = await cart();
    const price = toMinor(product.price);
    const r = await owner.call(createRule, {
      path: "/api/tax-rules",
      body: {
        name: "US Sales Tax",
        levels: [
          { level: 1, labelName: "State tax", taxRate: "4.000", country: "US", applyToAllCountries: false, state: "Georgia", applyToAllStates: false },
          { level: 2, labelName: "City tax", taxRate: 1.5, country: "US", applyToAllCountries: false, state: null, applyToAllStates: true },
          { level: 1, labelName: "Export", taxRate: 0, country: null, applyToAllCountries: true, state: null, applyToAllStates: true },
        ],
      },
    });
    expect(r.status).toBe(201);
    const rule = r.json as unknown as Rule;
    expect(rule.levels).toHaveLength(3);
    expect(rule.levels![0]).toMatchObject({ taxRate: "4.000", country: "US", state: "Georgia", applyToAllCountries: false, applyToAllStates: false });
    expect(rule.levels![2]).toMatchObject({ country: null, state: null, applyToAllCountries: true });
    const listed = (await owner.call(listRules, { path: "/api/tax-rules" })).json as unknown as Rule[];
    expect(listed.map((x) => x.name)).toContain("US Sales Tax");

    const before = await quote(product.id, "US", "Georgia");
    expect(before.taxBreakdown.map((b) => b.label)).toEqual(["IGST"]);
    const p = await owner.call(patchProduct, { method: "PATCH", path: `/api/products/${product.id}`, params: { id: product.id }, body: { taxRuleId: rule.id } });
    expect(p.status).toBe(200);
    const after = await quote(product.id, "US", "Georgia");
    expect(after.taxBreakdown).toEqual([
      { label: "State tax", rate: 4, amount: fromMinor(Math.round((price * 4) / 100)) },
      { label: "City tax", rate: 1.5, amount: fromMinor(Math.round((price * 1.5) / 100)) },
    ]);
    const texas = await quote(product.id, "US", "Texas");
    expect(texas.taxBreakdown.map((b) => b.label)).toEqual(["City tax"]);

    // Tax off in the settings: no tax at all.
    const off = await owner.call(patchTaxSettings, { method: "PATCH", path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId }, body: { taxEnabled: false } });
    expect(off.status).toBe(200);
    expect((await quote(product.id, "US", "Georgia")).taxAmount).toBe("0.00");
    await owner.call(patchTaxSettings, { method: "PATCH", path: `/api/tenants/${demoId}/tax-settings`, params: { id: demoId }, body: { taxEnabled: true } });

    // Another store's owner cannot delete it.
    const gadgetsOwner = await signInStaff(GADGETS, "owner2@example.com");
    expect((await gadgetsOwner.call(deleteRule, { method: "DELETE", path: `/api/tax-rules/${rule.id}`, params: { id: rule.id } })).status).toBe(404);
    expect((await otherOwner.call(deleteRule, { method: "DELETE", path: `/store/demo/api/tax-rules/${rule.id}`, params: { id: rule.id } })).status).toBe(403);
    expect((await customer.call(deleteRule, { method: "DELETE", path: `/api/tax-rules/${rule.id}`, params: { id: rule.id } })).status).toBe(403);
    expect((await anon.call(deleteRule, { method: "DELETE", path: `/api/tax-rules/${rule.id}`, params: { id: rule.id } })).status).toBe(401);
    expect(toMinor((await quote(product.id, "US", "Georgia")).taxAmount)).toBeGreaterThan(0);

    const d = await owner.call(deleteRule, { method: "DELETE", path: `/api/tax-rules/${rule.id}`, params: { id: rule.id } });
    expect(d.status).toBe(200);
    expect((await quote(product.id, "US", "Georgia")).taxAmount).toBe("0.00");
    const again = await owner.call(deleteRule, { method: "DELETE", path: `/api/tax-rules/${rule.id}`, params: { id: rule.id } });
    expect(again.status).toBe(404);
  });
});
