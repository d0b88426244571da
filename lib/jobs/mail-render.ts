import "server-only";
import { findUserById } from "@/lib/auth/service";
import { realEmail } from "@/lib/auth/guest";
import { mintResetToken } from "@/lib/auth/password-reset";
import { mailLink, originOf, PLATFORM } from "@/lib/mail/origin";
import {
  absolute,
  brandOf,
  cancelledMail,
  checkoutRecoveryMail,
  domainLostMail,
  erasureRequestMail,
  draftInvoiceMail,
  giftCardMail,
  linesOf,
  lowStockMail,
  mailOrder,
  mailRefund,
  orderConfirmationMail,
  orderEventMail,
  ownerNewOrderMail,
  invitationMail,
  passwordResetMail,
  platformBrand,
  refundMail,
  returnMail,
  reviewRequestMail,
  shipmentMail,
  trialEndingMail,
  webhookDisabledMail,
  welcomeMail,
  type OrderEvent,
  type ReturnStep,
} from "@/lib/mail/render";
import { getReturn } from "@/lib/orders/returns/service";
import type { MailRow, RenderedMail } from "@/lib/mail/schemas";
import { PermanentMailError } from "@/lib/mail/service";
import { orderOfMail } from "./mail-order";
import { storeById } from "@/lib/tenancy/service";
import { giftCardForMail } from "@/lib/gift-cards/service";
import { reviewableProducts } from "@/lib/reviews/service";
import { checkoutForMail } from "@/lib/checkouts/service";
import { decryptSecret } from "@/lib/secrets";
import { mintInvitationToken } from "@/lib/staff/service";
import { mintInvoiceToken, priceDraft } from "@/lib/draft-orders/service";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { TenantId } from "@/lib/tenancy/store";
import { storeLinkTarget } from "./domain-recheck";
import { keptMoney, orderFacts, parcelOf, refundOf } from "./order-mail-facts";

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

  // The shopper's language (issue 44, record 0162): the one the triggering request named (a payload's `lang`), else
  // the store's default. An order's mails read the order's own (the page it was placed from) first.
  const shopperLang = typeof p.lang === "string" && p.lang ? p.lang : (store?.language.code ?? "en");
  const shopperBrand = store ? brandOf(store.row, originOf(target), shopperLang) : brand;

  const order = async () => {
    if (!store) throw new PermanentMailError("An order message without a store");
    // A passing error (a busy pool, a lost connection) is thrown for the queue to retry; only an order that is
    // really gone fails the message for good (./mail-order.ts).
    const b = await orderOfMail(store, String(p.orderId));
    const raw = orderFacts(store, b);
    const lang = b.order.language || store.language.code;
    const facts = mailOrder(raw, link(`/order/${b.order.id}`), lang);
    return { row: b.order, facts, raw, bundle: b, lang, brand: brandOf(store.row, originOf(target), lang) };
  };

  switch (row.kind) {
    case "order-confirmation": {
      const { row: o, facts, brand: shopper } = await order();
      return { to: realEmail(o.customerEmail), ...(await orderConfirmationMail(shopper, facts)), ...sender };
    }
    case "owner-new-order": {
      const { row: o, facts: shopperFacts, raw } = await order();
      // The owner reads English (the dashboard's language), whatever the shopper's.
      const facts = mailOrder(raw, shopperFacts.link);
      // "Open the order" opens this order in the dashboard, not the list of every order.
      return { to: await ownerEmail(), ...(await ownerNewOrderMail(brand, facts, link("/tenant-dashboard/orders", { order: o.id }))), ...sender, replyTo: null };
    }
    case "payment-received":
    case "shipped":
    case "delivered": {
      const { row: o, facts, raw, bundle, brand: shopper } = await order();
      const t = p.tracking as { carrier?: string | null; number?: string | null; url?: string | null } | undefined;
      const tracking = t ? { carrier: t.carrier ?? null, number: t.number ?? null, url: t.url ?? null } : undefined;
      // A parcel (POST /fulfillments names it): what is in it and what is still to come.
      const parcel = row.kind === "shipped" && typeof p.fulfillmentId === "string" ? parcelOf(bundle, p.fulfillmentId) : null;
      const m = parcel
        ? await shipmentMail(shopper, facts, { ...parcel, inParcel: linesOf(raw, parcel.inParcel), toCome: linesOf(raw, parcel.toCome) }, tracking)
        : await orderEventMail(shopper, facts, row.kind as OrderEvent, tracking);
      return { to: realEmail(o.customerEmail), ...m, ...sender };
    }
    case "refunded": {
      const { row: o, facts, bundle, lang, brand: shopper } = await order();
      // The payload names this refund's amount, method and whether it was given back by hand (older rows: the amount).
      const amount = typeof p.amount === "string" ? p.amount : null;
      const refund = amount && typeof p.method === "string" ? mailRefund(amount, o.currency, p.method, (p.manual as unknown) === true, lang) : refundOf(bundle, amount, lang);
      if (!refund) throw new PermanentMailError("The order has no refund");
      return { to: realEmail(o.customerEmail), ...(await refundMail(shopper, facts, refund)), ...sender };
    }
    case "return": {
      // A return's step (record 0154); its refund is the 'refunded' mail of the refund path.
      if (!store) throw new PermanentMailError("A return message without a store");
      const { row: o, facts, brand: shopper } = await order();
      const r = await getReturn(store, String(p.returnId)).catch(() => null);
      if (!r) throw new PermanentMailError("The return no longer exists");
      const lines = r.lines.map((l) => `${l.quantity} × ${l.name}${l.variantTitle ? ` (${l.variantTitle})` : ""}`);
      const m = await returnMail(shopper, facts.number, String(p.step) as ReturnStep, { lines, reason: r.declineReason, storeName: store.row.name }, link(`/order/${o.id}`));
      return { to: realEmail(o.customerEmail), ...m, ...sender };
    }
    case "cancelled": {
      const { row: o, facts, bundle, lang, brand: shopper } = await order();
      const reason = typeof p.reason === "string" && p.reason.trim() ? p.reason.trim() : null;
      return { to: realEmail(o.customerEmail), ...(await cancelledMail(shopper, facts, reason, refundOf(bundle, null, lang), keptMoney(bundle))), ...sender };
    }
    case "password-reset": {
      // A fresh token on every render (first send, retry, resend): the older ones stop working (record 0127).
      const token = await mintResetToken(row);
      if (!token) throw new PermanentMailError("The account no longer exists");
      const customer = p.scope === "customer";
      // A staff reset always links to the platform, whichever store's host it was asked for on.
      const url = mailLink(customer ? target : PLATFORM, customer ? "/customer/reset-password" : "/reset-password", { token });
      const m = await passwordResetMail(customer ? shopperBrand : platformBrand(originOf(PLATFORM)), url);
      return { to: row.toAddress ?? "", ...m, ...(customer ? sender : {}), redact: [url, token] };
    }
    case "invitation": {
      // A fresh link on every render (first send, retry, resend), the older one retired, as a reset's (record 0127).
      if (!store) throw new PermanentMailError("An invitation without a store");
      const minted = await mintInvitationToken(row);
      if (!minted) throw new PermanentMailError("The invitation was accepted or cancelled");
      // Staff mail links to the platform (lib/mail/origin.ts), where the invitation page and the dashboards are.
      const url = mailLink(PLATFORM, `/invite/${minted.token}`);
      const inviter = typeof p.inviter === "string" ? p.inviter : null;
      const m = await invitationMail(brandOf(store.row, originOf(PLATFORM)), inviter, url);
      return { to: minted.member.email, ...m, ...sender, replyTo: null, redact: [url, minted.token] };
    }
    case "draft-invoice": {
      // A fresh link on every render (first send, retry, resend), the older one retired (record 0153).
      if (!store) throw new PermanentMailError("An invoice without a store");
      const minted = await mintInvoiceToken(store.id, String(p.draftId));
      if (!minted) throw new PermanentMailError("The draft order was completed or deleted");
      const { draft, token } = minted;
      const url = link(`/checkout/pay/${token}`);
      const total = formatMoney(fromMinor((await priceDraft(store, draft, null)).total), store.row.currency);
      const lines = draft.lines.map((l) => `${l.quantity} × ${l.variantTitle ? `${l.title} (${l.variantTitle})` : l.title}: ${formatMoney(fromMinor(toMinor(l.price) * l.quantity), store.row.currency)}`);
      return { to: draft.email, ...(await draftInvoiceMail(shopperBrand, { lines, total }, url)), ...sender, redact: [url, token] };
    }
    case "gift-card": {
      // The code travels encrypted in the payload; the outbox's copy of the message hides it (lib/mail/secrets.ts).
      if (!store) throw new PermanentMailError("A gift card without a store");
      const card = await giftCardForMail(store, String(p.giftCardId));
      if (!card) throw new PermanentMailError("The gift card no longer exists");
      const code = decryptSecret(String(p.code));
      // A card bought at checkout (record 0158) names its buyer and carries their message.
      const gift = { from: p.from ? String(p.from) : null, message: p.message ? String(p.message) : null };
      const m = await giftCardMail(shopperBrand, code, card.initialValue, card.currency, card.expiresOn, link("/"), link("/gift-cards/balance"), gift);
      return { to: row.toAddress ?? card.recipientEmail ?? "", ...m, ...sender, redact: [code] };
    }
    case "review-request": {
      // Reviews (record 0157): the order's products still on sale, each linked to its review form.
      const { row: o, bundle, brand: shopper } = await order();
      const products = await reviewableProducts(store!, bundle.items.flatMap((i) => (i.productId ? [i.productId] : [])));
      if (!products.length) throw new PermanentMailError("None of the order's products is on sale any more");
      const m = await reviewRequestMail(shopper, products.map((x) => ({ name: x.name, link: link(`/product/${x.slug}/reviews`, { write: "1" }) })));
      return { to: realEmail(o.customerEmail), ...m, ...sender };
    }
    case "checkout-recovery": {
      // Abandoned-checkout recovery (record 0156): the cart at today's prices; the link and the unsubscribe carry
      // the checkout's token, so the stored copy hides them (as a reset link).
      if (!store) throw new PermanentMailError("A checkout without a store");
      const c = await checkoutForMail(store.id, String(p.checkoutId));
      if (!c) throw new PermanentMailError("The checkout no longer exists");
      if (!c.cart.items.length) throw new PermanentMailError("Nothing in the checkout is for sale any more");
      const cur = store.row.currency;
      const url = link(`/checkout/recover/${c.row.token}`);
      const unsubscribe = link(`/checkout/unsubscribe/${c.row.token}`);
      const oneClick = link(`/api/checkouts/${c.row.token}/unsubscribe`);
      const lines = c.cart.items.map((l) => ({
        name: l.name,
        variantTitle: l.variantTitle,
        image: absolute(l.image, originOf(target)),
        quantity: l.quantity,
        unitPrice: formatMoney(l.price, cur),
        lineTotal: formatMoney(fromMinor(toMinor(l.price) * l.quantity), cur),
      }));
      const total = formatMoney(fromMinor(c.cart.items.reduce((s, l) => s + toMinor(l.price) * l.quantity, 0)), cur);
      const m = await checkoutRecoveryMail(shopperBrand, { lines, notes: c.cart.notes, total }, url, unsubscribe);
      return {
        to: c.row.email,
        ...m,
        ...sender,
        headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        redact: [url, unsubscribe, oneClick, c.row.token],
      };
    }
    case "domain-unverified":
      return { to: await ownerEmail(), ...(await domainLostMail(brand, String(p.domain), link("/store-settings"))) };
    case "low-stock":
      return { to: await ownerEmail(), ...(await lowStockMail(brand, String(p.product), Number(p.left), link("/tenant-dashboard/products"))) };
    case "store-welcome":
      return { to: await ownerEmail(), ...(await welcomeMail(brand, link("/tenant-dashboard"), originOf(target))) };
    case "webhook-disabled":
      return { to: await ownerEmail(), ...(await webhookDisabledMail(brand, String(p.url), Number(p.failures) || 3, link("/apps-settings"))) };
    case "customer-erasure-request": {
      const customer = await findUserById(String(p.customerId));
      if (!customer || customer.tenantId !== row.tenantId) throw new PermanentMailError("The customer no longer exists");
      const label = [customer.firstName, customer.lastName].filter(Boolean).join(" ");
      const who = label ? `${label} (${realEmail(customer.email)})` : realEmail(customer.email);
      return { to: await ownerEmail(), ...(await erasureRequestMail(brand, who, link(`/tenant-dashboard/customers/${customer.id}`))) };
    }
    case "trial-ending":
      return { to: await ownerEmail(), ...(await trialEndingMail(brand, String(p.endsOn), link("/tenant-dashboard/billing"))) };
    default:
      throw new PermanentMailError(`Unknown message kind ${row.kind}`);
  }
}
