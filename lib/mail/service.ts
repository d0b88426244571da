import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { notFound, conflict } from "@/lib/errors";
import { enqueue, enqueueIfOpen } from "@/lib/queue/queue";
import { storeNames } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { inTransaction, recordActivity, recordPlatformActivity } from "@/lib/activity/record";
import { addressOf, headerAddress, headerText, mailbox, nameOf } from "./headers";
import { carriesSecret, demoMailAllowed, embeddedDemo, hideSecrets, toDemoMail, type DemoMail } from "./secrets";
import * as repo from "./repository";
import { MAX_ATTEMPTS, toMailDto, toMailSummaryDto, type MailDto, type MailListQuery, type MailRow, type MailSummaryDto, type RenderedMail } from "./schemas";
import { isPassingDatabaseError, settle } from "./settle";
import { smtpTransport } from "./transport";

/**
 * The mail slice: an outbox row per message, written where the cause is (inside the order's transaction
 * for an order's mails), then a job (lib/queue, "mail.send") renders and sends it. The row is the truth:
 * a job lost between the commit and the enqueue is found by the sweep, and a job run twice finds the row
 * already claimed, so a message goes out once. Without SMTP_URL the message is rendered and kept.
 */

export type QueueMail = repo.NewMail;

/** Write a message; in the caller's transaction when given. Call kickMail with the ids after the commit. */
export function queueMail(v: QueueMail, tx?: Tx | Db): Promise<string | null> {
  return repo.insertMail(v, tx);
}

/** Write several messages in one statement (in the caller's transaction when given); kick their ids after the commit. */
export function queueMails(vs: QueueMail[], tx?: Tx | Db): Promise<string[]> {
  return repo.insertMails(vs, tx);
}

/**
 * Ask the worker to send these messages now. Never awaited by a request and never throws: the message is
 * already durable, and the sweep enqueues it again if this enqueue is lost (or if this process has no
 * queue open: JOBS_WORKER=0 without a producer, tests). The job id is the message id, so asking twice
 * adds one job.
 */
export function kickMail(ids: readonly (string | null | undefined)[]): void {
  for (const id of ids) {
    if (!id) continue;
    enqueueIfOpen("mail.send", { id }, { id }).catch((err) => console.error(`[mail] enqueue of ${id} failed (the sweep will retry):`, (err as Error).message));
  }
}

/** Write one message outside any transaction and kick it. */
export async function sendLater(v: QueueMail): Promise<string | null> {
  const id = await queueMail(v);
  kickMail([id]);
  return id;
}

export type Renderer = (row: MailRow) => Promise<RenderedMail>;

/** How long an attempt waits for the database to write its claim, and to write "sent" (under the claim's expiry). */
const CLAIM_WAIT_MS = 60_000;
const OUTCOME_WAIT_MS = (repo.CLAIM_TIMEOUT_SECONDS - 60) * 1000;

/**
 * One attempt at a message (the "mail.send" job), idempotent across a lost database (record 0120):
 * 1. claim the row under a new attempt id, in its own committed statement ('sending');
 * 2. render it; store it and the moment it is handed over, committed before the SMTP server sees it;
 * 3. send it through SMTP (or keep it, without SMTP_URL); then 'sent'.
 * A redelivered job finds the row held and sends nothing while the claim may still be in flight. Every
 * write waits out a database restart (settle), so the attempt finishes what it started.
 * A render that failed because the database was unavailable or its pool busy is released to the queue
 * without counting; any other failure is recorded and rethrown while attempts remain, so the queue retries
 * with backoff; the last (or a PermanentMailError) leaves the row 'failed' and is not rethrown.
 */
export async function deliverMail(id: string, render: Renderer): Promise<"sent" | "kept" | "failed" | "skipped"> {
  const claimId = randomUUID();
  const row = await settle(() => repo.claimMail(id, claimId), CLAIM_WAIT_MS);
  if (!row) {
    // Not there at all: the job was enqueued inside a transaction that has not committed yet (a webhook's
    // payment): throwing lets the queue try again after its backoff. There but not claimable: sent, kept,
    // failed for good, or held by another attempt.
    if (!(await repo.findMail({ all: true }, id))) throw new Error(`Message ${id} is not written (yet)`);
    return "skipped";
  }
  let m: RenderedMail & { to: string; subject: string };
  const transport = await smtpTransport();
  try {
    const r = await render(row);
    const to = headerAddress(r.to);
    if (!to) throw new PermanentMailError(`Invalid recipient address`);
    m = { ...r, to, subject: headerText(r.subject, 250) };
  } catch (err) {
    return failAttempt(row, claimId, err);
  }
  // The stored copy hides a secret (a reset link) from everyone but its recipient (record 0127).
  const stored = { toAddress: m.to, subject: m.subject, ...outboxCopy(row.kind, m) };
  if (!(await settle(() => repo.saveRendered(id, claimId, stored, !!transport), OUTCOME_WAIT_MS))) return "skipped";
  if (!transport) {
    await settle(() => repo.finishMail(id, claimId, "kept", null), OUTCOME_WAIT_MS);
    return "kept";
  }
  const from = getEnv().MAIL_FROM;
  try {
    await transport.sendMail({
      from: mailbox(m.fromName ?? nameOf(from), addressOf(from)),
      to: m.to,
      replyTo: headerAddress(m.replyTo) ?? undefined,
      subject: m.subject,
      html: m.html,
      text: m.text,
      // The same Message-ID on every attempt: a mailbox that sees a second copy (a send repeated after a
      // crash) can recognise it. Not relied on for "once": the claim is.
      messageId: `<${id}@${addressOf(from).split("@")[1] || "mail.invalid"}>`,
      headers: { ...Object.fromEntries(Object.entries(m.headers ?? {}).map(([k, v]) => [headerText(k, 100), headerText(v, 900)])), "X-SB-Message-Id": id },
    });
  } catch (err) {
    return failAttempt(row, claimId, err);
  }
  await settle(() => repo.finishMail(id, claimId, "sent", null, m.redact ?? []), OUTCOME_WAIT_MS);
  return "sent";
}

/** Record a failed attempt: released (a passing database fault), retried (rethrown), or failed for good. */
async function failAttempt(row: MailRow, claimId: string, err: unknown): Promise<"failed"> {
  const message = headerText(rootMessage(err), 500);
  if (isPassingDatabaseError(err)) {
    await settle(() => repo.releaseMail(row.id, claimId, `Database unavailable, tried again: ${message}`), OUTCOME_WAIT_MS);
    throw err;
  }
  const last = row.attempts >= MAX_ATTEMPTS || err instanceof PermanentMailError;
  await settle(() => repo.finishMail(row.id, claimId, last ? "failed" : "retrying", message), OUTCOME_WAIT_MS);
  if (!last) throw err;
  console.error(`[mail] ${row.id} failed for good: ${message}`);
  return "failed";
}

/** What the outbox shows of an error: the driver's own words, not drizzle's "Failed query: <the SQL>" around them. */
function rootMessage(err: unknown): string {
  let e = err;
  for (let i = 0; i < 5 && e instanceof Error && /^Failed query:/.test(e.message) && e.cause; i++) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/**
 * What the outbox keeps of a rendered message: its secrets hidden (record 0127). The embedded demo, where
 * no mail leaves the machine, also keeps the full message for its local-only page (app/demo/mail).
 */
function outboxCopy(kind: string, m: RenderedMail) {
  const secrets = m.redact ?? [];
  if (!secrets.length && !carriesSecret(kind)) return { html: m.html, text: m.text };
  return {
    html: hideSecrets(kind, m.html, secrets),
    text: hideSecrets(kind, m.text, secrets),
    ...(embeddedDemo() ? { demoCopy: { html: m.html, text: m.text } } : {}),
  };
}

/** A message that no retry can help (no recipient, the order is gone). */
export class PermanentMailError extends Error {}

/**
 * Messages waiting too long for their job get another one (the "mail.sweep" job); a claim that expired on
 * the last attempt fails its message. Answers how many were enqueued.
 */
export async function sweepWaitingMail(olderThanSeconds = 60): Promise<number> {
  await repo.failAbandonedMail();
  const ids = await repo.waitingMailIds(olderThanSeconds);
  for (const id of ids) await enqueue("mail.send", { id });
  return ids.length;
}

// ---- the outbox pages: an owner sees their store's messages, the admin every message ----

const NOT_FOUND = "Message not found";

export async function listStoreMail(store: Store, q: MailListQuery = { limit: 200 }): Promise<MailSummaryDto[]> {
  return (await repo.listMails({ tenantId: store.id }, q.limit, q.before)).map(toMailSummaryDto);
}

export async function getStoreMail(store: Store, id: string): Promise<MailDto> {
  const row = await repo.findMail({ tenantId: store.id }, id);
  if (!row) throw notFound(NOT_FOUND);
  return toMailDto(row);
}

export async function resendStoreMail(store: Store, id: string): Promise<MailSummaryDto> {
  return resend({ tenantId: store.id }, id);
}

/** Every store's and the platform's messages, each with its store's name (the admin's outbox names stores). */
export async function listAllMail(q: MailListQuery = { limit: 200 }): Promise<MailSummaryDto[]> {
  const rows = await repo.listMails({ all: true }, q.limit, q.before);
  const names = await storeNames(rows.map((r) => r.tenantId));
  return rows.map((r) => ({ ...toMailSummaryDto(r), storeName: r.tenantId ? (names.get(r.tenantId) ?? null) : null }));
}

export async function getAnyMail(id: string): Promise<MailDto> {
  const row = await repo.findMail({ all: true }, id);
  if (!row) throw notFound(NOT_FOUND);
  return toMailDto(row);
}

export async function resendAnyMail(id: string): Promise<MailSummaryDto> {
  return resend({ all: true }, id);
}

/** The resend and its activity entry commit together: the store's log, or the platform's for the admin's resend. */
async function resend(scope: repo.MailScope, id: string): Promise<MailSummaryDto> {
  const row = await inTransaction(async (tx) => {
    const r = await repo.requeueMail(scope, id, tx);
    if (!r) return null;
    const entry = { action: "mail.resent", resourceType: "mail", resourceId: r.id, summary: `resent "${r.subject ?? r.kind}" to ${r.toAddress ?? "its recipient"}` };
    if ("tenantId" in scope && r.tenantId) await recordActivity(tx, r.tenantId as TenantId, entry);
    else await recordPlatformActivity(tx, r.tenantId, entry);
    return r;
  });
  if (!row) {
    if (!(await repo.findMail(scope, id))) throw notFound(NOT_FOUND);
    throw conflict("This message is still being sent");
  }
  await enqueue("mail.send", { id });
  return toMailSummaryDto(row);
}

/**
 * The embedded demo's own page of full messages (app/demo-mail): only in that mode (no SMTP_URL, no
 * DATABASE_URL), only to a browser on this machine (Host localhost and a loopback peer). Else 404.
 */
export async function listDemoMail(headers: { get(name: string): string | null }): Promise<DemoMail[]> {
  if (!demoMailAllowed(headers)) throw notFound("Not Found");
  return (await repo.listMails({ all: true }, 100)).map(toDemoMail);
}
