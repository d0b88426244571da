import { Button, Column, Heading, Hr, Link, Row, Section, Text } from "@react-email/components";
import { Layout, button, h1, p, type Brand } from "./layout";

/** One line of an order as the mail shows it; variantTitle and sku appear when the item has them. */
export type MailOrderLine = { name: string; quantity: number; unitPrice: string; lineTotal: string; variantTitle?: string | null; sku?: string | null };

/** Amounts already formatted as the storefront formats them (lib/money formatMoney). */
export type MailOrder = {
  number: string;
  invoiceNumber: string | null;
  customerName: string;
  address: string;
  paymentMethod: string;
  lines: MailOrderLine[];
  subtotal: string;
  shipping: string;
  tax: string;
  codCharges: string | null;
  total: string;
  link: string;
  status?: string;
};

function Totals({ o }: { o: MailOrder }) {
  const rows: [string, string][] = [
    ["Subtotal", o.subtotal],
    ["Shipping", o.shipping],
    ["Tax", o.tax],
    ...(o.codCharges ? ([["COD charges", o.codCharges]] as [string, string][]) : []),
  ];
  return (
    <Section>
      {rows.map(([k, v]) => (
        <Row key={k}>
          <Column style={{ ...p, color: "#52525b" }}>{k}</Column>
          <Column style={{ ...p, textAlign: "right" }}>{v}</Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...p, fontWeight: 700 }}>Total</Column>
        <Column style={{ ...p, fontWeight: 700, textAlign: "right" }}>{o.total}</Column>
      </Row>
    </Section>
  );
}

export function OrderLines({ o }: { o: MailOrder }) {
  return (
    <Section>
      {o.lines.map((l, i) => (
        <Row key={i} style={{ borderBottom: "1px solid #f4f4f5" }}>
          <Column style={p}>
            <strong>{l.name}</strong>
            {l.variantTitle ? <> — {l.variantTitle}</> : null}
            {l.sku ? <span style={{ color: "#71717a" }}> (SKU {l.sku})</span> : null}
            <br />
            <span style={{ color: "#52525b" }}>
              {l.quantity} × {l.unitPrice}
            </span>
          </Column>
          <Column style={{ ...p, textAlign: "right", verticalAlign: "top" }}>{l.lineTotal}</Column>
        </Row>
      ))}
    </Section>
  );
}

function Details({ o }: { o: MailOrder }) {
  return (
    <Text style={p}>
      {o.invoiceNumber ? (
        <>
          Invoice number: {o.invoiceNumber}
          <br />
        </>
      ) : null}
      Payment method: {o.paymentMethod}
      <br />
      Ship to: {o.customerName}, {o.address}
    </Text>
  );
}

export function OrderConfirmation({ brand, o }: { brand: Brand; o: MailOrder }) {
  return (
    <Layout brand={brand} preview={`Order ${o.number} confirmed: ${o.total}`}>
      <Heading style={h1}>Thank you for your order</Heading>
      <Text style={p}>
        Hi {o.customerName}, we have received your order {o.number}. We will let you know when it ships.
      </Text>
      <OrderLines o={o} />
      <Totals o={o} />
      <Hr />
      <Details o={o} />
      <Button href={o.link} style={button(brand.color)}>
        View your order
      </Button>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        Or open <Link href={o.link}>{o.link}</Link>
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
      <OrderLines o={o} />
      <Totals o={o} />
      <Details o={o} />
      <Button href={dashboardLink} style={button(brand.color)}>
        Open the order
      </Button>
    </Layout>
  );
}

/** Payment received, shipped, delivered, refunded: one short notice about an order. */
export function OrderNotice({ brand, o, title, body, track }: { brand: Brand; o: MailOrder; title: string; body: string; track?: { label: string; href: string | null } }) {
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
      <OrderLines o={o} />
      <Text style={{ ...p, fontWeight: 700 }}>Total: {o.total}</Text>
      <Button href={o.link} style={button(brand.color)}>
        View your order
      </Button>
    </Layout>
  );
}
