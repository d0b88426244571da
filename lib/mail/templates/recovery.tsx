import { Button, Column, Heading, Img, Link, Row, Section, Text } from "@react-email/components";
import { Layout, button, h1, p, type Brand } from "./layout";

/** A line of a recovered cart as the mail shows it: image (absolute URL or none), name, variant, today's price. */
export type RecoveryLine = { name: string; variantTitle: string | null; image: string | null; quantity: number; unitPrice: string; lineTotal: string };

/** The abandoned-checkout recovery mail (record 0156): the cart at today's prices, the link back, the way out. */
export function CheckoutRecovery({
  brand,
  lines,
  notes,
  total,
  link,
  unsubscribe,
}: {
  brand: Brand;
  lines: RecoveryLine[];
  notes: string[];
  total: string;
  link: string;
  unsubscribe: string;
}) {
  const title = "You left something in your cart";
  return (
    <Layout brand={brand} preview={title}>
      <Heading style={h1}>{title}</Heading>
      <Text style={p}>Your cart at {brand.name} is saved. Pick up where you left off, on any device:</Text>
      <Section style={{ margin: "0 0 16px" }}>
        {lines.map((l, i) => (
          <Row key={i} style={{ borderBottom: "1px solid #f4f4f5" }}>
            <Column style={{ width: 64, verticalAlign: "top", padding: "6px 12px 6px 0" }}>
              {l.image ? <Img src={l.image} alt="" width={56} height={56} style={{ borderRadius: 6, objectFit: "cover" }} /> : null}
            </Column>
            <Column style={p}>
              <strong>{l.name}</strong>
              {l.variantTitle ? (
                <>
                  <br />
                  <span style={{ whiteSpace: "nowrap" }}>{l.variantTitle}</span>
                </>
              ) : null}
              <br />
              <span style={{ color: "#52525b" }}>
                {l.quantity} × {l.unitPrice}
              </span>
            </Column>
            <Column style={{ ...p, textAlign: "right", verticalAlign: "top", whiteSpace: "nowrap", paddingLeft: 12 }}>{l.lineTotal}</Column>
          </Row>
        ))}
      </Section>
      <Text style={{ ...p, fontWeight: 700 }}>Subtotal: {total}</Text>
      {notes.map((n, i) => (
        <Text key={i} style={{ ...p, color: "#52525b" }}>
          {n}
        </Text>
      ))}
      <Button href={link} style={button(brand.color)}>
        Return to your cart
      </Button>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        Or open <Link href={link}>{link}</Link>
      </Text>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        You get this e-mail because you started a checkout at {brand.name}. <Link href={unsubscribe}>Unsubscribe</Link>
      </Text>
    </Layout>
  );
}
