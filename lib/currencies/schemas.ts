import { z } from "zod";
import { RATE, ROUNDINGS, type DisplayCurrency } from "@/lib/money";

/** A store's display currencies (issue 44 part 4, record 0159): GET/PUT /api/settings/currencies. */

/** At most this many display currencies: the switcher is a short list. */
export const MAX_DISPLAY_CURRENCIES = 20;

export const RATE_MESSAGE = "Rate must be a number above 0, e.g. 0.0120";

/** A rate as the owner types it: a decimal string (or a JSON number), above 0; kept as the string given. */
const rate = z
  .union([z.string(), z.number()], RATE_MESSAGE)
  .transform((v) => (typeof v === "number" ? String(v) : v.trim()))
  .refine((v) => RATE.test(v) && /[1-9]/.test(v), RATE_MESSAGE);

export const displayCurrencyInputSchema = z.object({
  code: z
    .string("Currency code must be text, e.g. USD")
    .trim()
    .transform((v) => v.toUpperCase()),
  rate,
  rounding: z.enum(ROUNDINGS, `Rounding must be one of ${ROUNDINGS.join(", ")}`).default("none"),
});

export const displayCurrenciesSchema = z.object({
  currencies: z
    .array(displayCurrencyInputSchema, "currencies must be a list")
    .max(MAX_DISPLAY_CURRENCIES, `At most ${MAX_DISPLAY_CURRENCIES} display currencies`),
});
export type DisplayCurrenciesInput = z.infer<typeof displayCurrenciesSchema>;

/** The answer: the store's own currency, and its display currencies in switcher order. */
export type DisplayCurrenciesDto = { storeCurrency: string; currencies: DisplayCurrency[] };
