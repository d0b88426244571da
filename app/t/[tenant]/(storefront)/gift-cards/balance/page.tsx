import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GiftCardBalance } from "@/components/storefront/gift-card-balance";
import { IslandMessagesProvider } from "@/components/storefront/island-messages";
import { translator } from "@/lib/i18n/catalog";
import { islandMessages } from "@/lib/i18n/island";
import { getStoreByKey } from "@/lib/tenancy/current";

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "catalog")("giftCard.title") };
}

/** /gift-cards/balance (issue 43): a shopper checks what a gift card has left. The form is an island; the page is cached per store. */
export default async function GiftCardBalancePage({ params }: Props) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  const lang = store.language.code;
  const t = translator(lang, "catalog");
  return (
    <div className="container mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("giftCard.title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("giftCard.intro", { store: store.tenant.name })}</p>
      <IslandMessagesProvider value={islandMessages(lang, { catalog: ["giftCard"] })}>
        <GiftCardBalance />
      </IslandMessagesProvider>
    </div>
  );
}
