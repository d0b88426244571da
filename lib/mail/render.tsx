import "server-only";
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { formatMoney } from "@/lib/money";
import type { Brand } from "./templates/layout";
import { Notice } from "./templates/notice";
import { OrderConfirmation, OrderNotice, OwnerNewOrder, type MailOrder } from "./templates/order";

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

async function both(subject: string, el: ReactElement): Promise<Rendered> {
  const html = await oneAtATime(() => render(el));
  return { subject, html, text: toPlainText(html) };
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

/** An order's amounts formatted as the storefront shows them. */
export type OrderFacts = {
  id: string;
  number: string;
  invoiceNumber: string | null;
  currency: string;
  customerName: string;
  address: string;
  paymentMethod: string;
  subtotal: string;
  shipping: string;
  tax: string;
  codCharges: string;
  total: string;
  items: { productName: string; quantity: number; price: string; variantTitle?: string | null; sku?: string | null }[];
};

const METHOD_LABELS: Record<string, string> = { cod: "Cash on delivery", razorpay: "Razorpay", stripe: "Card (Stripe)", paypal: "PayPal" };

export function mailOrder(o: OrderFacts, link: string): MailOrder {
  const m = (v: string | number) => formatMoney(v, o.currency);
  return {
    number: o.number,
    invoiceNumber: o.invoiceNumber,
    customerName: o.customerName,
    address: o.address,
    paymentMethod: METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod,
    lines: o.items.map((i) => ({
      name: i.productName,
      quantity: i.quantity,
      unitPrice: m(i.price),
      // Minor units, so the line total is exact (formatMoney rounds the same way the storefront does).
      lineTotal: m((Math.round(Number(i.price) * 100) * i.quantity) / 100),
      variantTitle: i.variantTitle ?? null,
      sku: i.sku ?? null,
    })),
    subtotal: m(o.subtotal),
    shipping: m(o.shipping),
    tax: m(o.tax),
    codCharges: Number(o.codCharges) > 0 ? m(o.codCharges) : null,
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

export type OrderEvent = "payment-received" | "shipped" | "delivered" | "refunded";

/** A shipment's tracking, as the shipped notice shows it. */
export type MailTracking = { carrier: string | null; number: string | null; url: string | null };

export function orderEventMail(brand: Brand, o: MailOrder, event: OrderEvent, amount?: string, tracking?: MailTracking) {
  const t = {
    "payment-received": [`Payment received for order ${o.number}`, `We have received your payment of ${o.total}. Your order is being prepared.`],
    shipped: [`Order ${o.number} has shipped`, "Your order is on its way."],
    delivered: [`Order ${o.number} was delivered`, "Your order has been delivered. We hope you enjoy it."],
    refunded: [`Refund issued for order ${o.number}`, `We have issued a refund of ${amount ?? o.total}. It may take a few days to appear on your statement.`],
  }[event];
  const track =
    event === "shipped" && tracking && (tracking.number || tracking.url)
      ? { label: `Track your parcel${tracking.carrier ? ` with ${tracking.carrier}` : ""}${tracking.number ? `: ${tracking.number}` : ""}`, href: tracking.url }
      : undefined;
  return both(t[0], <OrderNotice brand={brand} o={o} title={t[0]} body={t[1]} track={track} />);
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
