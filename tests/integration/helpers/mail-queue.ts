import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Waits until the mail queue has nothing left to do: no message waiting, claimed or due a retry, and no send or
 * password-reset job waiting, due or running. A mail that has not arrived at the SMTP server by then is not
 * coming (the server has it before its job completes), which a fixed wait only made likely.
 */
export async function mailSettled(db: Db, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await db.execute(
      sql`select (select count(*) from mail_messages where status in ('queued', 'sending', 'retrying'))::int
        + (select count(*) from pgboss.job where name in ('mail.send', 'auth.password-reset') and state in ('created', 'retry', 'active'))::int as busy`,
    );
    const [row] = (Array.isArray(res) ? res : (res as { rows: { busy: number }[] }).rows) as { busy: number }[];
    if (Number(row.busy) === 0) return;
    if (Date.now() > until) throw new Error(`the mail queue is still busy (${row.busy}) after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
