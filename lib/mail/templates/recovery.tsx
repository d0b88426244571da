import { Button, Column, Heading, Img, Link, Row, Section, Text } from "@react-email/components";
import { Layout, button, h1, mailT, p, type Brand } from "./layout";

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
  const t = mailT(brand);
  const title = t("recovery.title");
  return (
    <Layout brand={brand} preview={title}>
      <Heading style={h1}>{title}</Heading>
      <Text style={p}>{t("recovery.intro", { store: brand.name })}</Text>
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
      <Text style={{ ...p, fontWeight: 700 }}>{t("recovery.subtotal", { total })}</Text>
      {notes.map((n, i) => (
        <Text key={i} style={{ ...p, color: "#52525b" }}>
          {n}
        </Text>
      ))}
      <Button href={link} style={button(brand.color)}>
        {t("recovery.action")}
      </Button>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        {t("orOpen")} <Link href={link}>{link}</Link>
      </Text>
      <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
        {t("recovery.why", { store: brand.name })} <Link href={unsubscribe}>{t("recovery.unsubscribe")}</Link>
      </Text>
    </Layout>
  );
}
