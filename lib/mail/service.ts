import "server-only";
import type { Db, Tx } from "@/db/client";
import { getEnv } from "@/lib/env";
import { notFound, conflict } from "@/lib/errors";
import { enqueue, enqueueIfOpen } from "@/lib/queue/queue";
import { storeNames } from "@/lib/tenancy/service";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { addressOf, headerAddress, headerText, mailbox, nameOf } from "./headers";
import * as repo from "./repository";
import { MAX_ATTEMPTS, toMailDto, toMailSummaryDto, type MailDto, type MailListQuery, type MailRow, type MailSummaryDto, type RenderedMail } from "./schemas";
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

/** The host an order's shopper used (captured with its confirmation), for later mails about it. */
export function originOfOrder(tenantId: TenantId, orderId: string): Promise<string | null> {
  return repo.confirmationOrigin(tenantId, orderId);
}

export type Renderer = (row: MailRow) => Promise<RenderedMail>;

/**
 * One attempt at a message (the "mail.send" job). Claims the row; renders it; sends it through SMTP or
 * keeps it. A failure is recorded on the row and rethrown while attempts remain, so the queue retries
 * with backoff; the last failure leaves the row 'failed' and is not rethrown.
 */
export async function deliverMail(id: string, render: Renderer): Promise<"sent" | "kept" | "failed" | "skipped"> {
  const row = await repo.claimMail(id);
  if (!row) {
    // Not there at all: the job was enqueued inside a transaction that has not committed yet (a webhook's
    // payment): throwing lets the queue try again after its backoff. There but not claimable: sent, kept,
    // failed for good, or in another worker's hands.
    if (!(await repo.findMail({ all: true }, id))) throw new Error(`Message ${id} is not written (yet)`);
    return "skipped";
  }
  try {
    const m = await render(row);
    const to = headerAddress(m.to);
    if (!to) throw new PermanentMailError(`Invalid recipient address`);
    const subject = headerText(m.subject, 250);
    await repo.saveRendered(id, { toAddress: to, subject, html: m.html, text: m.text });
    const transport = await smtpTransport();
    if (!transport) {
      await repo.finishMail(id, "kept", null);
      return "kept";
    }
    const from = getEnv().MAIL_FROM;
    await transport.sendMail({
      from: mailbox(m.fromName ?? nameOf(from), addressOf(from)),
      to,
      replyTo: headerAddress(m.replyTo) ?? undefined,
      subject,
      html: m.html,
      text: m.text,
      headers: { "X-SB-Message-Id": id },
    });
    await repo.finishMail(id, "sent", null, m.redact ?? []);
    return "sent";
  } catch (err) {
    const message = headerText(err instanceof Error ? err.message : String(err), 500);
    const last = row.attempts >= MAX_ATTEMPTS || err instanceof PermanentMailError;
    await repo.finishMail(id, last ? "failed" : "retrying", message);
    if (last) {
      console.error(`[mail] ${id} failed for good: ${message}`);
      return "failed";
    }
    throw err;
  }
}

/** A message that no retry can help (no recipient, the order is gone). */
export class PermanentMailError extends Error {}

/** Messages waiting too long for their job get another one (the "mail.sweep" job). Answers how many. */
export async function sweepWaitingMail(olderThanSeconds = 60): Promise<number> {
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

async function resend(scope: repo.MailScope, id: string): Promise<MailSummaryDto> {
  const row = await repo.requeueMail(scope, id);
  if (!row) {
    if (!(await repo.findMail(scope, id))) throw notFound(NOT_FOUND);
    throw conflict("This message is still being sent");
  }
  await enqueue("mail.send", { id });
  return toMailSummaryDto(row);
}
