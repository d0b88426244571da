import "server-only";
import { findUserById } from "@/lib/auth/service";
import { realEmail } from "@/lib/auth/guest";
import { mintResetToken } from "@/lib/auth/password-reset";
import { mailLink, originOf, PLATFORM } from "@/lib/mail/origin";
import {
  brandOf,
  domainLostMail,
  lowStockMail,
  mailOrder,
  orderConfirmationMail,
  orderEventMail,
  ownerNewOrderMail,
  passwordResetMail,
  platformBrand,
  trialEndingMail,
  welcomeMail,
  type OrderEvent,
} from "@/lib/mail/render";
import type { MailRow, RenderedMail } from "@/lib/mail/schemas";
import { PermanentMailError } from "@/lib/mail/service";
import { formatMoney } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import { orderBundle } from "@/lib/orders/service";
import { storeById } from "@/lib/tenancy/service";
import type { TenantId } from "@/lib/tenancy/store";
import { storeLinkTarget } from "./domain-recheck";

/**
 * The "mail.send" job's renderer: loads what a message is about (the order, the store, its owner) and
 * renders it (lib/mail/render). It sits on the jobs floor because it reads orders; lib/mail below knows
 * only plain data. The sender name and reply-to are the store's settings. Every link comes from
 * `mailLink` (configuration: the store's canonical host, the platform's origin), never from the request
 * that caused the message nor from an origin a payload carries (record 0125).
 */
export async function renderMessage(row: MailRow): Promise<RenderedMail> {
  const p = row.payload as Record<string, string | number | undefined>;
  const store = row.tenantId ? await storeById(row.tenantId as TenantId) : null;
  if (row.tenantId && !store) throw new PermanentMailError("The store no longer exists");
  const target = store ? await storeLinkTarget(store) : PLATFORM;
  const link = (path: string, query?: Record<string, string>) => mailLink(target, path, query);
  const brand = store ? brandOf(store.row, originOf(target)) : platformBrand(originOf(PLATFORM));
  const sender = store ? { fromName: store.row.mailFromName || store.row.name, replyTo: store.row.mailReplyTo } : {};
  const ownerEmail = async () => {
    const owner = store?.row.ownerId ? await findUserById(store.row.ownerId) : null;
    if (!owner) throw new PermanentMailError("The store has no owner to write to");
    return owner.email;
  };

  const order = async () => {
    if (!store) throw new PermanentMailError("An order message without a store");
    const b = await orderBundle(store, String(p.orderId)).catch(() => null);
    if (!b) throw new PermanentMailError("The order no longer exists");
    const o = b.order;
    const facts = mailOrder(
      {
        id: o.id,
        number: orderNumber({ id: o.id, orderNumber: o.invoiceNumber }),
        invoiceNumber: o.invoiceNumber,
        currency: o.currency,
        customerName: o.customerName ?? "",
        address: o.customerAddress ?? "",
        paymentMethod: o.paymentMethod ?? "",
        subtotal: o.subtotal,
        shipping: o.shipping,
        tax: o.tax,
        codCharges: o.codCharges ?? "0",
        total: o.total,
        // variantTitle and sku: shown when the order's items carry them (product variants).
        items: b.items.map((i) => ({ ...(i as typeof i & { variantTitle?: string | null; sku?: string | null }), price: i.price })),
      },
      link(`/order/${o.id}`),
    );
    return { row: o, facts };
  };

  switch (row.kind) {
    case "order-confirmation": {
      const { row: o, facts } = await order();
      return { to: realEmail(o.customerEmail), ...(await orderConfirmationMail(brand, facts)), ...sender };
    }
    case "owner-new-order": {
      const { facts } = await order();
      return { to: await ownerEmail(), ...(await ownerNewOrderMail(brand, facts, link("/tenant-dashboard", { tab: "orders" }))), ...sender, replyTo: null };
    }
    case "payment-received":
    case "shipped":
    case "delivered":
    case "refunded": {
      const { row: o, facts } = await order();
      const amount = typeof p.amount === "string" ? formatMoney(p.amount, o.currency) : undefined;
      const t = p.tracking as { carrier?: string | null; number?: string | null; url?: string | null } | undefined;
      const tracking = t ? { carrier: t.carrier ?? null, number: t.number ?? null, url: t.url ?? null } : undefined;
      return { to: realEmail(o.customerEmail), ...(await orderEventMail(brand, facts, row.kind as OrderEvent, amount, tracking)), ...sender };
    }
    case "password-reset": {
      // A fresh token on every render (first send, retry, resend): the older ones stop working (record 0127).
      const token = await mintResetToken(row);
      if (!token) throw new PermanentMailError("The account no longer exists");
      const customer = p.scope === "customer";
      // A staff reset always links to the platform, whichever store's host it was asked for on.
      const url = mailLink(customer ? target : PLATFORM, customer ? "/customer/reset-password" : "/reset-password", { token });
      const m = await passwordResetMail(customer ? brand : platformBrand(originOf(PLATFORM)), url);
      return { to: row.toAddress ?? "", ...m, ...(customer ? sender : {}), redact: [url, token] };
    }
    case "domain-unverified":
      return { to: await ownerEmail(), ...(await domainLostMail(brand, String(p.domain), link("/store-settings"))) };
    case "low-stock":
      return { to: await ownerEmail(), ...(await lowStockMail(brand, String(p.product), Number(p.left), link("/tenant-dashboard", { tab: "products" }))) };
    case "store-welcome":
      return { to: await ownerEmail(), ...(await welcomeMail(brand, link("/tenant-dashboard"), originOf(target))) };
    case "trial-ending":
      return { to: await ownerEmail(), ...(await trialEndingMail(brand, String(p.endsOn), link("/tenant-dashboard", { tab: "billing" }))) };
    default:
      throw new PermanentMailError(`Unknown message kind ${row.kind}`);
  }
}
