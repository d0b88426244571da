import { z } from "zod";
import { fromMinor, parseMinor } from "@/lib/money";
import { isOfferedCountry } from "@/lib/regions";

/**
 * Zod fields shared by the slices' input schemas, so one rule (and one message) serves every form and
 * API that asks for the same thing. Client-safe: the owner's editors and the shoppers' forms import it.
 *
 * Conventions: unknown keys are dropped by the object schemas; optional text given as "" or null clears
 * the field, absent leaves it unchanged on update.
 */

/** The largest amount a decimal(10,2) column holds. */
export const MAX_MONEY = 99_999_999.99;

/** "" / null clear; undefined (absent) stays undefined so updates leave the field alone. */
export const optionalText = (max: number, label = "This field") =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null ? null : v.trim() || null));

type MoneyFieldOptions = {
  /** The field's name, which starts its messages ("Price is required"); without one they read "Must be …". */
  label?: string;
  /** What an empty value ("", null) means: null (clears the field; the default) or "0.00". */
  empty?: "null" | "zero";
  /**
   * The field's own rules refuse 0 as well (a discount's value, checked with its type there): a negative amount
   * then reads "must be more than 0", not "0 or more", which would mislead. 0 itself passes to those rules.
   */
  positive?: boolean;
  /** One message for every malformed amount instead of the per-cause ones (the refund's "Enter an amount like 12.50"). */
  message?: string;
};

type MoneyOutput<O extends MoneyFieldOptions> = O["empty"] extends "zero" ? string : string | null;

const MAX_MINOR = 9_999_999_999;

/**
 * The one money input: a decimal string ("12.5", "12.50", "12") or, as documented clients still send, a JSON
 * number, read by lib/money's `parseMinor` (digit by digit, never through a float) and answered as the
 * canonical decimal string "12.50". At most two decimals, 0 or more, at most what a decimal(10,2) column holds.
 * Absent stays undefined, so an update leaves the field alone.
 */
export function moneyField<const O extends MoneyFieldOptions = Record<never, never>>(opts: O = {} as O) {
  const { label, empty = "null", positive = false, message } = opts as MoneyFieldOptions;
  const say = (what: string) => message ?? (label ? `${label} ${what}` : what.charAt(0).toUpperCase() + what.slice(1));
  return z
    .unknown()
    .transform((v, ctx): MoneyOutput<O> | undefined => {
      if (v === undefined) return undefined;
      const fail = (what: string) => {
        ctx.addIssue({ code: "custom", message: say(what) });
        return z.NEVER;
      };
      const text = typeof v === "string" ? v.trim() : typeof v === "number" && Number.isFinite(v) ? String(v) : null;
      if (v === null || text === "" || (typeof v === "number" && Number.isNaN(v))) return (empty === "zero" ? "0.00" : null) as MoneyOutput<O>;
      if (text === null) return fail("must be a number");
      // ".5", "12." and "12.500" are the same amounts as "0.50", "12.00" and "12.50"; more decimals are not.
      const canonical = text.replace(/^(-?)\./, "$10.").replace(/\.$/, "").replace(/^(-?\d+\.\d{2})0+$/, "$1");
      const minor = parseMinor(canonical);
      if (minor === null) {
        if (/^-?\d+\.\d{3,}$/.test(canonical)) return fail("can have at most 2 decimals");
        return fail(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(canonical) ? "is too large" : "must be a number");
      }
      if (minor < 0) return fail(positive ? "must be more than 0" : "must be 0 or more");
      if (minor > MAX_MINOR) return fail("is too large");
      return fromMinor(minor);
    })
    .optional();
}

/** A non-negative integer, from a number or a numeric string ("" is 0). */
export const intField = (label: string, min = 0) =>
  z.unknown().transform((v, ctx): number | undefined => {
    if (v === undefined) return undefined;
    if (v === null || v === "") return 0;
    const n = typeof v === "number" ? v : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a whole number` });
      return z.NEVER;
    }
    if (n < min) {
      ctx.addIssue({ code: "custom", message: `${label} must be ${min} or more` });
      return z.NEVER;
    }
    if (n > 2_147_483_647) {
      ctx.addIssue({ code: "custom", message: `${label} is too large` });
      return z.NEVER;
    }
    return n;
  })
  .optional();

/**
 * How many of a product: a JSON number that is a whole number in range. Nothing else is coerced:
 * `true`, `[1]`, `"0x2"` and `"2"` are refused rather than read as some number.
 */
export const quantityField = (max = 1000) =>
  z
    .number("Invalid quantity")
    .int("Invalid quantity")
    .min(1, "Invalid quantity")
    .max(max, "Invalid quantity");

/** A sort order: any integer (negative allowed), default 0 on create. */
export const sortOrderField = intField("Sort order", -1_000_000);

/**
 * A route's `{id}` path segment. Every `/api/…/[id]` route parses it with this one schema, so a malformed id is
 * the same 400 everywhere: `{ message: "Invalid path", errors: { id: "Invalid id" } }`. (The spec names no message
 * for it; "Invalid id" is what most routes said.) A well-formed id of no record is the route's own 404.
 */
export const idParams = z.object({ id: z.uuid("Invalid id") });

/** An id of another record of the same store: a UUID, or ""/null for none. */
export const optionalId = (label: string) =>
  z
    .union([z.uuid(`${label} is invalid`), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Optional free text where absent and empty both mean "none" (addresses, checkout, tax levels). */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An email address, compared and stored in lower case. */
export const emailField = (message = "Please enter a valid email") => z.string().trim().toLowerCase().pipe(z.email(message));

export const firstNameField = z.string().trim().min(1, "First name is required").max(100);
export const lastNameField = z.string().trim().min(1, "Last name is required").max(100);
export const cityField = z.string().trim().min(1, "City is required").max(100);

/** An optional phone number: digits with the usual separators and an optional leading +, 6 to 20 digits. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, "Phone number is too long")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (/^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 20), "Enter a valid phone number");

/** A buyer's country: one of the countries the address forms offer, as an upper-case code. */
export const offeredCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, "Country is required")
  .refine((c) => isOfferedCountry(c), "Country is required");

/**
 * Image URLs the app accepts: files it serves itself (/uploads/…, /assets/…) or absolute http(s) URLs.
 * No other scheme (javascript:, data:), no protocol-relative URLs, no path traversal.
 */
export function isAllowedImageUrl(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 2000) return false;
  if (/[\s\\<>"'`]/.test(v)) return false;
  if (v.startsWith("/")) {
    if (!/^\/(uploads|assets)\/[A-Za-z0-9._\-/%]+$/.test(v)) return false;
    return !v.split("/").some((seg) => seg === ".." || seg === ".");
  }
  try {
    const u = new URL(v);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}

export const imageUrl = z.string().trim().refine(isAllowedImageUrl, "Image must be an uploaded image or an http(s) URL");

export const optionalImage = z
  .union([imageUrl, z.literal(""), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));

/**
 * Text PostgreSQL cannot store or that is not Unicode: the NUL character (a text column refuses it)
 * and lone UTF-16 surrogates (no character at all). Every string the API receives is checked for these
 * by the route wrapper (`findUnstorableText`), so no schema can forget; `isStorableText` and
 * `UNSTORABLE_TEXT_MESSAGE` give forms the same rule and message.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = "Contains characters that are not allowed";

export function isStorableText(v: string): boolean {
  return !UNSTORABLE.test(v);
}

/**
 * The path ("items.0.name", or "_" for the value itself) of the first string — value or object key —
 * in `value` that is not storable text, or null. Depth-bounded: deeper input is refused as such.
 */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  const here = () => (path.length ? path.join(".") : "_");
  if (typeof value === "string") return isStorableText(value) ? null : here();
  if (depth > 32) return here();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnstorableText(value[i], [...path, String(i)], depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (!isStorableText(k)) return [...path, "_key"].join(".");
      const hit = findUnstorableText(v, [...path, k], depth + 1);
      if (hit) return hit;
    }
  }
  return null;
}

/**
 * `?lang=` of the storefront's public reads (issue 44 §3, record 0164): the language to read the merchant's
 * content in; absent, the language of the call's prefix (`/hi/api/…`), else the default. A language the store
 * has not enabled is a 400 naming it (checked against the store, so any text passes here).
 */
export const langQuerySchema = z.object({
  lang: z.string().trim().max(40, "lang is at most 40 characters").optional().describe("Language to read the content in (an enabled language of the store); default: the store's"),
});
