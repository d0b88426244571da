import { describe, expect, it } from "vitest";
import { SMART_FIELDS } from "@/lib/catalog/smart";
import { criteriaSummary, FIELD_LABELS, firstOperator, OPERATOR_LABELS, operatorsFor } from "./summary";

describe("smart collection wording", () => {
  it("names every field and operator a smart condition can use", () => {
    for (const [field, ops] of Object.entries(SMART_FIELDS)) {
      expect(FIELD_LABELS[field as keyof typeof FIELD_LABELS]).toBeTruthy();
      for (const op of ops) expect(OPERATOR_LABELS[op]).toBeTruthy();
    }
  });
  it("resets the operator to the field's first", () => {
    expect(firstOperator("price")).toBe("greaterThan");
    expect(firstOperator("title")).toBe("contains");
    expect(firstOperator("type")).toBe("equals");
    expect(operatorsFor("tag")).toEqual(["contains", "notContains"]);
  });
  it("builds the summary sentence", () => {
    expect(criteriaSummary("all", [])).toBe("Add a condition to choose which products this collection includes.");
    expect(criteriaSummary("all", [{ field: "price", operator: "greaterThan", value: "1000" }])).toBe(
      "Products must match this condition: Price is greater than “1000”.",
    );
    expect(
      criteriaSummary("any", [
        { field: "tag", operator: "contains", value: "sale" },
        { field: "price", operator: "between", value: "10-50" },
      ]),
    ).toBe("Products must match any of these conditions: Product tag contains “sale” or Price is between “10 and 50”.");
    expect(criteriaSummary("all", [{ field: "title", operator: "startsWith", value: "" }, { field: "weight", operator: "lessThan", value: "2" }])).toBe(
      "Products must match all of these conditions: Product title starts with … and Weight is less than “2”.",
    );
  });
});
