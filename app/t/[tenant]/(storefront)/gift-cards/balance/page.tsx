import { notFound } from "next/navigation";
import { GiftCardBalance } from "@/components/storefront/gift-card-balance";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata = { title: "Gift card balance" };

/** /gift-cards/balance (issue 43): a shopper checks what a gift card has left. The form is an island; the page is cached per store. */
export default async function GiftCardBalancePage({ params }: { params: Promise<{ tenant: string }> }) {
  const store = await getStoreByKey((await params).tenant);
  if (!store) notFound();
  return (
    <div className="container mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-semibold">Gift card balance</h1>
      <p className="mt-2 text-sm text-muted-foreground">Enter the 16-character code from your gift card to see what it has left to spend at {store.tenant.name}.</p>
      <GiftCardBalance />
    </div>
  );
}
