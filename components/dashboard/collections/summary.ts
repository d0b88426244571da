import type { SmartCondition } from "@/lib/catalog/smart";
import { SMART_FIELDS, type SmartField } from "@/lib/catalog/smart";

/** Smart-collection wording, shared by the editor and the list so both describe a rule the same way: field and operator names, and the summary sentence. */
export const FIELD_LABELS: Record<SmartField, string> = {
  title: "Product title",
  type: "Product type",
  category: "Product category",
  vendor: "Product vendor",
  tag: "Product tag",
  price: "Price",
  compareAtPrice: "Compare-at price",
  weight: "Weight",
  inventoryStock: "Inventory stock",
  variantTitle: "Variant title",
};

export const OPERATOR_LABELS: Record<string, string> = {
  contains: "contains",
  notContains: "does not contain",
  equals: "is equal to",
  notEquals: "is not equal to",
  startsWith: "starts with",
  endsWith: "ends with",
  greaterThan: "is greater than",
  lessThan: "is less than",
  between: "is between",
};

export const SMART_FIELD_NAMES = Object.keys(SMART_FIELDS) as SmartField[];

/** The operators of a field; changing the field resets the operator to the first of these. */
export function operatorsFor(field: string): readonly string[] {
  return (SMART_FIELDS as Record<string, readonly string[]>)[field] ?? [];
}

export function firstOperator(field: string): string {
  return operatorsFor(field)[0] ?? "equals";
}

function describe(c: Pick<SmartCondition, "field" | "operator" | "value">): string {
  const field = FIELD_LABELS[c.field as SmartField] ?? c.field;
  const op = OPERATOR_LABELS[c.operator] ?? c.operator;
  const raw = String(c.value ?? "").trim();
  const value = c.operator === "between" ? raw.split(/[,-]/).map((v) => v.trim()).filter(Boolean).join(" and ") : raw;
  return `${field} ${op} ${value ? `“${value}”` : "…"}`;
}

/** "Products must match all of these conditions: Price is greater than “1000” and Product tag contains “sale”." */
export function criteriaSummary(matchType: "all" | "any", conditions: Pick<SmartCondition, "field" | "operator" | "value">[]): string {
  if (conditions.length === 0) return "Add a condition to choose which products this collection includes.";
  const joined = conditions.map(describe).join(matchType === "all" ? " and " : " or ");
  if (conditions.length === 1) return `Products must match this condition: ${joined}.`;
  return `Products must match ${matchType === "all" ? "all" : "any"} of these conditions: ${joined}.`;
}
