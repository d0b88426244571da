import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RestoreCart } from "@/components/checkout/recover/restore-cart";
import { recoverCart } from "@/lib/checkouts/service";
import { TOKEN_FORMAT } from "@/lib/checkouts/schemas";
import { AppError } from "@/lib/errors";
import { translator } from "@/lib/i18n/catalog";
import { getStoreByKey } from "@/lib/tenancy/current";

export async function generateMetadata({ params }: { params: Promise<{ tenant: string }> }): Promise<Metadata> {
  const store = await getStoreByKey((await params).tenant);
  return { title: translator(store?.language.code ?? "en", "checkout")("meta.recover"), robots: { index: false } };
}
export const dynamic = "force-dynamic";

/**
 * /checkout/recover/{token} — the recovery mail's link (record 0156): the checkout's cart at today's prices, put
 * back in this browser with its code (any device), lines sold out or gone dropped with a note; then the checkout.
 * Another store's token, or an unknown one, is a 404.
 */
export default async function RecoverCheckoutPage({ params }: { params: Promise<{ tenant: string; token: string }> }) {
  const { tenant, token } = await params;
  const store = await getStoreByKey(tenant);
  if (!store || !TOKEN_FORMAT.test(token)) notFound();
  const cart = await recoverCart(store, token).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  });
  if (!cart) notFound();
  return <RestoreCart storeId={store.tenant.id} basePath={store.basePath} cart={cart} />;
}
