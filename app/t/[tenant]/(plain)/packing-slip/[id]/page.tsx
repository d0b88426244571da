import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PackingSlipView } from "@/components/invoice/packing-slip-view";
import { storeHref } from "@/components/storefront/store-link";
import { getCurrentStaffRow } from "@/lib/auth/current";
import { AppError } from "@/lib/errors";
import { invoiceFor } from "@/lib/orders/invoice";
import { getStoreByKey } from "@/lib/tenancy/current";

export const metadata: Metadata = { title: "Packing slip", robots: { index: false } };

type Props = { params: Promise<{ tenant: string; id: string }> };

/** /packing-slip/{orderId} — the printable packing slip, beside the invoice; for the store's owner only. */
export default async function PackingSlipPage({ params }: Props) {
  const { tenant, id } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) notFound();
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const staff = await getCurrentStaffRow();
  if (!staff) {
    return (
      <main className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">Sign in to see this packing slip</h1>
        <p className="mt-2 text-muted-foreground">Packing slips are shown to the store owner.</p>
        <Link className="mt-6 inline-block text-primary-text underline" href={storeHref(store.basePath, "/login")}>
          Owner login
        </Link>
      </main>
    );
  }
  let invoice;
  try {
    // The invoice's reading rules without a customer: a manager of this store, anyone else 404.
    invoice = await invoiceFor(store, id, { staff, customer: null });
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 401)) notFound();
    throw err;
  }
  return (
    <PackingSlipView
      invoice={invoice}
      pdfHref={`${store.basePath}/api/orders/${id}/packing-slip/pdf`}
      backHref={storeHref(store.basePath, `/tenant-dashboard/orders?order=${id}`)}
    />
  );
}
