/**
 * Money: stored as decimal(10,2) (exact in the database), computed in integer minor units, shown with the
 * currency's symbol and 2 decimals (JPY without decimals).
 */
export const CURRENCIES = {
  INR: { symbol: "₹", decimals: 2 },
  USD: { symbol: "$", decimals: 2 },
  GBP: { symbol: "£", decimals: 2 },
  EUR: { symbol: "€", decimals: 2 },
  CAD: { symbol: "C$", decimals: 2 },
  AUD: { symbol: "A$", decimals: 2 },
  JPY: { symbol: "¥", decimals: 0 },
  SGD: { symbol: "S$", decimals: 2 },
  AED: { symbol: "AED ", decimals: 2 },
} as const;

export type CurrencyCode = keyof typeof CURRENCIES;

/** Country code -> currency: a store's country picks its default currency. */
export const COUNTRY_CURRENCY: Record<string, CurrencyCode> = {
  IN: "INR",
  US: "USD",
  GB: "GBP",
  EU: "EUR",
  CA: "CAD",
  AU: "AUD",
  JP: "JPY",
  SG: "SGD",
  AE: "AED",
};

export function isCurrency(code: string | null | undefined): code is CurrencyCode {
  return !!code && code in CURRENCIES;
}

/**
 * The one converter between the two shapes money takes. On the wire and in the database: a decimal
 * string with at most two decimals ("1299.50", "-5.00", "12"). Inside: an integer count of minor units
 * (cents; for JPY too, since columns keep two decimals). Strings are parsed digit by digit, never through
 * a float, so "0.29" is 29 and not 28.999…; numbers (legacy inputs, JSON numbers) are read by their
 * shortest decimal form and rounded half away from zero to the cent.
 */
export class MoneyFormatError extends Error {
  constructor(value: unknown) {
    super(`Not a money amount: ${JSON.stringify(value)?.slice(0, 40) ?? String(value)}`);
    this.name = "MoneyFormatError";
  }
}

/** A decimal money string: optional minus, digits, at most two decimals; no exponent, sign "+", spaces or grouping. */
const DECIMAL = /^(-?)(\d{1,16})(?:\.(\d{1,2}))?$/;

/** The strict parse: minor units, or null for anything that is not a decimal money string (or too large to count exactly). */
export function parseMinor(value: string): number | null {
  const m = DECIMAL.exec(value);
  if (!m) return null;
  const cents = (m[3] ?? "").padEnd(2, "0");
  const abs = Number(m[2]) * 100 + Number(cents);
  if (!Number.isSafeInteger(abs)) return null;
  return m[1] === "-" && abs !== 0 ? -abs : abs;
}

/** True for what parseMinor accepts: the check a schema or a stored value goes through before it is trusted. */
export function isDecimalAmount(value: unknown): value is string {
  return typeof value === "string" && parseMinor(value) !== null;
}

/**
 * "1299.5" -> 129950. Throws MoneyFormatError on a malformed string ("1e3", "12.345", "", "abc") or a
 * number that is not finite or too large: a wrong amount must stop the computation, not become 0.
 */
export function toMinor(amount: string | number): number {
  if (typeof amount === "string") {
    const minor = parseMinor(amount);
    if (minor === null) throw new MoneyFormatError(amount);
    return minor;
  }
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e13) throw new MoneyFormatError(amount);
  // Below 1e-6 String() switches to exponent form; such an amount is 0 cents anyway.
  if (Math.abs(amount) < 1e-6) return 0;
  const [, sign, int, frac = ""] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(amount))!;
  const abs = Number(int) * 100 + Number(frac.slice(0, 2).padEnd(2, "0")) + (Number(frac[2] ?? "0") >= 5 ? 1 : 0);
  return sign === "-" && abs !== 0 ? -abs : abs;
}

/** 129950 -> "1299.50", the string a decimal(10,2) column and every JSON money field take. Throws on a fraction of a minor unit. */
export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new MoneyFormatError(minor);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Sums decimal strings exactly ("19.99" × 3 = "59.97"): for the few places that add amounts they did not compute. */
export function sumMoney(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((n, a) => n + toMinor(a), 0));
}

/** Decimals of the currency's smallest unit: 2 (cents), 0 for JPY; unknown currencies count as 2. */
export function currencyDecimals(currency: string | null | undefined): number {
  const code = currency?.toUpperCase();
  return isCurrency(code) ? CURRENCIES[code].decimals : 2;
}

/** Display: symbol + grouped amount; USD when the store has no currency (stores made before currencies). */
export function formatMoney(amount: string | number | null | undefined, currencySpec?: string | null): string {
  const [currency, locale] = splitLocale(currencySpec);
  const spec = currency && currency.length > 3 ? SPEC.exec(currency) : null;
  if (spec) return formatSpec(amount, spec, locale);
  const code: CurrencyCode = isCurrency(currency) ? currency : "USD";
  if (locale) {
    const n = typeof amount === "number" ? amount : Number.parseFloat(amount ?? "0");
    return localeFormat(locale, code).format(Number.isFinite(n) ? n : 0);
  }
  const { symbol, decimals } = CURRENCIES[code];
  const n = typeof amount === "number" ? amount : Number.parseFloat(amount ?? "0");
  const value = Number.isFinite(n) ? n : 0;
  const text = numberFormat(code).format(decimals === 0 ? Math.round(value) : value);
  return `${symbol}${text}`;
}

/**
 * One formatter per currency: building an Intl.NumberFormat costs far more than formatting with it, and a
 * page of product cards formats dozens of prices.
 */
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();
function numberFormat(code: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(code);
  if (!f) {
    const { decimals } = CURRENCIES[code];
    f = new Intl.NumberFormat(code === "INR" ? "en-IN" : "en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(code, f);
  }
  return f;
}

/* ---- The page's language (issue 44 §2, record 0162) --------------------------------------------------------------- */

/**
 * A price spec may end with the page's language, `INR@hi` or `USD:0.0120:0.99@ar` (priceCurrencyOf adds it on a
 * page not in English): the figure is then formatted by Intl for that language and the currency's region (₹1,23,456.00
 * in hi-IN, 123.456,00 € in de), always in Latin digits like the amounts shoppers type. English keeps the symbol-first
 * format the spec shows.
 */
export function splitLocale(spec: string | null | undefined): [string | null | undefined, string | null] {
  const at = spec ? spec.indexOf("@") : -1;
  return at < 0 ? [spec, null] : [spec!.slice(0, at), spec!.slice(at + 1) || null];
}

/** The currency part of a price spec: `USD:0.0120:0.99@hi` → `USD`. */
export function specCurrency(spec: string): string {
  return (splitLocale(spec)[0] ?? "").slice(0, 3);
}

const localeFormatters = new Map<string, Intl.NumberFormat>();
function localeFormat(locale: string, code: string): Intl.NumberFormat {
  const id = `${locale}:${code}`;
  let f = localeFormatters.get(id);
  if (!f) {
    const region = CURRENCY_REGION[code];
    const tag = region && !locale.includes("-") ? `${locale}-${region}` : locale;
    const decimals = displayDecimals(code);
    const options = { style: "currency", currency: code, currencyDisplay: "narrowSymbol", minimumFractionDigits: decimals, maximumFractionDigits: decimals } as const;
    try {
      f = new Intl.NumberFormat(`${tag}-u-nu-latn`, options);
    } catch {
      f = new Intl.NumberFormat("en-US", options);
    }
    localeFormatters.set(id, f);
  }
  return f;
}
const CURRENCY_REGION: Record<string, string> = { INR: "IN" };

/* ---- Display currencies (issue 44 part 4, record 0159) ------------------------------------------------------ */

/** How a converted price is rounded (record 0159 defines each precisely). */
export const ROUNDINGS = ["none", "0.00", "0.99", "5", "10"] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/** A store's display currency: store currency → `code` at `rate` (a decimal string), rounded by `rounding`. */
export type DisplayCurrency = { code: string; rate: string; rounding: Rounding };

/** A rate as stored and on the wire: a positive decimal with at most 12 integer digits and 10 decimals. */
export const RATE = /^\d{1,12}(?:\.\d{1,10})?$/;

/** Digits of a currency's minor unit: lib/money's own list first, then the platform's ISO 4217 data (KWD 3, JPY 0). */
export function displayDecimals(code: string): number {
  if (isCurrency(code)) return CURRENCIES[code].decimals;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const big = (n: number | string) => BigInt(n);
/** n / d rounded half up (n, d ≥ 0). */
const halfUp = (n: bigint, d: bigint) => (big(2) * n + d) / (big(2) * d);

/**
 * Store minor units (hundredths, as every amount here: toMinor) → the display currency's own minor units
 * (10^-displayDecimals(code)), exactly (BigInt, no float): amount × rate, then the rounding rule on the magnitude:
 *   none   half up to the display currency's minor unit (cents; whole yen for JPY)
 *   0.00   half up to whole units ($12.49 → $12.00, $12.50 → $13.00)
 *   0.99   up to the next amount ending in .99 ($12.00 → $12.99, $12.99 stays); currencies without decimals: as none
 *   5, 10  half up to the nearest multiple of 5 or 10 whole units ($12.49 → $10, $12.50 → $15); a price that is
 *          not zero never shows as zero: it takes one step (5 or 10)
 * Zero stays zero under every rule; a negative amount (a discount) is rounded like its magnitude.
 */
export function convertMinor(storeMinor: number, rate: string, rounding: Rounding, decimals: number): number {
  if (!Number.isSafeInteger(storeMinor)) throw new MoneyFormatError(storeMinor);
  const m = RATE.exec(rate) ? /^(\d+)(?:\.(\d+))?$/.exec(rate) : null;
  if (!m) throw new MoneyFormatError(rate);
  const frac = m[2] ?? "";
  const unit = big(10) ** big(decimals);
  const n = big(Math.abs(storeMinor)) * big(m[1] + frac) * unit;
  const d = big(100) * big(10) ** big(frac.length);
  if (n === big(0)) return 0;
  let q: bigint;
  if (rounding === "0.00") q = halfUp(n, d * unit) * unit;
  else if (rounding === "0.99" && decimals > 0) q = ((halfUp(n, d) + big(1) + unit - big(1)) / unit) * unit - big(1);
  else if (rounding === "5" || rounding === "10") {
    const step = big(rounding) * unit;
    q = halfUp(n, d * step) * step;
    if (q === big(0)) q = step;
  } else q = halfUp(n, d);
  const out = Number(q);
  return storeMinor < 0 ? -out : out;
}

/** An amount in a currency's own minor units, shown with its symbol ("$12.99", "¥1,299", "KWD 1.250"). */
export function formatDisplayMinor(minor: number, code: string, locale: string | null = null): string {
  const decimals = displayDecimals(code);
  const value = minor / 10 ** decimals;
  if (locale) return localeFormat(locale, code).format(value);
  if (isCurrency(code)) return `${CURRENCIES[code].symbol}${numberFormat(code).format(value)}`;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).format(value);
  } catch {
    return `${code} ${value.toFixed(decimals)}`;
  }
}

/**
 * Where a storefront component takes a currency code it may take a display currency instead, written as one string
 * ("USD:0.0120:0.99", displayCurrencySpec): formatMoney then converts and rounds the store amount. Only the price
 * figures shoppers read take it; what is charged, stored or sent (JSON-LD, checkout's arithmetic) keeps the code.
 */
export function displayCurrencySpec(display: DisplayCurrency | null | undefined, storeCurrency: string): string {
  return display && display.code !== storeCurrency ? `${display.code}:${display.rate}:${display.rounding}` : storeCurrency;
}

const SPEC = /^([A-Z]{3}):(\d[\d.]*):(none|0\.00|0\.99|5|10)$/;

function formatSpec(amount: string | number | null | undefined, spec: RegExpExecArray, locale: string | null): string {
  let minor = 0;
  try {
    minor = toMinor(amount ?? 0);
  } catch {
    minor = 0;
  }
  const code = spec[1];
  return formatDisplayMinor(convertMinor(minor, spec[2], spec[3] as Rounding, displayDecimals(code)), code, locale);
}

/**
 * The display currency a shopper asked for (cookie, ?currency=, the route's suffix), if the store offers it: an
 * unknown or disabled code, or the store's own currency, is null (prices stay in the store's currency).
 */
export function pickDisplayCurrency(
  offered: readonly DisplayCurrency[] | null | undefined,
  storeCurrency: string,
  code: string | null | undefined,
): DisplayCurrency | null {
  if (!code || !offered?.length) return null;
  const wanted = code.toUpperCase();
  if (wanted === storeCurrency) return null;
  return offered.find((c) => c.code === wanted) ?? null;
}

/**
 * The same display currency without its rounding rule (record 0159): for computed figures (line totals, subtotal,
 * tax, shipping, total) that must add up and stand for the charge; a plain currency code comes back as it is.
 */
export function exactDisplaySpec(currency: string): string {
  const [plain, locale] = splitLocale(currency);
  const spec = SPEC.exec(plain ?? "");
  return spec ? `${spec[1]}:${spec[2]}:none${locale ? `@${locale}` : ""}` : currency;
}

/**
 * What is left for a payment provider (or cash) to collect on an order, in minor units: its total less what gift
 * cards paid (a tender, record 0155). Every charge, verification and attempt of lib/payments uses this, never
 * `total` alone (record 0158).
 */
export function amountDueOnline(order: { total: string; giftCardTotal?: string | null }): number {
  return toMinor(order.total) - toMinor(order.giftCardTotal ?? "0");
}
