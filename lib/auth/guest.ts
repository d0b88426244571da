/**
 * Guest checkout without a second kind of user: a guest is a customer row whose stored email is the real one
 * plus a random mark ("asha@example.com#guest-3f9c…"). The mark keeps guests out of the per-store email
 * uniqueness (a guest may use the email of an account, or check out twice) and out of sign-in (nobody types
 * it), while the session, orders and payment routes work exactly as for a registered customer.
 */
/** Exported for queries that must leave guests out (lib/customers' export); elsewhere use the functions below. */
export const GUEST_MARK = "#guest-";
const MARK = GUEST_MARK;

/** Pure (shared with the browser through schemas.ts): the caller brings the random part. */
export function guestStoredEmail(email: string, random: string): string {
  return `${email}${MARK}${random}`;
}

export function isGuestEmail(stored: string): boolean {
  return stored.includes(MARK);
}

/** The address a person typed, for display and for the order. */
export function realEmail(stored: string): string {
  const i = stored.indexOf(MARK);
  return i < 0 ? stored : stored.slice(0, i);
}
