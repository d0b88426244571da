import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { addresses, customerSegments, discounts, orders, users, wishlistItems } from "@/db/schema";
import type { TenantId } from "@/lib/tenancy/store";
import type { CustomerPatch, CustomerSort, SegmentInput } from "./schemas";
import { segmentCondition } from "./segments-sql";

/**
 * The owner's view of the store's registered customers (issue 45, record 0152). Every query names the store; a
 * customer is a `users` row of role customer that is not a guest checkout's. The order figures are columns the
 * database keeps (the customers_admin migration's triggers), so listing, sorting and segments read one table.
 */
export type CustomerRow = typeof users.$inferSelect;
export type SegmentRow = typeof customerSegments.$inferSelect;

const registered = (tenantId: TenantId) =>
  and(eq(users.tenantId, tenantId), sql`${users.role} = 'customer' AND position('#guest-' in ${users.email}) = 0`);

const SORT_COLUMNS = { createdAt: users.createdAt, totalSpent: users.totalSpent, ordersCount: users.ordersCount, lastOrderAt: users.lastOrderAt } as const;

export type CustomerFilter = { search?: string; tag?: string; segment?: Pick<SegmentRow, "match" | "rules"> };

function whereOf(tenantId: TenantId, f: CustomerFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [registered(tenantId)];
  const term = f.search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, "\\$&")}%`;
    parts.push(
      sql`lower(coalesce(${users.email}, '') || ' ' || coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || coalesce(${users.phone}, '')) like ${like}`,
    );
  }
  if (f.tag) parts.push(sql`${users.tags} @> array[${f.tag.toLowerCase()}]::text[]`);
  if (f.segment) parts.push(segmentCondition(f.segment.match, f.segment.rules as never));
  return and(...parts);
}

export async function listCustomers(
  tenantId: TenantId,
  f: CustomerFilter,
  sort: { field: CustomerSort; desc: boolean },
  offset: number,
  limit: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const db = await getDb();
  const where = whereOf(tenantId, f);
  const column = SORT_COLUMNS[sort.field];
  // Each order is its index read forwards or backwards (the never-ordered last when recent orders come first).
  const nullable = sort.field === "lastOrderAt";
  const order = sort.desc
    ? [nullable ? sql`${column} desc nulls last` : desc(column), desc(users.id)]
    : [nullable ? sql`${column} asc nulls first` : asc(column), asc(users.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(where),
  ]);
  return { rows, total: n };
}

/** Keyset batches in e-mail order (the segment's CSV): memory stays flat however large the segment. */
export async function* customerRowBatches(tenantId: TenantId, f: CustomerFilter, batchSize = 500): AsyncGenerator<CustomerRow[]> {
  const db = await getDb();
  let after: string | null = null;
  for (;;) {
    const rows: CustomerRow[] = await db
      .select()
      .from(users)
      .where(and(whereOf(tenantId, f), after === null ? undefined : sql`${users.email} > ${after}`))
      .orderBy(asc(users.email))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].email;
  }
}

export async function findCustomer(tenantId: TenantId, id: string, tx?: Tx, lock = false): Promise<CustomerRow | null> {
  const db = tx ?? (await getDb());
  const q = db.select().from(users).where(and(registered(tenantId), eq(users.id, id))).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** The customer's own request for erasure, once (the first request's instant stays): the row when this call set it. */
export async function markErasureRequested(tx: Tx, tenantId: TenantId, id: string): Promise<CustomerRow | null> {
  const [row] = await tx
    .update(users)
    .set({ erasureRequestedAt: new Date() })
    .where(and(registered(tenantId), eq(users.id, id), sql`${users.erasureRequestedAt} is null and ${users.erasedAt} is null`))
    .returning();
  return row ?? null;
}

/** A customer's orders: placed signed in to the account, or as a guest with its e-mail (the same rule as the figures). */
const ordersOf = (tenantId: TenantId, c: Pick<CustomerRow, "id" | "email">) =>
  and(
    eq(orders.tenantId, tenantId),
    // Placed from the account, or with its e-mail from no registered customer's account (a guest checkout).
    // Inline rather than sb_order_customer(): on Citus a function reading `users` cannot run inside a shard's query.
    sql`(${orders.userId} = ${c.id} or (lower(${orders.customerEmail}) = lower(${c.email}) and not exists (
      select 1 from ${users} r where r.tenant_id = ${orders.tenantId} and r.id = ${orders.userId}
        and r.role = 'customer' and position('#guest-' in r.email) = 0)))`,
  );

export async function customerOrders(tenantId: TenantId, c: Pick<CustomerRow, "id" | "email">, limit = 50, tx?: Tx) {
  const db = tx ?? (await getDb());
  return db.select().from(orders).where(ordersOf(tenantId, c)).orderBy(desc(orders.createdAt)).limit(limit);
}

export async function customerAddresses(tenantId: TenantId, userId: string, tx?: Tx) {
  const db = tx ?? (await getDb());
  return db.select().from(addresses).where(and(eq(addresses.tenantId, tenantId), eq(addresses.userId, userId))).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
}

export async function customerWishlist(tenantId: TenantId, userId: string) {
  const db = await getDb();
  return db.select().from(wishlistItems).where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.userId, userId)));
}

export async function updateCustomer(tx: Tx, tenantId: TenantId, id: string, v: CustomerPatch): Promise<CustomerRow | null> {
  const [row] = await tx
    .update(users)
    .set({
      ...(v.firstName !== undefined ? { firstName: v.firstName } : {}),
      ...(v.lastName !== undefined ? { lastName: v.lastName } : {}),
      ...(v.phone !== undefined ? { phone: v.phone } : {}),
      ...(v.tags !== undefined ? { tags: v.tags } : {}),
      ...(v.note !== undefined ? { note: v.note || null } : {}),
      ...(v.acceptsMarketing !== undefined ? { acceptsMarketing: v.acceptsMarketing } : {}),
    })
    .where(and(registered(tenantId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Erasure (issue 45): the person's name, e-mail, phone and addresses replaced or removed, on the account, on the
 * guest checkouts with their e-mail, and on their orders (which stay, with money and invoice numbers, for the
 * books). The figures are counted again afterwards: the e-mail that tied guest orders to the account changed.
 */
export async function eraseCustomer(tx: Tx, tenantId: TenantId, c: CustomerRow, passwordHash: string): Promise<CustomerRow> {
  const erasedEmail = `erased-${c.id}@erased.invalid`;
  const mine = await tx.select({ id: orders.id }).from(orders).where(ordersOf(tenantId, c));
  await tx
    .update(users)
    .set({ email: sql`${erasedEmail} || '#guest-' || ${users.id}`, firstName: null, lastName: null, phone: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.role, "customer"), sql`${users.email} like ${`${c.email.replace(/[\\%_]/g, "\\$&")}#guest-%`}`));
  await tx.delete(addresses).where(and(eq(addresses.tenantId, tenantId), eq(addresses.userId, c.id)));
  await tx.delete(wishlistItems).where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.userId, c.id)));
  const [row] = await tx
    .update(users)
    .set({ email: erasedEmail, firstName: "Erased", lastName: "customer", phone: null, note: null, tags: [], acceptsMarketing: false, passwordHash, profileImageUrl: null, erasedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, c.id)))
    .returning();
  for (const o of mine) {
    await tx
      .update(orders)
      .set({ userId: c.id, customerEmail: erasedEmail, customerName: "Erased customer", customerAddress: "Erased", customerPhone: null, shippingState: null })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, o.id)));
  }
  const [figures] = await tx
    .select({
      n: sql<number>`count(*) filter (where ${orders.status} not in ('cancelled', 'failed'))`.mapWith(Number),
      spent: sql<string>`coalesce(sum(${orders.total} - ${orders.refundedAmount}) filter (where ${orders.paidAt} is not null), 0)`,
      last: sql<Date | null>`max(${orders.createdAt}) filter (where ${orders.status} not in ('cancelled', 'failed'))`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, c.id)));
  const [done] = await tx
    .update(users)
    .set({ ordersCount: figures.n, totalSpent: String(figures.spent), lastOrderAt: figures.last, phone: null })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, c.id)))
    .returning();
  return done ?? row;
}

// ---- segments

export async function insertSegment(tx: Tx, tenantId: TenantId, v: SegmentInput): Promise<SegmentRow> {
  const [row] = await tx.insert(customerSegments).values({ tenantId, name: v.name, match: v.match, rules: v.rules }).returning();
  return row;
}

export async function listSegments(tenantId: TenantId): Promise<SegmentRow[]> {
  const db = await getDb();
  return db.select().from(customerSegments).where(eq(customerSegments.tenantId, tenantId)).orderBy(asc(customerSegments.name));
}

export async function findSegment(tenantId: TenantId, id: string): Promise<SegmentRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(customerSegments).where(and(eq(customerSegments.tenantId, tenantId), eq(customerSegments.id, id))).limit(1);
  return row ?? null;
}

export async function deleteSegment(tx: Tx, tenantId: TenantId, id: string): Promise<SegmentRow | null> {
  const [row] = await tx.delete(customerSegments).where(and(eq(customerSegments.tenantId, tenantId), eq(customerSegments.id, id))).returning();
  return row ?? null;
}

export async function findSegments(tenantId: TenantId, ids: string[]): Promise<SegmentRow[]> {
  if (!ids.length) return [];
  const db = await getDb();
  return db.select().from(customerSegments).where(and(eq(customerSegments.tenantId, tenantId), inArray(customerSegments.id, ids)));
}

/**
 * Which of these segments one customer is in: one statement over their row, a condition per segment (the
 * segment's own SQL, as the list filters by it).
 */
export async function customerMatches(tenantId: TenantId, userId: string, segments: Pick<SegmentRow, "id" | "match" | "rules">[]): Promise<Set<string>> {
  if (!segments.length) return new Set();
  const db = await getDb();
  const cols = Object.fromEntries(segments.map((s, i) => [`s${i}`, sql<boolean>`coalesce((${segmentCondition(s.match, s.rules as never) ?? sql`true`}), false)`]));
  const [row] = await db.select(cols).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, userId))).limit(1);
  return new Set(row ? segments.filter((_, i) => row[`s${i}`] === true).map((s) => s.id) : []);
}

/** A discount limited to this segment (issue 45), to name when the owner deletes it. */
export async function discountUsingSegment(tx: Tx, tenantId: TenantId, segmentId: string): Promise<{ code: string | null; title: string | null } | null> {
  const [row] = await tx
    .select({ code: discounts.code, title: discounts.title })
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), sql`${segmentId}::uuid = any(${discounts.customerSegmentIds})`))
    .limit(1);
  return row ?? null;
}

/** Marketing consent of the store's registered customer with this e-mail (an unsubscribe link, record 0156). */
export async function setMarketingByEmail(tx: Tx, tenantId: TenantId, email: string, accepts: boolean): Promise<void> {
  await tx
    .update(users)
    .set({ acceptsMarketing: accepts })
    .where(and(registered(tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
}
