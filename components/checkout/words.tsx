import type { ReactNode } from "react";
import type { IcuValues } from "@/lib/i18n/icu-lite";

/** An island's translate function (useT). */
export type T = (key: string, values?: IcuValues) => string;

/**
 * A message with one element inside it ("Code <strong>X</strong> applied") in any language's word order: the
 * message is formatted with SLOT for that argument and the element goes where SLOT lands.
 */
export const SLOT = "\u0001";
export function withSlot(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + SLOT.length)}
    </>
  );
}

/**
 * The shared schemas' messages (lib/validation, lib/orders/schemas, lib/customers/schemas), which the API also
 * answers in English, in the page's language where they are shown. Anything else shows as it came.
 */
const ERRORS: Record<string, string> = {
  "First name is required": "firstNameRequired",
  "Last name is required": "lastNameRequired",
  "Invalid email address": "emailInvalid",
  "Please enter a valid email": "emailEnter",
  "Password must be at least 6 characters": "passwordShort",
  "Address is required": "addressRequired",
  "City is required": "cityRequired",
  "Country is required": "countryRequired",
  "State/Province is required": "stateRequired",
  "Please select a state from the list": "stateFromList",
  "At most 20 characters": "atMost20",
  "Phone number is too long": "phoneTooLong",
  "Enter a valid phone number": "phoneInvalid",
};
/** lib/regions' postalCodeRequired, by the country whose label it names. */
const POSTAL: Record<string, string> = {
  "PIN code is required": "IN",
  "ZIP code is required": "US",
  "Postcode is required": "GB",
  "Postal code is required": "other",
};

/** Which of lib/regions' postal code labels a country's form shows: the key under checkout.fields.postalCode. */
export const postalKey = (country: string | null | undefined) => (country === "IN" || country === "US" ? country : country === "GB" || country === "AU" ? "GB" : "other");

export function fieldError(t: T, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = ERRORS[message];
  if (key) return t(`checkout.errors.${key}`);
  const postal = POSTAL[message];
  return postal ? t(`checkout.errors.postalRequired.${postal}`) : message;
}

/** lib/orders/discount-rows' discountLabel, in the page's language (the cart's and the checkout's "discount" messages). */
export function discountName(t: T, d: { code: string | null; title: string | null; type: string }, ns: "cart" | "checkout"): string {
  const name = d.code || d.title;
  const free = d.type === "free_shipping";
  return name ? t(`${ns}.discount.${free ? "freeShippingNamed" : "named"}`, { name }) : t(`${ns}.discount.${free ? "freeShipping" : "plain"}`);
}

/**
 * What the server answers in English (a code's or a gift card's refusal in the quote, a recovered cart's notes, an
 * order refused): the known sentences in the page's language (checkout.reasons), anything else as it came. The API's
 * own texts stay English (lib/discounts/apply.ts whyNot, lib/gift-cards/service.ts, lib/checkouts/service.ts).
 */
const REASONS: [RegExp, string, string[]][] = [
  [/^This code is not valid$/, "invalid", []],
  [/^This code is not active yet$/, "notActive", []],
  [/^This code has expired$/, "expired", []],
  [/^This code has been used up$/, "usedUp", []],
  [/^This code does not apply to the items in your cart$/, "notApplicable", []],
  [/^Spend (.+) or more to use this code$/, "minSubtotal", ["amount"]],
  [/^Add (\d+) or more items to use this code$/, "minQuantity", ["count"]],
  [/^You have already used this code$/, "alreadyUsed", []],
  [/^This code is for a first order only$/, "firstOrder", []],
  [/^Sign in to use this code$/, "signIn", []],
  [/^This code is not available for your account$/, "notForAccount", []],
  [/^A better discount is already applied to your order$/, "better", []],
  [/^Gift card not found: check the code$/, "cardNotFound", []],
  [/^Gift card (.+) is in ([A-Z]{3})$/, "cardCurrency", ["card", "currency"]],
  [/^Gift card (.+) is disabled$/, "cardDisabled", ["card"]],
  [/^Gift card (.+) has expired$/, "cardExpired", ["card"]],
  [/^Gift card (.+) has no balance left$/, "cardEmpty", ["card"]],
  [/^Gift cards cannot be bought with a gift card: pay for them another way$/, "cardsForCards", []],
  [/^An item is no longer available and was removed$/, "itemGone", []],
  [/^Some items are no longer available and were removed$/, "itemsGone", []],
  [/^(.+) is sold out and was removed$/, "soldOut", ["name"]],
  [/^Only (\d+) of (.+) left: the quantity was lowered$/, "onlyLeft", ["count", "name"]],
];

export function serverSays(t: T, message: string): string {
  for (const [pattern, key, names] of REASONS) {
    const m = pattern.exec(message);
    if (m) return t(`checkout.reasons.${key}`, Object.fromEntries(names.map((n, i) => [n, m[i + 1]])));
  }
  return message;
}
