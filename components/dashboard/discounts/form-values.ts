import { discountInputSchema, type DiscountDto } from "@/lib/discounts/schemas";
import { parseMinor, toMinor } from "@/lib/money";

/*
 * The discount form's values (what the inputs hold: strings, the chosen options) and the two conversions:
 * a stored discount into the form, and the form into the body POST/PATCH /api/discounts reads. Validation
 * runs the server's own schema (lib/discounts/schemas.ts) on that body, plus the choices only the form has
 * ("specific products" with none picked).
 */

export type DiscountMethod = "code" | "automatic";
export type AppliesToMode = "all" | "products" | "collections" | "categories";
export type Requirement = "none" | "subtotal" | "quantity";

export type DiscountFormValues = {
  method: DiscountMethod;
  code: string;
  title: string;
  type: DiscountDto["type"];
  value: string;
  appliesToMode: AppliesToMode;
  productIds: string[];
  collectionIds: string[];
  categoryIds: string[];
  requirement: Requirement;
  minSubtotal: string;
  minQuantity: string;
  limitUses: boolean;
  usageLimit: string;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
  /** Customer segments whose members alone may use it; none: everyone. */
  customerSegmentIds: string[];
  combinesWithCode: boolean;
  /** datetime-local values in the browser's time zone ("2026-11-25T09:30"). */
  startsAt: string;
  hasEnd: boolean;
  endsAt: string;
  isActive: boolean;
};

/** The form's fields an error can sit on (the server's `appliesTo.productIds` lands on `productIds`). */
export type DiscountFormField = keyof DiscountFormValues;

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | Date | null | undefined): string {
  if (!iso) return "";
  const d = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return "";
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (read in the browser's time zone) as an ISO instant; "" for none or nonsense. */
export function fromLocalInput(local: string): string {
  if (!local.trim()) return "";
  // "YYYY-MM-DDTHH:mm" without an offset is local time (ECMAScript date-time string rules).
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? "" : d.toISOString();
}

export function emptyDiscountForm(now = new Date()): DiscountFormValues {
  return {
    method: "code",
    code: "",
    title: "",
    type: "percentage",
    value: "",
    appliesToMode: "all",
    productIds: [],
    collectionIds: [],
    categoryIds: [],
    requirement: "none",
    minSubtotal: "",
    minQuantity: "",
    limitUses: false,
    usageLimit: "",
    oncePerCustomer: false,
    firstOrderOnly: false,
    customerSegmentIds: [],
    combinesWithCode: false,
    startsAt: toLocalInput(now),
    hasEnd: false,
    endsAt: "",
    isActive: true,
  };
}

function modeOf(t: DiscountDto["appliesTo"]): AppliesToMode {
  // The server keeps three lists; the form offers one kind at a time (the first that is set).
  if (t.productIds.length) return "products";
  if (t.collectionIds.length) return "collections";
  if (t.categoryIds.length) return "categories";
  return "all";
}

export function discountToForm(d: DiscountDto): DiscountFormValues {
  const minSubtotal = d.minSubtotal && toMinor(d.minSubtotal) > 0 ? d.minSubtotal : "";
  return {
    method: d.automatic ? "automatic" : "code",
    code: d.code ?? "",
    title: d.title ?? "",
    type: d.type,
    value: d.type === "free_shipping" ? "" : trimZeros(d.value),
    appliesToMode: modeOf(d.appliesTo),
    productIds: d.appliesTo.productIds,
    collectionIds: d.appliesTo.collectionIds,
    categoryIds: d.appliesTo.categoryIds,
    requirement: minSubtotal ? "subtotal" : d.minQuantity ? "quantity" : "none",
    minSubtotal,
    minQuantity: d.minQuantity ? String(d.minQuantity) : "",
    limitUses: d.usageLimit !== null,
    usageLimit: d.usageLimit !== null ? String(d.usageLimit) : "",
    oncePerCustomer: d.oncePerCustomer,
    firstOrderOnly: d.firstOrderOnly,
    customerSegmentIds: d.customerSegmentIds,
    combinesWithCode: d.combinesWithCode,
    startsAt: toLocalInput(d.startsAt),
    hasEnd: !!d.endsAt,
    endsAt: toLocalInput(d.endsAt),
    isActive: d.isActive,
  };
}

const trimZeros = (v: string) => (/^\d+\.\d+$/.test(v) ? v.replace(/\.?0+$/, "") : v);

/**
 * The body of POST /api/discounts (and of a PATCH, which sends every field): what is hidden in the form is
 * sent cleared, so switching "minimum subtotal" to "none" really removes the minimum.
 */
export function formToBody(v: DiscountFormValues) {
  const automatic = v.method === "automatic";
  return {
    code: automatic ? null : v.code.trim(),
    title: v.title.trim() || null,
    type: v.type,
    ...(v.type === "free_shipping" ? {} : { value: v.value.trim() }),
    appliesTo: {
      productIds: v.appliesToMode === "products" ? v.productIds : [],
      collectionIds: v.appliesToMode === "collections" ? v.collectionIds : [],
      categoryIds: v.appliesToMode === "categories" ? v.categoryIds : [],
    },
    minSubtotal: v.requirement === "subtotal" ? v.minSubtotal.trim() : null,
    minQuantity: v.requirement === "quantity" ? v.minQuantity.trim() : null,
    usageLimit: v.limitUses ? v.usageLimit.trim() : null,
    oncePerCustomer: v.oncePerCustomer,
    firstOrderOnly: v.firstOrderOnly,
    customerSegmentIds: v.customerSegmentIds,
    automatic,
    combinesWithCode: automatic && v.combinesWithCode,
    startsAt: fromLocalInput(v.startsAt) || null,
    endsAt: v.hasEnd ? fromLocalInput(v.endsAt) || null : null,
    isActive: v.isActive,
  };
}

/** A server (or schema) error path as the form field that shows it. */
export function formFieldOf(path: string): DiscountFormField | null {
  const name = path.startsWith("appliesTo.") ? path.slice("appliesTo.".length) : path;
  const known: readonly string[] = FORM_FIELDS;
  return known.includes(name) ? (name as DiscountFormField) : null;
}

const FORM_FIELDS = Object.keys(emptyDiscountForm(new Date(0))) as DiscountFormField[];

/**
 * Every problem of the form, keyed by its field: the server's schema on the body it would be sent, then the
 * choices only the form makes (an option picked but left empty). Empty when the form can be sent.
 */
export function discountFormErrors(v: DiscountFormValues): Partial<Record<DiscountFormField, string>> {
  const errors: Partial<Record<DiscountFormField, string>> = {};
  const put = (field: DiscountFormField | null, message: string) => {
    if (field && !errors[field]) errors[field] = message;
  };
  // An empty field first gets a plain request for it, then the server's rules speak.
  if (v.type !== "free_shipping" && !v.value.trim()) put("value", v.type === "percentage" ? "Enter a percentage" : "Enter an amount");
  const parsed = discountInputSchema.safeParse(formToBody(v));
  if (!parsed.success) for (const issue of parsed.error.issues) put(formFieldOf(issue.path.join(".")), issue.message);

  if (v.appliesToMode === "products" && v.productIds.length === 0) put("productIds", "Choose at least one product");
  if (v.appliesToMode === "collections" && v.collectionIds.length === 0) put("collectionIds", "Choose at least one collection");
  if (v.appliesToMode === "categories" && v.categoryIds.length === 0) put("categoryIds", "Choose at least one category");
  if (v.requirement === "subtotal" && !((parseMinor(v.minSubtotal.trim()) ?? 0) > 0)) put("minSubtotal", "Enter a minimum amount more than 0");
  if (v.requirement === "quantity" && !(Number(v.minQuantity) > 0)) put("minQuantity", "Enter a minimum quantity of 1 or more");
  if (v.limitUses && !(Number(v.usageLimit) > 0)) put("usageLimit", "Enter how many times it can be used");
  if (v.hasEnd && !v.endsAt.trim()) put("endsAt", "Choose when the discount ends");
  return errors;
}
