import "server-only";
import { toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import { mailT, type Brand } from "./templates/layout";
import { mailDate, methodLabel, rowLabel } from "./words";

import { Notice } from "./templates/notice";
import { CheckoutRecovery, type RecoveryLine } from "./templates/recovery";
import { OrderConfirmation, OrderNotice, OwnerNewOrder, ShipmentNotice, type MailOrder, type MailOrderLine, type MailRefund } from "./templates/order";

/**
 * Messages as subject + HTML + plain text, from plain data: whoever loads the data (lib/jobs/mail) calls
 * these. Links arrive absolute, on the host the shopper used.
 */
export type Rendered = { subject: string; html: string; text: string };

/**
 * One React render per message: the plain text is derived from the HTML (about 1 ms) rather than rendered
 * again (about 20 ms on this machine). Renders take turns (one at a time, each after a turn of the event
 * loop), so a batch of mails in the worker never holds the server's requests up for more than one render.
 */
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(() => new Promise<void>((r) => setImmediate(r))).then(fn);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The document React Email's render() makes, without its streaming render: our templates are synchronous, and
 * renderToStaticMarkup takes about a fifth of the time (0.9 ms against 4.5 ms per confirmation, warm, on this
 * machine; each order sends two). The same markup but for Suspense's empty comment markers; image preload
 * links React adds to <head> are dropped as render() drops them (lib/mail/render.test.ts compares the two).
 */
export const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';
export async function renderDocument(el: ReactElement): Promise<string> {
  // Imported when first used, as React Email's render() does: Next refuses a static import of react-dom/server
  // in the server's module graph.
  const { renderToStaticMarkup } = await import("react-dom/server");
  const html = renderToStaticMarkup(el).replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi, "");
  return XHTML_DOCTYPE + html.replace(/^<!DOCTYPE[^>]*>/i, "");
}

/** Headings keep their case in the plain text (html-to-text upper-cases them by default: "THANK YOU FOR YOUR ORDER"). */
const HEADINGS_AS_WRITTEN = ["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } }));

async function both(subject: string, el: ReactElement): Promise<Rendered> {
  const html = await oneAtATime(() => renderDocument(el));
  return { subject, html, text: toPlainText(html, { selectors: HEADINGS_AS_WRITTEN }) };
}

/** An absolute URL for a logo or other upload stored as a path (`/uploads/…`). */
export function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith("/")) return null;
  return new URL(url, new URL(origin).origin).toString();
}

/** The store's brand; `lang` the language a shopper's mail is written in (issue 44), absent for the owner's (English). */
export function brandOf(store: { name: string; logo: string | null; primaryColor: string }, origin: string, lang?: string): Brand {
  return { name: store.name, logoUrl: absolute(store.logo, origin), color: store.primaryColor, homeUrl: origin, ...(lang && lang !== "en" ? { lang } : {}) };
}

export const platformBrand = (origin: string): Brand => ({ name: "Store Builder", logoUrl: null, color: "#18181b", homeUrl: origin });

/**
 * An order's money row, as lib/orders/total-rows.ts builds it for the order page and the invoice: `sign` +1
 * adds, −1 takes off, 0 is shown only (the total, tax inside the prices). Built a floor above (lib/jobs), so
 * the mail shows exactly the rows the pages show.
 */
export type MoneyRow = { kind: string; label: string; amount: string; sign: 1 | -1 | 0 };

/** An order as its mails need it; money as decimal strings in `currency`. */
export type OrderFacts = {
  id: string;
  number: string;
  invoiceNumber: string | null;
  currency: string;
  customerName: string;
  address: string;
  paymentMethod: string;
  rows: MoneyRow[];
  total: string;
  items: { id?: string; productName: string; quantity: number; price: string; variantTitle?: string | null; sku?: string | null }[];
};

function line(i: OrderFacts["items"][number], quantity: number, currency: string): MailOrderLine {
  return {
    name: i.productName,
    quantity,
    unitPrice: formatMoney(i.price, currency),
    // Minor units, so the line total is exact.
    lineTotal: formatMoney(fromMinor(toMinor(i.price) * quantity), currency),
    variantTitle: i.variantTitle ?? null,
    sku: i.sku ?? null,
  };
}

/** The order as its mails show it, its words in `lang` (the order's language, issue 44; English by default). */
export function mailOrder(o: OrderFacts, link: string, lang = "en"): MailOrder {
  const m = (v: string) => formatMoney(v, o.currency);
  return {
    number: o.number,
    invoiceNumber: o.invoiceNumber,
    customerName: o.customerName,
    address: o.address,
    paymentMethod: methodLabel(o.paymentMethod, lang),
    lines: o.items.map((i) => line(i, i.quantity, o.currency)),
    rows: o.rows.map((r) => ({ label: rowLabel(r, lang), value: `${r.sign < 0 ? "−" : ""}${m(r.amount)}`, strong: r.kind === "total" })),
    total: m(o.total),
    link,
  };
}

export function orderConfirmationMail(brand: Brand, o: MailOrder) {
  return both(mailT(brand)("order.subject", { number: o.number }), <OrderConfirmation brand={brand} o={o} />);
}

export function ownerNewOrderMail(brand: Brand, o: MailOrder, dashboardLink: string) {
  return both(`New order ${o.number} (${o.total})`, <OwnerNewOrder brand={brand} o={o} dashboardLink={dashboardLink} />);
}

export type OrderEvent = "payment-received" | "shipped" | "delivered";

/** A shipment's tracking, as the shipped notice shows it. */
export type MailTracking = { carrier: string | null; number: string | null; url: string | null };

const trackOf = (brand: Brand, t: MailTracking | undefined) => {
  if (!t || !(t.number || t.url)) return undefined;
  const tr = mailT(brand);
  return { label: `${t.carrier ? tr("event.trackWith", { carrier: t.carrier }) : tr("event.track")}${t.number ? `: ${t.number}` : ""}`, href: t.url };
};

/** Payment received, delivered, or shipped when no parcel is named (the owner set the status by hand). */
export function orderEventMail(brand: Brand, o: MailOrder, event: OrderEvent, tracking?: MailTracking) {
  const tr = mailT(brand);
  const number = o.number;
  const t = {
    "payment-received": [tr("event.paymentReceivedSubject", { number }), tr("event.paymentReceivedBody", { total: o.total })],
    shipped: [tr("event.shippedSubject", { number }), tr("event.shippedBody")],
    delivered: [tr("event.deliveredSubject", { number }), tr("event.deliveredBody")],
  }[event];
  return both(t[0], <OrderNotice brand={brand} o={o} title={t[0]} body={[t[1]]} track={event === "shipped" ? trackOf(brand, tracking) : undefined} />);
}

/** The order's lines for these quantities (a parcel's, or what is still to come). */
export function linesOf(o: OrderFacts, parts: readonly { itemId: string; quantity: number }[]): MailOrderLine[] {
  return parts.flatMap((p) => {
    const i = o.items.find((x) => x.id === p.itemId);
    return i ? [line(i, p.quantity, o.currency)] : [];
  });
}

/**
 * One parcel of an order: the first of several says part of the order shipped and what is still to come, the
 * last of several says the order is complete; a single parcel holding everything reads as before.
 */
export function shipmentMail(brand: Brand, o: MailOrder, parcel: { number: number; complete: boolean; inParcel: MailOrderLine[]; toCome: MailOrderLine[] }, tracking?: MailTracking) {
  const t = mailT(brand);
  const number = o.number;
  const [subject, body] = !parcel.complete
    ? [t("shipment.partSubject", { number }), t("shipment.partBody")]
    : parcel.number > 1
      ? [t("shipment.restSubject", { number }), t("shipment.restBody")]
      : [t("event.shippedSubject", { number }), t("event.shippedBody")];
  return both(subject, <ShipmentNotice brand={brand} o={o} title={subject} body={body} track={trackOf(brand, tracking)} inParcel={parcel.inParcel} toCome={parcel.toCome} />);
}

/** A refund, in the shopper's words: back to what, and when to expect it (by hand for cash; the bank's time for cards). */
export function mailRefund(amount: string, currency: string, method: string, manual: boolean, lang = "en"): MailRefund {
  const label = methodLabel(method, lang);
  const t = mailT({ lang });
  return manual
    ? { amount: formatMoney(amount, currency), method: t("refund.manualMethod", { method: label.toLocaleLowerCase(lang) }), when: t("refund.manualWhen") }
    : { amount: formatMoney(amount, currency), method: t("refund.onlineMethod", { method: label }), when: t("refund.onlineWhen") };
}

export function refundMail(brand: Brand, o: MailOrder, refund: MailRefund) {
  const t = mailT(brand);
  const title = t("refund.subject", { number: o.number });
  return both(title, <OrderNotice brand={brand} o={o} title={title} body={[t("refund.body", { amount: refund.amount })]} refund={refund} />);
}

/** The owner cancelled the order: why, if they said; the refund if money was given back; the order's link. */
export function cancelledMail(brand: Brand, o: MailOrder, reason: string | null, refund: MailRefund | null, paid: boolean) {
  const t = mailT(brand);
  const title = t("cancelled.subject", { number: o.number });
  const body = [
    t("cancelled.body", { store: brand.name, number: o.number }),
    ...(reason ? [t("cancelled.reason", { reason })] : []),
    ...(refund ? [] : paid ? [t("cancelled.contact")] : [t("cancelled.nothingCharged")]),
  ];
  return both(title, <OrderNotice brand={brand} o={o} title={title} body={body} refund={refund ?? undefined} />);
}

export function passwordResetMail(brand: Brand, link: string) {
  const t = mailT(brand);
  return both(t("passwordReset.subject", { store: brand.name }), (
    <Notice
      brand={brand}
      title={t("passwordReset.title")}
      lines={[t("passwordReset.asked"), t("passwordReset.expires")]}
      action={{ label: t("passwordReset.action"), href: link }}
    />
  ));
}

/** A store's invitation to join its staff (issue 40): the link is the recipient's alone (lib/mail/secrets.ts). */
export function invitationMail(brand: Brand, inviter: string | null, link: string) {
  return both(`You're invited to join ${brand.name}`, (
    <Notice
      brand={brand}
      title={`Join ${brand.name} as staff`}
      lines={[
        `${inviter ?? "The store's owner"} invited you to help run ${brand.name} on Store Builder.`,
        "The link works once and expires in 72 hours. If you did not expect it, ignore this message.",
      ]}
      action={{ label: "Accept the invitation", href: link }}
    />
  ));
}

export function lowStockMail(brand: Brand, product: string, left: number, link: string) {
  return both(`Low stock: ${product} (${left} left)`, (
    <Notice brand={brand} title={`${product} is running low`} lines={[`Only ${left} left in stock. Restock it to keep selling.`]} action={{ label: "Open products", href: link }} />
  ));
}

export function welcomeMail(brand: Brand, dashboardLink: string, storeLink: string) {
  return both(`Welcome to your new store, ${brand.name}`, (
    <Notice
      brand={brand}
      title="Your store is ready"
      lines={[`${brand.name} is live at ${storeLink}.`, "Add products, pick a theme and set up payments from your dashboard."]}
      action={{ label: "Open your dashboard", href: dashboardLink }}
    />
  ));
}

export function trialEndingMail(brand: Brand, endsOn: string, billingLink: string) {
  return both(`Your trial of ${brand.name} ends on ${endsOn}`, (
    <Notice
      brand={brand}
      title="Your trial ends in 3 days"
      lines={[`The free trial of ${brand.name} ends on ${endsOn}. Choose a plan to keep the store open.`]}
      action={{ label: "Choose a plan", href: billingLink }}
    />
  ));
}

/** A store's webhook turned off after its deliveries kept failing (record 0146). */
export function webhookDisabledMail(brand: Brand, url: string, failures: number, settingsLink: string) {
  // The receiver named without its scheme: a mail's only links are ours, from configuration (record 0125).
  const receiver = url.replace(/^https?:\/\//i, "");
  return both(`A webhook of ${brand.name} was turned off`, (
    <Notice
      brand={brand}
      title="A webhook was turned off"
      lines={[
        `The last ${failures} deliveries to ${receiver} failed, and none has succeeded for a day, so ${brand.name} stopped sending to it.`,
        "Check the receiver, look at the failed deliveries, then turn the webhook on again and redeliver what it missed.",
      ]}
      action={{ label: "Open Apps and API", href: settingsLink }}
    />
  ));
}

/** A customer asked from their account for their data to be erased (issue 45): the owner confirms on the customer's page. */
export function erasureRequestMail(brand: Brand, customer: string, customerLink: string) {
  return both(`A customer of ${brand.name} asked for their data to be erased`, (
    <Notice
      brand={brand}
      title="A request to erase a customer's data"
      lines={[
        `${customer} asked ${brand.name} to erase their personal data.`,
        "Open the customer, download their data if you need a copy, then erase it. Their orders stay, with their money and invoice numbers, under an anonymous name.",
      ]}
      action={{ label: "Open the customer", href: customerLink }}
    />
  ));
}

export function domainLostMail(brand: Brand, domain: string, settingsLink: string) {
  return both(`${domain} is no longer connected to ${brand.name}`, (
    <Notice
      brand={brand}
      title="Your custom domain needs verifying again"
      lines={[
        `The DNS record that proves ${domain} belongs to ${brand.name} is gone, so the store is no longer served there. Shoppers reach it on its own address meanwhile.`,
        "Publish the TXT record shown in your store settings again, then press Verify.",
      ]}
      action={{ label: "Open store settings", href: settingsLink }}
    />
  ));
}

/** A draft order's invoice (record 0153): what the store agreed with the shopper, and the link to pay it (theirs alone). */
export function draftInvoiceMail(brand: Brand, invoice: { lines: string[]; total: string }, link: string) {
  const t = mailT(brand);
  const store = brand.name;
  return both(t("draftInvoice.subject", { store, total: invoice.total }), (
    <Notice
      brand={brand}
      title={t("draftInvoice.title")}
      lines={[t("draftInvoice.intro", { store }), ...invoice.lines, t("draftInvoice.total", { total: invoice.total }), t("draftInvoice.pay")]}
      action={{ label: t("draftInvoice.action"), href: link }}
    />
  ));
}

/** A gift card sent to its recipient (issue 43): the code in full (the outbox copy hides it), its value and where to spend it. */
export function giftCardMail(
  brand: Brand,
  code: string,
  value: string,
  currency: string,
  expiresOn: string | null,
  shopLink: string,
  balanceLink: string,
  gift: { from: string | null; message: string | null } = { from: null, message: null },
) {
  const t = mailT(brand);
  const amount = formatMoney(value, currency);
  const store = brand.name;
  const lines = [
    gift.from ? t("giftCard.haveFrom", { value: amount, store, from: gift.from }) : t("giftCard.have", { value: amount, store }),
    ...(gift.message ? [t("giftCard.message", { message: gift.message })] : []),
    t("giftCard.code", { code }),
    t("giftCard.howTo"),
    ...(expiresOn ? [t("giftCard.until", { date: mailDate(expiresOn, brand.lang) })] : []),
    t("giftCard.balance", { link: balanceLink }),
  ];
  return both(t("giftCard.subject", { value: amount, store }), <Notice brand={brand} title={t("giftCard.title")} lines={lines} action={{ label: t("giftCard.action"), href: shopLink }} />);
}

/** A review request (record 0157), N days after delivery: each product bought, with a link straight to its review form. */
export function reviewRequestMail(brand: Brand, products: { name: string; link: string }[]) {
  const t = mailT(brand);
  const lines = [t("review.intro"), ...products.map((p) => t("review.product", { name: p.name, link: p.link }))];
  return both(t("review.subject", { store: brand.name }), <Notice brand={brand} title={t("review.title")} lines={lines} action={{ label: t("review.action"), href: products[0].link }} />);
}

/** A return's step, as the customer hears of it (record 0154): requested, approved (with how to send it back), declined, received. */
export type ReturnStep = "requested" | "approved" | "declined" | "received";

export function returnMail(brand: Brand, orderNumber: string, step: ReturnStep, detail: { lines: string[]; reason: string | null; storeName: string }, orderLink: string) {
  const tr = mailT(brand);
  const number = orderNumber;
  const items = detail.lines.length ? [tr("return.items", { items: detail.lines.join("; ") })] : [];
  const t: Record<ReturnStep, [string, string[]]> = {
    requested: [tr("return.requestedSubject", { number }), [tr("return.requestedBody"), ...items]],
    approved: [tr("return.approvedSubject", { number }), [tr("return.approvedHowTo", { store: detail.storeName }), ...items, tr("return.approvedRefund")]],
    declined: [tr("return.declinedSubject", { number }), [detail.reason ? tr("return.declinedReason", { reason: detail.reason }) : tr("return.declinedQuestions"), ...items]],
    received: [tr("return.receivedSubject", { number }), [tr("return.receivedBody"), ...items]],
  };
  const [title, lines] = t[step];
  return both(title, <Notice brand={brand} title={title} lines={lines} action={{ label: tr("viewOrder"), href: orderLink }} />);
}

/** The abandoned-checkout recovery mail (record 0156): the cart at today's prices with images, its link, unsubscribe. */
export function checkoutRecoveryMail(brand: Brand, cart: { lines: RecoveryLine[]; notes: string[]; total: string }, link: string, unsubscribe: string) {
  return both(mailT(brand)("recovery.subject", { store: brand.name }), <CheckoutRecovery brand={brand} {...cart} link={link} unsubscribe={unsubscribe} />);
}
