import { z } from "zod";
import type { StoreRow, TenantRow } from "@/lib/tenancy/schemas";

/** The store's tax settings: PATCH /api/tenants/{id}/tax-settings. */

export const INVOICE_TAGS = ["{YEAR}", "{MONTH}", "{DAY}", "{NUMBER}"] as const;
export const DEFAULT_INVOICE_FORMAT = "IS00{NUMBER}";
export const INVOICE_TAGS_MESSAGE = "Only the tags {YEAR}, {MONTH}, {DAY} and {NUMBER} are allowed";

/** True when every brace in the format belongs to one of the allowed tags. */
export function isValidInvoiceFormat(format: string): boolean {
  let rest = format;
  for (const tag of INVOICE_TAGS) rest = rest.split(tag).join("");
  return !/[{}]/.test(rest);
}

/** The next invoice number: a positive whole number; anything that is not a number falls back to 1. */
export function invoiceNumberOrOne(v: unknown): number {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : Number.NaN;
  if (!Number.isFinite(n)) return 1;
  const i = Math.floor(n);
  return i >= 1 ? Math.min(i, 2_147_483_647) : 1;
}

const format = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(60, `${label} must be at most 60 characters`)
    .refine(isValidInvoiceFormat, INVOICE_TAGS_MESSAGE);

const nextNumber = z.unknown().transform(invoiceNumberOrOne).optional();
const flag = (name: string) => z.boolean(`${name} must be true or false`).optional();

export const taxSettingsSchema = z.object({
  taxEnabled: flag("taxEnabled"),
  taxIdNumber: z
    .string()
    .trim()
    .max(50, "Tax ID must be at most 50 characters")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  taxationType: z.enum(["exclusive", "inclusive"], "Taxation type must be exclusive or inclusive").optional(),
  customInvoiceNumbering: flag("customInvoiceNumbering"),
  invoiceNumberFormat: format("Invoice number format")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || DEFAULT_INVOICE_FORMAT)),
  nextInvoiceNumber: nextNumber,
  paidInvoiceNumberFormat: format("Paid invoice number format")
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  nextPaidInvoiceNumber: nextNumber,
  setInvoiceDateOnPayment: flag("setInvoiceDateOnPayment"),
  vatEnabled: flag("vatEnabled"),
  vatNumberValidation: flag("vatNumberValidation"),
  autoTaxExempt: flag("autoTaxExempt"),
  homeCountryExclusion: flag("homeCountryExclusion"),
});

export type TaxSettingsInput = z.output<typeof taxSettingsSchema>;

export type TaxSettingsDto = {
  /** The store's country (read-only here; set on the currency settings page). */
  homeCountry: string;
  taxEnabled: boolean;
  taxIdNumber: string | null;
  taxationType: "exclusive" | "inclusive";
  customInvoiceNumbering: boolean;
  invoiceNumberFormat: string;
  nextInvoiceNumber: number;
  paidInvoiceNumberFormat: string | null;
  nextPaidInvoiceNumber: number;
  setInvoiceDateOnPayment: boolean;
  vatEnabled: boolean;
  vatNumberValidation: boolean;
  autoTaxExempt: boolean;
  homeCountryExclusion: boolean;
};

export function toTaxSettingsDto(t: StoreRow): TaxSettingsDto {
  return {
    homeCountry: t.country,
    taxEnabled: t.taxEnabled,
    taxIdNumber: t.taxIdNumber,
    taxationType: t.taxationType,
    customInvoiceNumbering: t.customInvoiceNumbering,
    invoiceNumberFormat: t.invoiceNumberFormat,
    nextInvoiceNumber: t.nextInvoiceNumber,
    paidInvoiceNumberFormat: t.paidInvoiceNumberFormat,
    nextPaidInvoiceNumber: t.nextPaidInvoiceNumber,
    setInvoiceDateOnPayment: t.setInvoiceDateOnPayment,
    vatEnabled: t.vatEnabled,
    vatNumberValidation: t.vatNumberValidation,
    autoTaxExempt: t.autoTaxExempt,
    homeCountryExclusion: t.homeCountryExclusion,
  };
}

/** The column values to write (fields not given are left as they are). */
export function toTaxSettingsUpdate(input: TaxSettingsInput): Partial<TenantRow> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<TenantRow>;
}
