import { notFound } from "next/navigation";
import { UnsubscribeButton } from "@/components/checkout/recover/unsubscribe-button";
import { TOKEN_FORMAT } from "@/lib/checkouts/schemas";
import { unsubscribeTarget } from "@/lib/checkouts/service";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata = { title: "Unsubscribe", robots: { index: false } };
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
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Unsubscribe from {store.tenant.name}</h1>
      <p className="mt-3 text-muted-foreground">
        No more e-mails about carts left at checkout or news and offers to <strong>{target.email}</strong>.
      </p>
      <UnsubscribeButton token={token} done={target.done} />
    </div>
  );
}
