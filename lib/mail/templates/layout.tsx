import { Body, Container, Head, Hr, Html, Img, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { translator, type Translate } from "@/lib/i18n/catalog";
import { languageOf } from "@/lib/languages";

/**
 * Who the mail is from, as the layout shows it: the store (or the platform), its logo and colour; and the language
 * the mail is written in (issue 44: a shopper's mails in their language; absent, as for the owner's, English).
 */
export type Brand = { name: string; logoUrl: string | null; color: string; homeUrl: string; lang?: string };

/** The mail's words in the brand's language (lib/i18n/messages/mail). */
export function mailT(brand: Pick<Brand, "lang">): Translate<"mail"> {
  return translator(brand.lang ?? "en", "mail");
}

/** A colour safe to put in a style attribute: a hex colour, else the platform's blue. */
export function safeColor(c: string | null | undefined): string {
  return c && /^#[0-9a-f]{3,8}$/i.test(c) ? c : "#3b82f6";
}

export function Layout({ brand, preview, children }: { brand: Brand; preview: string; children: ReactNode }) {
  const color = safeColor(brand.color);
  const lang = brand.lang ?? "en";
  return (
    <Html lang={lang} dir={languageOf(lang)?.dir ?? "ltr"}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: 8, maxWidth: 600, overflow: "hidden" }}>
          <Section style={{ backgroundColor: color, padding: "16px 24px" }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height={40} style={{ display: "inline-block", maxHeight: 40 }} />
            ) : null}
            <Text style={{ color: "#ffffff", fontSize: 20, fontWeight: 700, margin: brand.logoUrl ? "8px 0 0" : 0 }}>{brand.name}</Text>
          </Section>
          <Section style={{ padding: "8px 24px 16px" }}>{children}</Section>
          <Hr style={{ borderColor: "#e4e4e7", margin: 0 }} />
          <Section style={{ padding: "12px 24px" }}>
            <Text style={{ color: "#71717a", fontSize: 12, margin: 0 }}>
              {brand.name} · {brand.homeUrl}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const p = { fontSize: 14, lineHeight: "22px", color: "#18181b" } as const;
export const h1 = { fontSize: 20, fontWeight: 700, color: "#18181b", margin: "16px 0 8px" } as const;
export const button = (color: string) =>
  ({ backgroundColor: safeColor(color), borderRadius: 6, color: "#ffffff", display: "inline-block", fontSize: 14, fontWeight: 600, padding: "10px 18px", textDecoration: "none" }) as const;
