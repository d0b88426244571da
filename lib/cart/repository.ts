import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { customerCarts } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { StoredLine } from "./schemas";

/**
 * Signed-in customers' carts: the only Drizzle code for customer_carts. Every query names the store and
 * the customer, both from the request's store and session, never from input.
 */
type Owner = { tenantId: TenantId; userId: string };
export type CustomerCartRow = typeof customerCarts.$inferSelect;
type Contents = { lines: StoredLine[]; discountCode: string | null };

const owns = (o: Owner) => and(eq(customerCarts.tenantId, o.tenantId), eq(customerCarts.userId, o.userId));

export async function findCart(o: Owner): Promise<CustomerCartRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(customerCarts).where(owns(o)).limit(1);
  return row ?? null;
}

/** Replace the cart's contents (creating it on first write); the revision rises by one. The time is the app's: Citus refuses now() in DO UPDATE SET (record 0138). */
export async function writeCart(o: Owner, c: Contents, tx?: Tx): Promise<CustomerCartRow> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .insert(customerCarts)
    .values({ tenantId: o.tenantId, userId: o.userId, lines: c.lines, discountCode: c.discountCode })
    .onConflictDoUpdate({
      target: [customerCarts.tenantId, customerCarts.userId],
      set: { lines: c.lines, discountCode: c.discountCode, revision: sql`${customerCarts.revision} + 1`, updatedAt: new Date() },
    })
    .returning();
  return row;
}

/**
 * Read the stored cart locked, compute the new contents from it and write them, in one transaction: two
 * sign-ins at once (phone and laptop) each merge into what the other wrote, never into a stale copy.
 * `next` is synchronous: nothing else may query while the transaction holds PGlite's one connection.
 */
export async function updateCartLocked(o: Owner, next: (current: Contents) => Contents): Promise<CustomerCartRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.insert(customerCarts).values({ tenantId: o.tenantId, userId: o.userId, revision: 0 }).onConflictDoNothing();
    const [current] = await tx.select().from(customerCarts).where(owns(o)).for("update");
    return writeCart(o, next({ lines: current.lines, discountCode: current.discountCode }), tx);
  });
}
