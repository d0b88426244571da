import { currencyDecimals, fromMinor, toMinor } from "@/lib/money";
import { roundToCurrency } from "@/lib/tax/calculate";

/**
 * The platform fee: PLATFORM_FEE_PERCENT (default 2) of each paid transaction, rounded to the
 * currency's minor unit; the store keeps the rest. Integer minor units in and out.
 */
export function platformFee(amountMinor: number, percent: number, currency: string): { fee: number; net: number } {
  const p = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  const fee = Math.min(amountMinor, Math.max(0, roundToCurrency((amountMinor * p) / 100, currency)));
  return { fee, net: amountMinor - fee };
}


/** Our minor units (always cents) to a provider's smallest unit: cents, or whole yen for JPY. */
export function toProviderAmount(minor: number, currency: string): number {
  return currencyDecimals(currency) === 0 ? Math.round(minor / 100) : minor;
}

export function fromProviderAmount(amount: number, currency: string): number {
  return currencyDecimals(currency) === 0 ? amount * 100 : amount;
}

/** PayPal's decimal string: "1234.50", or "1235" for JPY. */
export function toPayPalValue(minor: number, currency: string): string {
  if (currencyDecimals(currency) === 0) return String(Math.round(minor / 100));
  return fromMinor(minor);
}

export function fromPayPalValue(value: string): number {
  return Number.isFinite(Number(value)) ? toMinor(value) : Number.NaN;
}
