/**
 * Header values (names, subjects, addresses) never carry a line break: a CR or LF in a store's name or a
 * shopper's name would otherwise start a new header (Bcc: …) or end the headers. Every value that reaches
 * a header passes through here; other control characters go too. Pure, unit-tested.
 */
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function headerText(value: string, max = 200): string {
  return value.replace(CONTROL, " ").replace(/\s+/g, " ").trim().slice(0, max);
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$|^[^\s@<>()[\]\\,;:"]+@localhost$/i;

/** A bare e-mail address fit for To/Reply-To, or null: anything with a line break, a comma or brackets is refused. */
export function headerAddress(value: string | null | undefined): string | null {
  if (!value) return null;
    if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const v = value.trim();
  return v.length <= 254 && ADDRESS.test(v) ? v : null;
}

/** `"Name" <address>` with the name cleaned and quoted (quotes and backslashes escaped). */
export function mailbox(name: string | null | undefined, address: string): string {
  const n = headerText(name ?? "", 100).replace(/["\\]/g, "");
  return n ? `"${n}" <${address}>` : address;
}

/** The address inside MAIL_FROM (`Name <a@b>` or `a@b`). */
export function addressOf(from: string): string {
  const m = /<([^>]+)>/.exec(from);
  return (m ? m[1] : from).trim();
}

export function nameOf(from: string): string | null {
  const m = /^\s*"?([^"<]*?)"?\s*</.exec(from);
  return m && m[1].trim() ? m[1].trim() : null;
}
