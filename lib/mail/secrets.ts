import { clientAddress, requestHost } from "@/lib/client-address";
import { getEnv } from "@/lib/env";

/**
 * Messages that carry a secret (record 0127). Their outbox copy never holds it: the owner and the admin see
 * that the message went, to whom, when and with what status, and "reset link — hidden" where the link was.
 * Only the recipient's mailbox has it. A new kind that carries a secret is listed here, and its renderer
 * names the secret strings (`RenderedMail.redact`); a listed kind whose renderer names none still has every
 * link with a query hidden.
 */
export const SECRET_KINDS: Readonly<Record<string, string>> = {
  "password-reset": "reset link",
  invitation: "invitation link",
  "two-factor-recovery": "recovery code",
  "gift-card": "gift card code",
  "data-export": "download link",
  "draft-invoice": "payment link",
  "checkout-recovery": "cart link",
};

export const carriesSecret = (kind: string) => Object.hasOwn(SECRET_KINDS, kind);

export const hiddenLabel = (kind: string) => `${SECRET_KINDS[kind] ?? "secret"} — hidden`;

/**
 * The embedded demo (`npm run demo`: no SMTP_URL, no DATABASE_URL): no mail leaves the machine, so the
 * person trying it can read the full messages on the local demo page (app/demo/mail). Off with either set.
 */
export function embeddedDemo(): boolean {
  const env = getEnv();
  return !env.SMTP_URL && !env.DATABASE_URL;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** A link with a query (where tokens travel), as it appears in HTML or text. */
const QUERY_LINK = /https?:\/\/[^\s"'<>\])]*\?[^\s"'<>\])]*/g;

/** `body` with every secret (and its HTML-escaped form) replaced by the kind's hidden label. */
export function hideSecrets(kind: string, body: string, secrets: readonly string[]): string {
  const label = hiddenLabel(kind);
  // First every link with a query (a listed kind's secrets travel there), then the named secrets themselves.
  let out = carriesSecret(kind) ? body.replace(/href="https?:\/\/[^"]*\?[^"]*"/g, 'href="#"').replace(QUERY_LINK, label) : body;
  for (const s of [...secrets].filter(Boolean).sort((a, b) => b.length - a.length)) {
    for (const form of new Set([s, escapeHtml(s)])) {
      // A link's target goes nowhere; where the link is shown as text, the label says what was there.
      out = out.split(`href="${form}"`).join('href="#"').split(form).join(label);
    }
  }
  return out;
}

/**
 * What a reader of the outbox (owner, admin) may see of a stored body. Rows written before this rule kept
 * the link (and the token in their payload): hidden here too, so no older row shows one either.
 */
export function forReaders(row: { kind: string; payload: unknown }, body: string | null): string | null {
  if (body === null || !carriesSecret(row.kind)) return body;
  const p = (row.payload ?? {}) as Record<string, unknown>;
  const legacy = ["token", "code", "link", "url"].map((k) => p[k]).filter((v): v is string => typeof v === "string" && v.length >= 6);
  return hideSecrets(row.kind, body, legacy);
}

/** Whether this request may read the demo's full messages: the embedded demo, asked from this machine. */
export function demoMailAllowed(headers: { get(name: string): string | null }): boolean {
  if (!embeddedDemo()) return false;
  const host = requestHost(headers, 0).replace(/:\d+$/, "");
  const peer = clientAddress(headers, 0);
  const loopback = peer === "::1" || /^127\./.test(peer);
  return loopback && (host === "localhost" || host === "127.0.0.1" || host === "[::1]");
}

export type DemoMail = { id: string; kind: string; to: string | null; subject: string | null; status: string; createdAt: string; text: string | null; links: string[] };

/** A message as the demo page shows it: the full text kept for the demo, and its links to click. */
export function toDemoMail(r: { id: string; kind: string; toAddress: string | null; subject: string | null; status: string; createdAt: Date; text: string | null; payload: unknown }): DemoMail {
  const full = (r.payload as { demoCopy?: { text?: string } } | null)?.demoCopy?.text ?? r.text;
  return {
    id: r.id,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    text: full,
    links: [...new Set((full ?? "").match(/https?:\/\/[^\s"'<>\])]+/g) ?? [])],
  };
}
