/**
 * Gift card codes (issue 43, record 0155): 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * shown in groups of 4 ("K7QM-3XWD-P9TA-HB2R"), matched whatever the case and the spaces or dashes typed. Only a
 * SHA-256 of the store's id and the normalised code is stored, with the last 4 characters to recognise it by.
 * Plain functions only: the checkout's form imports this (through the order schemas), so generating and hashing,
 * which need node:crypto, are in ./code-secret.ts (a `node:` import here put 146 KB of crypto-browserify into the
 * checkout's first load).
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 16;

/** Upper case, without spaces and dashes: what is hashed. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** A code an owner may choose: 16 letters or digits once normalised. */
export function isValidCode(normalised: string): boolean {
  return new RegExp(`^[A-Z0-9]{${CODE_LENGTH}}$`).test(normalised);
}

/** In groups of 4, as shown once to the owner and in the recipient's mail. */
export function formatCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join("-") ?? normalised;
}

export const lastFour = (normalised: string) => normalised.slice(-4);

/** How a card is named once its code is no longer shown: "•••• HB2R". */
export const maskedCode = (last4: string) => `•••• ${last4}`;
