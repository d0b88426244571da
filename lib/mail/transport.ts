import "server-only";
import type { Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";

/**
 * The SMTP transport when SMTP_URL is set (one pooled connection set per process), else null: the
 * message is kept in the outbox and nothing leaves the machine (the embedded demo).
 */
const g = globalThis as unknown as { __sbMailTransport?: { url: string; t: Transporter } };

export async function smtpTransport(): Promise<Transporter | null> {
  const url = getEnv().SMTP_URL;
  if (!url) return null;
  if (g.__sbMailTransport?.url === url) return g.__sbMailTransport.t;
  const nodemailer = await import("nodemailer");
  const t = nodemailer.createTransport(url, {
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  // A pooled connection that drops while idle is reported as an event; without a listener an EventEmitter
  // 'error' would crash the process. The pool opens a new connection for the next message.
  t.on("error", (err) => console.error("[mail] SMTP transport:", err.message));
  g.__sbMailTransport?.t.close();
  g.__sbMailTransport = { url, t };
  return t;
}

/** Close the pooled connections (tests, shutdown). */
export function closeTransport() {
  g.__sbMailTransport?.t.close();
  g.__sbMailTransport = undefined;
}
