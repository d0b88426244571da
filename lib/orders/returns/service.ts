import "server-only";
import type { Tx } from "@/db/client";
import type { ReturnItemRow, ReturnRow } from "@/db/schema";
import type { UserRow } from "@/lib/auth/schemas";
import { invalidateProducts } from "@/lib/cache/tags";
import { releaseStock } from "@/lib/catalog/inventory/service";
import { conflict, notFound, unauthorized, unprocessable } from "@/lib/errors";
import { accessAllows, storeAccess } from "@/lib/members/membership";
import { kickMail, queueMail } from "@/lib/mail/service";
import { fromMinor } from "@/lib/money";
import type { Store, TenantId } from "@/lib/tenancy/store";
import { orderNumber } from "../number";
import { findItems, findItemsTx, findOrder, inTransaction, lockOrder } from "../repository";
import type { OrderItemRow, OrderRow } from "../schemas";
import { recordEvent } from "../timeline/service";
import {
  findReturn,
  findReturnLines,
  heldQuantities,
  insertReturn,
  listReturns,
  lockReturn,
  markShipmentDelivered,
  orderDeliveredAt,
  setLineReceived,
  shipmentsDelivered,
  updateReturn,
} from "./repository";
import { deliveredLines, returnable, returnValue, windowEnd } from "./rules";
import {
  RETURNS_PAGE_SIZE,
  toReturnDto,
  type ReceiveReturnInput,
  type RequestReturnInput,
  type ReturnableDto,
  type ReturnDto,
  type ReturnListQuery,
  type ReturnPage,
} from "./schemas";

/**
 * Returns (issue 45, record 0154). Every change locks the ORDER row first (as shipping and refunds do), so the
 * order's returns are checked and written one at a time: never more asked back than was delivered, across all of
 * the order's returns, whatever runs at once; each step moves the return from the one state it needs, so a step
 * repeated (receive twice) finds it moved and does nothing twice. Each step writes its timeline event (and so its
 * activity entry) and the customer's mail in the same transaction.
 */

type Who = { id: string; name: string | null };
const nameOf = (u: UserRow): Who => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email });
const units = (n: number) => `${n} item${n === 1 ? "" : "s"}`;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

async function deliveryOf(tx: Tx | null, tenantId: TenantId, order: OrderRow, items: OrderItemRow[]) {
  const deliveredAt = order.status === "delivered" ? ((await orderDeliveredAt(tx, tenantId, order.id)) ?? order.updatedAt) : null;
  return deliveredLines({ status: order.status, deliveredAt }, items, await shipmentsDelivered(tx, tenantId, order.id));
}

/** Write a step's timeline event and the customer's mail, in the step's transaction; the mail's id to kick after commit. */
async function tell(tx: Tx, tenantId: TenantId, r: ReturnRow, step: "requested" | "approved" | "declined" | "received" | "refunded", message: string, who: Who | null, mail = true) {
  await recordEvent(tx, tenantId, r.orderId, { type: "return", message, data: { returnId: r.id, step }, actorId: who?.id ?? null, actorName: who?.name ?? null });
  if (!mail) return null;
  return queueMail({ tenantId, kind: "return", payload: { orderId: r.orderId, returnId: r.id, step }, dedupeKey: `return:${r.id}:${step}` }, tx);
}

/**
 * POST /api/orders/{id}/returns: the customer (their own order only) or a manager of the store for them. 404 for an
 * order that is not theirs or not this store's; 422 with the reason for a line that is not delivered, past the
 * window, or more than is left to return.
 */
export async function requestReturn(store: Store, orderId: string, input: RequestReturnInput, by: { customer: UserRow } | { staff: UserRow }): Promise<ReturnDto> {
  const tenantId = store.id;
  const customer = "customer" in by ? by.customer : null;
  if (customer && !(await findOrder(tenantId, orderId, customer.id))) throw notFound("Order not found");
  const days = store.row.returnWindowDays;
  let mail: string | null = null;
  const made = await inTransaction(async (tx) => {
    const order = await lockOrder(tx, tenantId, orderId);
    if (!order) throw notFound("Order not found");
    const items = await findItemsTx(tx, tenantId, orderId);
    const delivered = await deliveryOf(tx, tenantId, order, items);
    const left = returnable(delivered, await heldQuantities(tx, tenantId, orderId));
    const now = Date.now();
    const errors: Record<string, string> = {};
    const wanted = new Map<string, number>();
    input.lines.forEach((l, i) => {
      const item = items.find((x) => x.id === l.orderItemId);
      const d = delivered.get(l.orderItemId);
      const key = `lines.${i}.quantity`;
      if (!item) errors[`lines.${i}.orderItemId`] = "This line is not part of this order";
      else if (!d || d.quantity <= 0) errors[key] = `${item.productName} has not been delivered yet`;
      else if (days <= 0) errors[key] = "This store does not take returns";
      else if (windowEnd(d.at, days).getTime() < now) errors[key] = `The return window for ${item.productName} closed on ${dateOf(windowEnd(d.at, days))}`;
      else {
        const free = (left.get(item.id) ?? 0) - (wanted.get(item.id) ?? 0);
        if (l.quantity > free) errors[key] = free > 0 ? `Only ${free} of ${item.productName} can be returned` : `${item.productName} is already being returned`;
        else wanted.set(item.id, (wanted.get(item.id) ?? 0) + l.quantity);
      }
    });
    if (Object.keys(errors).length) throw unprocessable(Object.values(errors)[0], errors);

    const who = customer ? nameOf(customer) : nameOf((by as { staff: UserRow }).staff);
    const r = await insertReturn(tx, tenantId, { orderId, requestedBy: customer ? "customer" : "owner", note: input.note, createdBy: who.id }, input.lines);
    const n = input.lines.reduce((a, l) => a + l.quantity, 0);
    mail = await tell(tx, tenantId, r.row, "requested", `Return of ${units(n)} requested${customer ? " by the customer" : ""}`, who);
    return { ...r, order, items };
  });
  kickMail([mail]);
  return dto(made.row, made.lines, made.order, made.items);
}

/**
 * Who asks, as the route sees the caller: a manager of the store with `orders` (not the platform admin, who
 * reads but does not write a store) asks for the customer; else the signed-in customer, for their own order;
 * anyone else signed in gets 404, nobody signed in 401.
 */
export async function requestReturnAs(store: Store, orderId: string, input: RequestReturnInput, viewer: { staff: UserRow | null; customer: UserRow | null }): Promise<ReturnDto> {
  const manager = !!viewer.staff && viewer.staff.role !== "admin" && accessAllows(await storeAccess(viewer.staff, store), "orders");
  if (manager && viewer.staff) return requestReturn(store, orderId, input, { staff: viewer.staff });
  if (viewer.customer) return requestReturn(store, orderId, input, { customer: viewer.customer });
  if (viewer.staff) throw notFound("Order not found");
  throw unauthorized();
}

/** Lock the return's order, then the return; 404 for another store's id. */
async function lockedReturn(tx: Tx, tenantId: TenantId, id: string) {
  const found = await findReturn(tenantId, id);
  if (!found) throw notFound("Return not found");
  const order = await lockOrder(tx, tenantId, found.orderId);
  const r = await lockReturn(tx, tenantId, id);
  if (!order || !r) throw notFound("Return not found");
  return { order, r };
}

const moved = (r: ReturnRow, what: string) => conflict(`This return is ${r.status}: it cannot be ${what}`);

async function step(store: Store, id: string, fn: (tx: Tx, x: { order: OrderRow; r: ReturnRow }) => Promise<{ row: ReturnRow; mail: string | null; restocked?: string[] }>): Promise<ReturnDto> {
  const out = await inTransaction(async (tx) => fn(tx, await lockedReturn(tx, store.id, id)));
  kickMail([out.mail]);
  if (out.restocked?.length) invalidateProducts(store.id, out.restocked);
  return getReturn(store, out.row.id);
}

/** POST /api/returns/{id}/approve: mails the customer how to send the goods back. */
export function approveReturn(store: Store, id: string, staff: UserRow): Promise<ReturnDto> {
  return step(store, id, async (tx, { r }) => {
    if (r.status !== "requested") throw moved(r, "approved");
    const row = await updateReturn(tx, store.id, id, { status: "approved", approvedAt: new Date() });
    return { row, mail: await tell(tx, store.id, row, "approved", "Return approved; instructions sent to the customer", nameOf(staff)) };
  });
}

/** POST /api/returns/{id}/decline: from requested or approved (nothing received yet); the units are free again. */
export function declineReturn(store: Store, id: string, reason: string, staff: UserRow): Promise<ReturnDto> {
  return step(store, id, async (tx, { r }) => {
    if (r.status !== "requested" && r.status !== "approved") throw moved(r, "declined");
    const row = await updateReturn(tx, store.id, id, { status: "declined", declineReason: reason, declinedAt: new Date() });
    return { row, mail: await tell(tx, store.id, row, "declined", `Return declined: ${reason}`, nameOf(staff)) };
  });
}

/**
 * POST /api/returns/{id}/receive: what came back of each line, and whether it goes back on sale. Once: the
 * return leaves `approved`, so a second receive is 409 and restocks nothing.
 */
export function receiveReturn(store: Store, id: string, input: ReceiveReturnInput, staff: UserRow): Promise<ReturnDto> {
  return step(store, id, async (tx, { r }) => {
    if (r.status !== "approved") throw r.status === "requested" ? conflict("Approve the return before receiving it") : moved(r, "received again");
    const lines = await findReturnLines(store.id, [id], tx);
    const items = await findItemsTx(tx, store.id, r.orderId);
    const errors: Record<string, string> = {};
    const got = new Map<string, { quantity: number; restock: boolean }>();
    input.lines.forEach((l, i) => {
      const line = lines.find((x) => x.orderItemId === l.orderItemId);
      if (!line) errors[`lines.${i}.orderItemId`] = "This line is not part of this return";
      else if (got.has(l.orderItemId)) errors[`lines.${i}.orderItemId`] = "This line is named twice";
      else if (l.quantity > line.quantity) errors[`lines.${i}.quantity`] = `At most ${line.quantity} of this line were to come back`;
      else got.set(l.orderItemId, { quantity: l.quantity, restock: l.restock });
    });
    if (Object.keys(errors).length) throw unprocessable(Object.values(errors)[0], errors);
    const back: { productId: string | null; variantId: string | null; quantity: number }[] = [];
    for (const line of lines) {
      const g = got.get(line.orderItemId) ?? { quantity: 0, restock: false };
      const restocked = g.restock ? g.quantity : 0;
      await setLineReceived(tx, store.id, line.id, g.quantity, restocked);
      const item = items.find((i) => i.id === line.orderItemId);
      if (item && restocked > 0) back.push({ productId: item.productId, variantId: item.variantId, quantity: restocked });
    }
    await releaseStock(tx, store.id, back);
    const row = await updateReturn(tx, store.id, id, { status: "received", receivedAt: new Date() });
    const n = [...got.values()].reduce((a, g) => a + g.quantity, 0);
    const s = back.reduce((a, b) => a + b.quantity, 0);
    const mail = await tell(tx, store.id, row, "received", `Return received: ${units(n)}${s ? `, ${s} back in stock` : ""}`, nameOf(staff));
    return { row, mail, restocked: back.flatMap((b) => (b.productId ? [b.productId] : [])) };
  });
}

/**
 * The return's part of POST /api/returns/{id}/refund, run by the payments slice INSIDE its refund's transaction
 * with the order locked (lib/flows/refund-return.ts): the return must be approved or received and not refunded;
 * answers the amount to refund (the one given, or the returned units' worth, capped at what is refundable) and
 * marks the return refunded. The provider's refusal rolls it back with the refund.
 */
export function returnRefundStep(store: Store, id: string, input: { amount?: string; shipping?: boolean }, staff: UserRow) {
  return async (tx: Tx, order: OrderRow, refundable: number): Promise<string> => {
    const r = await lockReturn(tx, store.id, id);
    if (!r || r.orderId !== order.id) throw notFound("Return not found");
    if (r.status !== "received" && r.status !== "approved") throw r.status === "refunded" ? conflict("This return is already refunded") : moved(r, "refunded");
    let amount = input.amount;
    if (amount === undefined) {
      const lines = await findReturnLines(store.id, [id], tx);
      const items = await findItemsTx(tx, store.id, order.id);
      const back = lines.map((l) => ({ orderItemId: l.orderItemId, quantity: r.status === "received" ? l.receivedQuantity : l.quantity }));
      const worth = Math.min(returnValue(order, items, back, !!input.shipping), refundable);
      if (worth <= 0) throw unprocessable("Nothing of this return is left to refund: enter an amount", { amount: "Enter an amount" });
      amount = fromMinor(worth);
    }
    const row = await updateReturn(tx, store.id, id, { status: "refunded", refundAmount: amount, refundedAt: new Date() });
    // The customer's mail is the refund's own ('Refund issued', lib/payments).
    await tell(tx, store.id, row, "refunded", `Return refunded: ${amount} ${order.currency}`, nameOf(staff), false);
    return amount;
  };
}

/** The order a return belongs to (404 for another store's return). */
export async function orderIdOfReturn(store: Store, id: string): Promise<string> {
  const r = await findReturn(store.id, id);
  if (!r) throw notFound("Return not found");
  return r.orderId;
}

/** POST /api/orders/{id}/fulfillments/{fulfillmentId}/delivered: the parcel arrived; its lines may be returned from now. */
export async function markParcelDelivered(store: Store, orderId: string, fulfillmentId: string, staff: UserRow): Promise<void> {
  await inTransaction(async (tx) => {
    const order = await lockOrder(tx, store.id, orderId);
    if (!order) throw notFound("Order not found");
    const done = await markShipmentDelivered(tx, store.id, orderId, fulfillmentId);
    if (!done) throw notFound("Shipment not found");
    const who = nameOf(staff);
    await recordEvent(tx, store.id, orderId, { type: "status_changed", message: "A parcel was delivered", data: { fulfillmentId }, actorId: who.id, actorName: who.name });
  });
}

async function dtos(tenantId: TenantId, rows: ReturnRow[]): Promise<ReturnDto[]> {
  const lines = await findReturnLines(tenantId, rows.map((r) => r.id));
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const items = await findItems(tenantId, orderIds);
  const orders = new Map<string, OrderRow>();
  for (const id of orderIds) {
    const o = await findOrder(tenantId, id);
    if (o) orders.set(id, o);
  }
  return rows.flatMap((r) => {
    const o = orders.get(r.orderId);
    return o ? [dto(r, lines.filter((l) => l.returnId === r.id), o, items)] : [];
  });
}

function dto(r: ReturnRow, lines: ReturnItemRow[], o: OrderRow, items: OrderItemRow[]): ReturnDto {
  return toReturnDto(r, lines, { id: o.id, number: orderNumber({ id: o.id, orderNumber: o.invoiceNumber }), customerName: o.customerName, customerEmail: o.customerEmail, currency: o.currency }, items);
}

/** GET /api/returns/{id}; also a returns/* webhook event's data. */
export async function getReturn(store: Pick<Store, "id">, id: string): Promise<ReturnDto> {
  const r = await findReturn(store.id, id);
  const [d] = r ? await dtos(store.id, [r]) : [];
  if (!d) throw notFound("Return not found");
  return d;
}

/** GET /api/returns?status=&orderId=&page=. */
export async function listStoreReturns(store: Store, q: ReturnListQuery): Promise<ReturnPage> {
  const { rows, total } = await listReturns(store.id, q, RETURNS_PAGE_SIZE, (q.page - 1) * RETURNS_PAGE_SIZE);
  return { items: await dtos(store.id, rows), total, page: q.page, pages: Math.max(1, Math.ceil(total / RETURNS_PAGE_SIZE)) };
}

/** GET /api/customers/orders/{id}/returns: what the customer may still return of their order, and their returns of it. */
export async function returnableOfCustomer(store: Store, customer: UserRow, orderId: string): Promise<ReturnableDto> {
  const order = await findOrder(store.id, orderId, customer.id);
  if (!order) throw notFound("Order not found");
  const items = await findItems(store.id, [orderId]);
  const delivered = await deliveryOf(null, store.id, order, items);
  const { rows } = await listReturns(store.id, { orderId }, 100, 0);
  const held = new Map<string, number>();
  const lines = await findReturnLines(store.id, rows.filter((r) => r.status !== "declined").map((r) => r.id));
  for (const l of lines) held.set(l.orderItemId, (held.get(l.orderItemId) ?? 0) + l.quantity);
  const left = returnable(delivered, held);
  const days = store.row.returnWindowDays;
  const latest = [...delivered.values()].reduce<Date | null>((a, d) => (!a || d.at > a ? d.at : a), null);
  const ends = latest && days > 0 ? windowEnd(latest, days) : null;
  const now = Date.now();
  const out = items.flatMap((i) => {
    const d = delivered.get(i.id);
    if (!d) return [];
    const open = days > 0 && windowEnd(d.at, days).getTime() >= now;
    return [{ orderItemId: i.id, name: i.productName, variantTitle: i.variantTitle, delivered: d.quantity, returnable: open ? (left.get(i.id) ?? 0) : 0 }];
  });
  return { windowEndsAt: ends?.toISOString() ?? null, open: out.some((l) => l.returnable > 0), lines: out, returns: await dtos(store.id, rows) };
}

