import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UnsubscribeButton } from "@/components/checkout/recover/unsubscribe-button";
import { TOKEN_FORMAT } from "@/lib/checkouts/schemas";
import { translator } from "@/lib/i18n/catalog";
import { unsubscribeTarget } from "@/lib/checkouts/service";
import { getStoreByKey } from "@/lib/tenancy/current";

export async function generateMetadata({ params }: { params: Promise<{ tenant: string }> }): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "checkout")("meta.unsubscribe"), robots: { index: false } };
}

/** Where the e-mail address goes in the body's sentence (any language's word order). */
const SLOT = "\u0001";
export const dynamic = "force-dynamic";

/**
 * /checkout/unsubscribe/{token} — the recovery mail's unsubscribe link (record 0156): no sign-in, one button
 * (a GET never unsubscribes: mail scanners open links). The mail's List-Unsubscribe-Post one-click posts the API.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ tenant: string; token: string }> }) {
  const { tenant, token } = await params;
  const store = await getStoreByKey(tenant);
  if (!store || !TOKEN_FORMAT.test(token)) notFound();
  const target = await unsubscribeTarget(store, token);
  if (!target) notFound();
  const t = translator(store.language.code, "checkout");
  const [before, after = ""] = t("unsubscribe.body", { email: SLOT }).split(SLOT);
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("unsubscribe.title", { store: store.tenant.name })}</h1>
      <p className="mt-3 text-muted-foreground">
        {before}
        <strong>{target.email}</strong>
        {after}
      </p>
      <UnsubscribeButton token={token} done={target.done} />
    </div>
  );
}
