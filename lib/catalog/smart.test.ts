import { describe, expect, it } from "vitest";
import { matchesCondition, matchesCriteria, type CategoryNode, type SmartProduct } from "./smart";

const cats = new Map<string, CategoryNode>([
  ["apparel", { id: "apparel", name: "Apparel", slug: "apparel", parentId: null }],
  ["tees", { id: "tees", name: "T-Shirts", slug: "t-shirts", parentId: "apparel" }],
]);
const tee: SmartProduct = {
  name: "Classic Cotton Tee",
  tags: ["Cotton", "summer"],
  price: "1299.00",
  compareAtPrice: "1599.00",
  weight: "0.25",
  quantity: 4,
  categoryId: "tees",
};
const c = (field: string, operator: string, value: string) => matchesCondition(tee, { id: "x", field, operator, value }, cats);

describe("smart collection conditions", () => {
  it("matches titles case-insensitively with every operator", () => {
    expect(c("title", "contains", "COTTON")).toBe(true);
    expect(c("title", "notContains", "wool")).toBe(true);
    expect(c("title", "equals", "classic cotton tee")).toBe(true);
    expect(c("title", "notEquals", "classic cotton tee")).toBe(false);
    expect(c("title", "startsWith", "classic")).toBe(true);
    expect(c("title", "endsWith", "tee")).toBe(true);
    expect(c("title", "contains", "")).toBe(false);
  });
  it("compares numbers", () => {
    expect(c("price", "greaterThan", "1000")).toBe(true);
    expect(c("price", "greaterThan", "1299")).toBe(false);
    expect(c("price", "lessThan", "1300")).toBe(true);
    expect(c("price", "equals", "1299")).toBe(true);
    expect(c("price", "between", "1000-1299")).toBe(true);
    expect(c("price", "between", "1300,2000")).toBe(false);
    expect(c("compareAtPrice", "greaterThan", "1500")).toBe(true);
    expect(c("weight", "lessThan", "1")).toBe(true);
    expect(c("inventoryStock", "equals", "4")).toBe(true);
    expect(c("price", "greaterThan", "abc")).toBe(false);
  });
  it("matches tags, categories with their ancestors, and type as the top-level category", () => {
    expect(c("tag", "contains", "cotton")).toBe(true);
    expect(c("tag", "notContains", "cotton")).toBe(false);
    expect(c("category", "equals", "t-shirts")).toBe(true);
    expect(c("category", "equals", "Apparel")).toBe(true);
    expect(c("category", "notEquals", "Mugs")).toBe(true);
    expect(c("type", "equals", "apparel")).toBe(true);
    expect(c("type", "equals", "T-Shirts")).toBe(false);
  });
  it("never matches fields the model lacks, or unknown operators", () => {
    expect(c("vendor", "notEquals", "acme")).toBe(false);
    expect(c("variantTitle", "contains", "red")).toBe(false);
    expect(c("price", "contains", "1")).toBe(false);
    expect(c("nope", "equals", "1")).toBe(false);
  });
  it("combines with all / any, and selects nothing without conditions", () => {
    const conds = [
      { id: "1", field: "price", operator: "greaterThan", value: "1000" },
      { id: "2", field: "tag", operator: "contains", value: "wool" },
    ];
    expect(matchesCriteria(tee, { matchType: "all", conditions: conds }, cats)).toBe(false);
    expect(matchesCriteria(tee, { matchType: "any", conditions: conds }, cats)).toBe(true);
    expect(matchesCriteria(tee, { matchType: "all", conditions: [] }, cats)).toBe(false);
    expect(matchesCriteria(tee, null, cats)).toBe(false);
  });
});
