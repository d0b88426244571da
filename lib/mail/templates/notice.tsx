import { Button, Heading, Link, Text } from "@react-email/components";
import { Layout, button, h1, mailT, p, type Brand } from "./layout";

/** A short message with one action: password reset, low stock, welcome, trial ending. */
export function Notice({ brand, title, lines, action }: { brand: Brand; title: string; lines: string[]; action?: { label: string; href: string } }) {
  return (
    <Layout brand={brand} preview={title}>
      <Heading style={h1}>{title}</Heading>
      {lines.map((l, i) => (
        <Text key={i} style={p}>
          {l}
        </Text>
      ))}
      {action ? (
        <>
          <Button href={action.href} style={button(brand.color)}>
            {action.label}
          </Button>
          <Text style={{ ...p, fontSize: 12, color: "#71717a" }}>
            {mailT(brand)("orOpen")} <Link href={action.href}>{action.href}</Link>
          </Text>
        </>
      ) : null}
    </Layout>
  );
}
