import { Button, Column, Heading, Hr, Link, Row, Section, Text } from "@react-email/components";
import { Layout, button, h1, mailT, p, type Brand } from "./layout";

/** One line of an order as the mail shows it; variantTitle and sku appear when the item has them. */
export type MailOrderLine = { name: string; quantity: number; unitPrice: string; lineTotal: string; variantTitle?: string | null; sku?: string | null };

/** One money row as every order page, invoice and mail shows it (built by lib/orders/total-rows.ts), formatted. */
export type MailMoneyRow = { label: string; value: string; strong?: boolean };

/** Amounts already formatted as the storefront formats them (lib/money formatMoney). */
export type MailOrder = {
  number: string;
  invoiceNumber: string | null;
  customerName: string;
  address: string;
  paymentMethod: string;
  lines: MailOrderLine[];
  /** Subtotal, each discount, shipping, tax, COD charges, total: they add up to `total`. */
  rows: MailMoneyRow[];
  total: string;
  link: string;
  status?: string;
};

/** A refund as the shopper should read it: how much, back to what, and when to expect it. */
export type MailRefund = { amount: string; method: string; when: string };

export function Totals({ o, after = [] }: { o: MailOrder; after?: MailMoneyRow[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {[...o.rows, ...after].map((r, i) => {
        // The total stands apart from the rows that make it up.
        const cell = { ...p, fontWeight: r.strong ? 700 : 400, ...(r.strong ? { borderTop: "1px solid #e4e4e7", paddingTop: 4 } : {}) };
        return (
          <Row key={i}>
            <Column style={{ ...cell, color: r.strong ? p.color : "#52525b" }}>{r.label}</Column>
            <Column style={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>{r.value}</Column>
          </Row>
        );
      })}
    </Section>
  );
}

export function OrderLines({ lines }: { lines: MailOrderLine[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {lines.map((l, i) => (
        <Row key={i} style={{ borderBottom: "1px solid #f4f4f5" }}>
          <Column style={p}>
            <strong>{l.name}</strong>
            {/* The variant on a line of its own under the name, never cut between its values (issue 34 item 6:
                "— L /" at the end of one line and "Sand" on the next is how a packer picks the wrong one). */}
            {l.variantTitle ? (
              <>
                <br />
                <span style={{ whiteSpace: "nowrap" }}>{l.variantTitle}</span>
              </>
            ) : null}
            {l.sku ? <span style={{ color: "#71717a" }}> (SKU {l.sku})</span> : null}
            <br />
            <span style={{ color: "#52525b" }}>
              {l.quantity} × {l.unitPrice}
            </span>
          </Column>
          <Column style={{ ...p, textAlign: "right", verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: 12 }}>{l.lineTotal}</Column>
        </Row>
      ))}
    </Section>
  );
}

function Details({ brand, o }: { brand: Brand; o: MailOrder }) {
  const t = mailT(brand);
  return (
    <Text style={p}>
      {o.invoiceNumber ? (
        <>
          {t("order.invoiceNumber", { number: o.invoiceNumber })}
          <br />
        </>
      ) : null}
      {t("order.paymentMethod", { method: o.paymentMethod })}
      <br />
      {t("order.shipTo", { name: o.customerName, address: o.address })}
    </Text>
  );
}

export function OrderConfirmation({ brand, o }: { brand: Brand; o: MailOrder }) {
  const t = mailT(brand);
  return (
    <Layout brand={brand} preview={t("order.preview", { number: o.number, total: o.total })}>
      <Heading style={h1}>{t("order.heading")}</Heading>
      <Text style={p}>{t("order.intro", { name: o.customerName, number: o.number })}</Text>
      <OrderLines lines={o.lines} />
      <Totals o={o} />
      <Hr />
      <Details brand={brand} o={o} />
      <Button href={o.link} style={button(brand.color)}>
        {t("viewOrder")}
      </Button>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        {t("orOpen")} <Link href={o.link}>{o.link}</Link>
      </Text>
    </Layout>
  );
}

export function OwnerNewOrder({ brand, o, dashboardLink }: { brand: Brand; o: MailOrder; dashboardLink: string }) {
  return (
    <Layout brand={brand} preview={`New order ${o.number}: ${o.total}`}>
      <Heading style={h1}>New order {o.number}</Heading>
      <Text style={p}>
        {o.customerName} placed an order of {o.total} ({o.paymentMethod}).
      </Text>
      <OrderLines lines={o.lines} />
      <Totals o={o} />
      <Details brand={brand} o={o} />
      <Button href={dashboardLink} style={button(brand.color)}>
        Open the order
      </Button>
    </Layout>
  );
}

/** Payment received, delivered, refunded, cancelled: one short notice about an order, with its money rows. */
export function OrderNotice({ brand, o, title, body, track, refund }: { brand: Brand; o: MailOrder; title: string; body: string[]; track?: { label: string; href: string | null }; refund?: MailRefund }) {
  return (
    <Layout brand={brand} preview={title}>
      <Heading style={h1}>{title}</Heading>
      {body.map((t, i) => (
        <Text key={i} style={p}>
          {t}
        </Text>
      ))}
      {track ? (
        <Text style={p}>
          {track.href ? (
            <Link href={track.href} style={{ color: brand.color }}>
              {track.label}
            </Link>
          ) : (
            track.label
          )}
        </Text>
      ) : null}
      {refund ? <RefundBlock brand={brand} refund={refund} /> : null}
      <OrderLines lines={o.lines} />
      <Totals o={o} after={refund ? [{ label: mailT(brand)("rows.refunded"), value: `−${refund.amount}` }] : []} />
      <Button href={o.link} style={button(brand.color)}>
        {mailT(brand)("viewOrder")}
      </Button>
    </Layout>
  );
}

function RefundBlock({ brand, refund }: { brand: Brand; refund: MailRefund }) {
  const t = mailT(brand);
  return (
    <Section style={{ backgroundColor: "#f4f4f5", borderRadius: 6, padding: "4px 12px", margin: "8px 0" }}>
      <Text style={p}>
        <strong>{t("refund.amount", { amount: refund.amount })}</strong>
        <br />
        {t("refund.to", { method: refund.method })}
        <br />
        {refund.when}
      </Text>
    </Section>
  );
}

/** A parcel left: what is in it (with its tracking), what is still to come, or that the order is complete. */
export function ShipmentNotice({
  brand,
  o,
  title,
  body,
  track,
  inParcel,
  toCome,
}: {
  brand: Brand;
  o: MailOrder;
  title: string;
  body: string;
  track?: { label: string; href: string | null };
  inParcel: MailOrderLine[];
  toCome: MailOrderLine[];
}) {
  const sub = { ...p, fontWeight: 700, margin: "16px 0 0" } as const;
  const t = mailT(brand);
  return (
    <Layout brand={brand} preview={title}>
      <Heading style={h1}>{title}</Heading>
      <Text style={p}>{body}</Text>
      {track ? (
        <Text style={p}>
          {track.href ? (
            <Link href={track.href} style={{ color: brand.color }}>
              {track.label}
            </Link>
          ) : (
            track.label
          )}
        </Text>
      ) : null}
      <Text style={sub}>{t("shipment.inParcel")}</Text>
      <OrderLines lines={inParcel} />
      {toCome.length > 0 ? (
        <>
          <Text style={sub}>{t("shipment.toCome")}</Text>
          <OrderLines lines={toCome} />
        </>
      ) : null}
      <Button href={o.link} style={button(brand.color)}>
        {t("viewOrder")}
      </Button>
    </Layout>
  );
}
