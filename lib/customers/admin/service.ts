import "server-only";
import { randomBytes } from "node:crypto";
import { diffChanges } from "@/lib/activity/diff";
import { changeEntry, inTransaction, recordActivity } from "@/lib/activity/record";
import { activityQuerySchema } from "@/lib/activity/schemas";
import { listActivity } from "@/lib/activity/service";
import { hashPassword } from "@/lib/auth/password";
import { endOtherSessions } from "@/lib/auth/session";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { csvCell, csvStream } from "@/lib/http/csv";
import { kickMail, queueMail } from "@/lib/mail/service";
import { fromMinor, toMinor } from "@/lib/money";
import type { Tx } from "@/db/client";
import type { Store, TenantId } from "@/lib/tenancy/store";
import * as repo from "./repository";
import {
  sortOf,
  type CustomerDetail,
  type CustomerList,
  type CustomerListItem,
  type CustomerListQuery,
  type CustomerPatch,
  type SegmentDto,
  type SegmentInput,
  type SegmentRuleInput,
} from "./schemas";

/** The owner's customers (issue 45, record 0152): list, profile, edit, segments, privacy requests. Permission `customers`. */

const money = (v: string | number) => fromMinor(toMinor(String(v)));

export function toListItem(r: repo.CustomerRow): CustomerListItem {
  return {
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    phone: r.phone,
    tags: r.tags,
    ordersCount: r.ordersCount,
    totalSpent: money(r.totalSpent),
    lastOrderAt: r.lastOrderAt?.toISOString() ?? null,
    acceptsMarketing: r.acceptsMarketing,
    createdAt: r.createdAt.toISOString(),
  };
}

async function segmentOrThrow(store: Store, id: string): Promise<repo.SegmentRow> {
  const s = await repo.findSegment(store.id, id);
  if (!s) throw notFound("Segment not found");
  return s;
}

/** GET /api/customers: one page, with the count of every match. */
export async function listCustomers(store: Store, q: CustomerListQuery): Promise<CustomerList> {
  const segment = q.segment ? await segmentOrThrow(store, q.segment) : undefined;
  const { rows, total } = await repo.listCustomers(store.id, { search: q.search, tag: q.tag, segment }, sortOf(q.sort), (q.page - 1) * q.limit, q.limit);
  return { items: rows.map(toListItem), total };
}

async function customerOrThrow(store: Store, id: string) {
  const c = await repo.findCustomer(store.id, id);
  if (!c) throw notFound("Customer not found");
  return c;
}

/** GET /api/customers/{id}: the profile, addresses, recent orders, figures, note, tags and the activity about them. */
export async function getCustomer(store: Store, id: string): Promise<CustomerDetail> {
  const c = await customerOrThrow(store, id);
  const [addresses, orders, activity] = await Promise.all([
    repo.customerAddresses(store.id, c.id),
    repo.customerOrders(store.id, c),
    listActivity(store.id, activityQuerySchema.parse({ resourceType: "customer", resourceId: c.id, limit: 20 })),
  ]);
  return {
    ...toListItem(c),
    note: c.note,
    erased: c.erasedAt !== null,
    erasureRequestedAt: c.erasureRequestedAt?.toISOString() ?? null,
    addresses: addresses.map((a) => ({
      id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      address1: a.address1,
      address2: a.address2,
      city: a.city,
      state: a.state ?? "",
      zipCode: a.zipCode,
      country: a.country,
      phone: a.phone,
      isDefault: a.isDefault,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      invoiceNumber: o.invoiceNumber,
      status: o.status,
      total: money(o.total),
      refundedAmount: money(o.refundedAmount),
      paid: o.paidAt !== null,
      createdAt: o.createdAt.toISOString(),
    })),
    activity: activity.items.map((e) => ({ id: e.id, action: e.action, summary: e.summary, actorName: e.actor.name ?? null, actorEmail: e.actor.email ?? null, createdAt: e.createdAt })),
  };
}

const nameOf = (c: Pick<repo.CustomerRow, "firstName" | "lastName" | "email">) => [c.firstName, c.lastName].filter(Boolean).join(" ") || c.email;

/** PATCH /api/customers/{id}: name, phone, tags, note, marketing consent; the change in the activity log. */
export async function updateCustomer(store: Store, id: string, v: CustomerPatch): Promise<CustomerDetail> {
  await inTransaction(async (tx) => {
    const before = await repo.findCustomer(store.id, id, tx, true);
    if (!before) throw notFound("Customer not found");
    if (before.erasedAt) throw badRequest("This customer's data was erased");
    const after = await repo.updateCustomer(tx, store.id, id, v);
    if (!after) throw notFound("Customer not found");
    const changes = diffChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, Object.keys(v));
    const entry = changeEntry("customer", "updated", id, nameOf(after), changes);
    if (entry) await recordActivity(tx, store.id, entry);
  });
  return getCustomer(store, id);
}

// ---- privacy

/** GET /api/customers/{id}/data-export: everything stored about the customer, as one JSON document. */
export async function customerDataExport(store: Store, id: string) {
  const detail = await getCustomer(store, id);
  const c = await customerOrThrow(store, id);
  const [orders, wishlist] = await Promise.all([repo.customerOrders(store.id, c, 10_000), repo.customerWishlist(store.id, id)]);
  return {
    exportedAt: new Date().toISOString(),
    store: store.row.name,
    customer: { ...toListItem(c), note: c.note },
    addresses: detail.addresses,
    orders: orders.map((o) => ({
      id: o.id,
      invoiceNumber: o.invoiceNumber,
      status: o.status,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      customerAddress: o.customerAddress,
      total: money(o.total),
      refundedAmount: money(o.refundedAmount),
      paymentMethod: o.paymentMethod,
      createdAt: o.createdAt.toISOString(),
    })),
    wishlist: wishlist.map((w) => ({ productId: w.productId, addedAt: w.createdAt.toISOString() })),
    activity: detail.activity,
  };
}

/**
 * POST /api/customers/{id}/erase: the customer's personal data replaced or removed (orders stay with their money
 * and invoice numbers), their sessions ended, an activity entry kept. Erasing twice is a no-op (200).
 */
export async function eraseCustomer(store: Store, id: string): Promise<{ erased: true; alreadyErased: boolean }> {
  const passwordHash = await hashPassword(randomBytes(32).toString("hex"));
  const already = await inTransaction(async (tx) => {
    const c = await repo.findCustomer(store.id, id, tx, true);
    if (!c) throw notFound("Customer not found");
    if (c.erasedAt) return true;
    await repo.eraseCustomer(tx, store.id, c, passwordHash);
    await recordActivity(tx, store.id, { action: "customer.erased", resourceType: "customer", resourceId: id, summary: "erased a customer's personal data" });
    return false;
  });
  if (!already) await endOtherSessions(id, undefined);
  return { erased: true, alreadyErased: already };
}

/**
 * POST /api/customers/me/erasure-request: the signed-in customer asks for their data to be erased. It waits for the
 * owner's confirmation (POST /api/customers/{id}/erase): the owner is mailed, the request is in the activity log.
 * Asking again changes nothing and mails nobody; the first request's date is the answer.
 */
export async function requestErasure(store: Store, customerId: string): Promise<{ message: string; requestedAt: string }> {
  const { mailId, requestedAt } = await inTransaction(async (tx) => {
    const marked = await repo.markErasureRequested(tx, store.id, customerId);
    if (!marked) {
      const c = await repo.findCustomer(store.id, customerId, tx);
      if (!c) throw notFound("Customer not found");
      if (c.erasedAt) throw badRequest("This account's data was already erased");
      return { mailId: null, requestedAt: c.erasureRequestedAt ?? new Date() };
    }
    await recordActivity(tx, store.id, {
      action: "customer.erasure_requested",
      resourceType: "customer",
      resourceId: customerId,
      summary: "the customer asked for their personal data to be erased",
    });
    const id = await queueMail({ tenantId: store.id, kind: "customer-erasure-request", payload: { customerId }, dedupeKey: `erasure-request:${customerId}` }, tx);
    return { mailId: id, requestedAt: marked.erasureRequestedAt ?? new Date() };
  });
  kickMail([mailId]);
  return {
    message: "Your request was sent to the store. They will erase your data and let you know; your orders are kept for their accounts, without your name or contact details.",
    requestedAt: requestedAt.toISOString(),
  };
}

// ---- segments

export const toSegmentDto = (s: repo.SegmentRow): SegmentDto => ({ id: s.id, name: s.name, match: s.match, rules: s.rules as SegmentRuleInput[], createdAt: s.createdAt.toISOString() });

export async function createSegment(store: Store, v: SegmentInput): Promise<SegmentDto> {
  const row = await inTransaction(async (tx) => {
    const s = await repo.insertSegment(tx, store.id, v);
    await recordActivity(tx, store.id, changeEntry("customer_segment", "created", s.id, s.name)!);
    return s;
  });
  return toSegmentDto(row);
}

export async function listSegments(store: Store): Promise<{ items: SegmentDto[] }> {
  return { items: (await repo.listSegments(store.id)).map(toSegmentDto) };
}

export async function getSegment(store: Store, id: string): Promise<SegmentDto> {
  return toSegmentDto(await segmentOrThrow(store, id));
}

/** The ids of these that are segments of the store (a discount's eligibility is checked against them). */
export async function existingSegmentIds(tenantId: TenantId, ids: string[]): Promise<Set<string>> {
  return new Set((await repo.findSegments(tenantId, ids)).map((s) => s.id));
}

/** Which of these segments the customer is in now (a discount limited to segments, issue 45). */
export async function segmentsOfCustomer(tenantId: TenantId, userId: string, segmentIds: string[]): Promise<Set<string>> {
  return repo.customerMatches(tenantId, userId, await repo.findSegments(tenantId, segmentIds));
}

export async function deleteSegment(store: Store, id: string): Promise<{ message: string }> {
  await inTransaction(async (tx) => {
    // A discount limited to the segment would be open to everyone without it: the owner changes it first.
    const used = await repo.discountUsingSegment(tx, store.id, id);
    if (used) throw conflict(`This segment limits the discount ${used.code ?? used.title ?? "(untitled)"}; remove it from the discount first`);
    const gone = await repo.deleteSegment(tx, store.id, id);
    if (!gone) throw notFound("Segment not found");
    await recordActivity(tx, store.id, changeEntry("customer_segment", "deleted", id, gone.name)!);
  });
  return { message: "Segment deleted" };
}

export async function segmentCustomers(store: Store, id: string, q: Omit<CustomerListQuery, "segment">): Promise<CustomerList> {
  await segmentOrThrow(store, id);
  return listCustomers(store, { ...q, segment: id });
}

export const SEGMENT_EXPORT_COLUMNS = ["Name", "Email", "Phone", "Tags", "Orders", "Total Spent", "Last Order", "Accepts Marketing", "Created"] as const;

/** GET /api/customer-segments/{id}/export: the segment's customers as CSV, streamed in e-mail order. */
export async function exportSegmentCsv(store: Store, id: string): Promise<{ name: string; stream: ReadableStream<Uint8Array> }> {
  const segment = await segmentOrThrow(store, id);
  async function* rows(): AsyncGenerator<string[][], void, unknown> {
    for await (const batch of repo.customerRowBatches(store.id, { segment })) {
      yield batch.map((c) => [
        csvCell([c.firstName, c.lastName].filter(Boolean).join(" ")),
        csvCell(c.email),
        csvCell(c.phone ?? ""),
        csvCell(c.tags.join(", ")),
        String(c.ordersCount),
        money(c.totalSpent),
        c.lastOrderAt?.toISOString() ?? "",
        c.acceptsMarketing ? "yes" : "no",
        c.createdAt.toISOString(),
      ]);
    }
  }
  return { name: segment.name, stream: csvStream(SEGMENT_EXPORT_COLUMNS, rows()) };
}

/** A registered customer of this store (not a guest checkout's row), or null: a draft order names its customer by it. */
export function findStoreCustomer(store: Store, id: string): Promise<repo.CustomerRow | null> {
  return repo.findCustomer(store.id, id);
}

/**
 * The checkout's "Email me with news and offers" (record 0156), in the caller's transaction: kept on the registered
 * customer (a guest has no account to keep it on: the checkout keeps it). No activity entry of its own: the
 * checkout's write records one.
 */
export async function setMarketingConsent(tx: Tx, tenantId: TenantId, customerId: string, accepts: boolean): Promise<void> {
  await repo.updateCustomer(tx, tenantId, customerId, { acceptsMarketing: accepts });
}

/** An unsubscribe link's consent withdrawn from the store's registered customer with this e-mail (record 0156). */
export function withdrawMarketingConsent(tx: Tx, tenantId: TenantId, email: string): Promise<void> {
  return repo.setMarketingByEmail(tx, tenantId, email, false);
}
