import { roundToCurrency } from "@/lib/tax/calculate";

/**
 * The platform fee (spec README): PLATFORM_FEE_PERCENT (default 2) of each paid transaction, rounded to the
 * currency's minor unit; the store keeps the rest. Integer minor units in and out.
 */
export function platformFee(amountMinor: number, percent: number, currency: string): { fee: number; net: number } {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  const fee = Math.min(amountMinor, Math.max(0, roundToCurrency((amountMinor * p) / 100, currency)));
  return { fee, net: amountMinor - fee };
}

const ZERO_DECIMAL = new Set(["JPY"]);

/** Our minor units (always cents) to a provider's smallest unit: cents, or whole yen for JPY. */
export function toProviderAmount(minor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(minor / 100) : minor;
}

export function fromProviderAmount(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? amount * 100 : amount;
}

/** PayPal's decimal string: "1234.50", or "1235" for JPY. */
export function toPayPalValue(minor: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(Math.round(minor / 100));
  return (minor / 100).toFixed(2);
}

export function fromPayPalValue(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
