import "server-only";
import { toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { Brand } from "./templates/layout";
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

export function brandOf(store: { name: string; logo: string | null; primaryColor: string }, origin: string): Brand {
  return { name: store.name, logoUrl: absolute(store.logo, origin), color: store.primaryColor, homeUrl: origin };
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

const METHOD_LABELS: Record<string, string> = { cod: "Cash on delivery", razorpay: "Razorpay", stripe: "Card (Stripe)", paypal: "PayPal", manual: "Manual payment" };
export const methodLabel = (m: string) => METHOD_LABELS[m] ?? m;

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

export function mailOrder(o: OrderFacts, link: string): MailOrder {
  const m = (v: string) => formatMoney(v, o.currency);
  return {
    number: o.number,
    invoiceNumber: o.invoiceNumber,
    customerName: o.customerName,
    address: o.address,
    paymentMethod: methodLabel(o.paymentMethod),
    lines: o.items.map((i) => line(i, i.quantity, o.currency)),
    rows: o.rows.map((r) => ({ label: r.label, value: `${r.sign < 0 ? "−" : ""}${m(r.amount)}`, strong: r.kind === "total" })),
    total: m(o.total),
    link,
  };
}

export function orderConfirmationMail(brand: Brand, o: MailOrder) {
  return both(`Order ${o.number} confirmed`, <OrderConfirmation brand={brand} o={o} />);
}

export function ownerNewOrderMail(brand: Brand, o: MailOrder, dashboardLink: string) {
  return both(`New order ${o.number} (${o.total})`, <OwnerNewOrder brand={brand} o={o} dashboardLink={dashboardLink} />);
}

export type OrderEvent = "payment-received" | "shipped" | "delivered";

/** A shipment's tracking, as the shipped notice shows it. */
export type MailTracking = { carrier: string | null; number: string | null; url: string | null };

const trackOf = (t: MailTracking | undefined) =>
  t && (t.number || t.url) ? { label: `Track your parcel${t.carrier ? ` with ${t.carrier}` : ""}${t.number ? `: ${t.number}` : ""}`, href: t.url } : undefined;

/** Payment received, delivered, or shipped when no parcel is named (the owner set the status by hand). */
export function orderEventMail(brand: Brand, o: MailOrder, event: OrderEvent, tracking?: MailTracking) {
  const t = {
    "payment-received": [`Payment received for order ${o.number}`, `We have received your payment of ${o.total}. Your order is being prepared.`],
    shipped: [`Order ${o.number} has shipped`, "Your order is on its way."],
    delivered: [`Order ${o.number} was delivered`, "Your order has been delivered. We hope you enjoy it."],
  }[event];
  return both(t[0], <OrderNotice brand={brand} o={o} title={t[0]} body={[t[1]]} track={event === "shipped" ? trackOf(tracking) : undefined} />);
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
  const [subject, body] = !parcel.complete
    ? [`Part of order ${o.number} has shipped`, "Part of your order is on its way. The rest follows in another parcel; we will write when it ships."]
    : parcel.number > 1
      ? [`The rest of order ${o.number} has shipped: your order is complete`, "The last parcel of your order is on its way. With it, everything you ordered has shipped."]
      : [`Order ${o.number} has shipped`, "Your order is on its way."];
  return both(subject, <ShipmentNotice brand={brand} o={o} title={subject} body={body} track={trackOf(tracking)} inParcel={parcel.inParcel} toCome={parcel.toCome} />);
}

/** A refund, in the shopper's words: back to what, and when to expect it (by hand for cash; the bank's time for cards). */
export function mailRefund(amount: string, currency: string, method: string, manual: boolean): MailRefund {
  const label = methodLabel(method);
  return manual
    ? { amount: formatMoney(amount, currency), method: `you directly, as the order was paid by ${label.toLowerCase()}`, when: "The store returns it to you itself; contact the store if you have not received it within 7 days." }
    : { amount: formatMoney(amount, currency), method: `your original payment (${label})`, when: "It usually appears on your statement within 5–10 business days, depending on your bank." };
}

export function refundMail(brand: Brand, o: MailOrder, refund: MailRefund) {
  const title = `Refund issued for order ${o.number}`;
  return both(title, <OrderNotice brand={brand} o={o} title={title} body={[`We have issued a refund of ${refund.amount}.`]} refund={refund} />);
}

/** The owner cancelled the order: why, if they said; the refund if money was given back; the order's link. */
export function cancelledMail(brand: Brand, o: MailOrder, reason: string | null, refund: MailRefund | null, paid: boolean) {
  const title = `Order ${o.number} was cancelled`;
  const body = [
    `${brand.name} cancelled your order ${o.number}. It will not be shipped.`,
    ...(reason ? [`Reason given by the store: ${reason}`] : []),
    ...(refund ? [] : paid ? ["Contact the store about the money you paid."] : ["Nothing was charged for this order, and nothing will be."]),
  ];
  return both(title, <OrderNotice brand={brand} o={o} title={title} body={body} refund={refund ?? undefined} />);
}

export function passwordResetMail(brand: Brand, link: string) {
  return both(`Reset your password for ${brand.name}`, (
    <Notice
      brand={brand}
      title="Reset your password"
      lines={[
        "Someone (hopefully you) asked to reset the password of this account.",
        "The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.",
      ]}
      action={{ label: "Choose a new password", href: link }}
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
  return both(`Your order from ${brand.name}: ${invoice.total} to pay`, (
    <Notice
      brand={brand}
      title="Your invoice"
      lines={[`${brand.name} prepared this order for you:`, ...invoice.lines, `Total: ${invoice.total}`, "Pay it securely online with the link below."]}
      action={{ label: "Pay now", href: link }}
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
  const lines = [
    `You have a ${formatMoney(value, currency)} gift card for ${brand.name}${gift.from ? `, from ${gift.from}` : ""}.`,
    ...(gift.message ? [`Their message: “${gift.message}”`] : []),
    `Your code: ${code}`,
    "Enter it at checkout, beside the discount code, to pay with it.",
    ...(expiresOn ? [`It can be used until ${expiresOn}.`] : []),
    `Check its balance at any time: ${balanceLink}`,
  ];
  return both(`Your ${formatMoney(value, currency)} gift card for ${brand.name}`, <Notice brand={brand} title="You have a gift card" lines={lines} action={{ label: "Start shopping", href: shopLink }} />);
}

/** A review request (record 0157), N days after delivery: each product bought, with a link straight to its review form. */
export function reviewRequestMail(brand: Brand, products: { name: string; link: string }[]) {
  const lines = ["Thank you for your order. How are you finding it? A few words help other shoppers choose.", ...products.map((p) => `Review ${p.name}: ${p.link}`)];
  return both(`How was your order from ${brand.name}?`, <Notice brand={brand} title="Tell us what you think" lines={lines} action={{ label: "Write a review", href: products[0].link }} />);
}

/** A return's step, as the customer hears of it (record 0154): requested, approved (with how to send it back), declined, received. */
export type ReturnStep = "requested" | "approved" | "declined" | "received";

export function returnMail(brand: Brand, orderNumber: string, step: ReturnStep, detail: { lines: string[]; reason: string | null; storeName: string }, orderLink: string) {
  const items = detail.lines.length ? [`Items: ${detail.lines.join("; ")}.`] : [];
  const t: Record<ReturnStep, [string, string[]]> = {
    requested: [`We received your return request for order ${orderNumber}`, ["We will look at it and write to you with the next steps.", ...items]],
    approved: [
      `Your return for order ${orderNumber} is approved`,
      [
        "How to send it back: pack the items below in their original packaging if you can, write your order number on the parcel, and send it to " +
          `${detail.storeName}. Reply to this e-mail if you need our address or a pickup.`,
        ...items,
        "We refund you once the items have arrived and been checked.",
      ],
    ],
    declined: [`Your return for order ${orderNumber} was declined`, [detail.reason ? `Reason: ${detail.reason}` : "Reply to this e-mail if you have questions.", ...items]],
    received: [`We received your returned items for order ${orderNumber}`, ["Your returned items have arrived. Your refund follows.", ...items]],
  };
  const [title, lines] = t[step];
  return both(title, <Notice brand={brand} title={title} lines={lines} action={{ label: "View your order", href: orderLink }} />);
}

/** The abandoned-checkout recovery mail (record 0156): the cart at today's prices with images, its link, unsubscribe. */
export function checkoutRecoveryMail(brand: Brand, cart: { lines: RecoveryLine[]; notes: string[]; total: string }, link: string, unsubscribe: string) {
  return both(`Your cart at ${brand.name} is waiting for you`, <CheckoutRecovery brand={brand} {...cart} link={link} unsubscribe={unsubscribe} />);
}
