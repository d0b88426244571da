import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { InvoiceView } from "@/components/invoice/invoice-view";
import { getCurrentCustomer, getCurrentStaffRow } from "@/lib/auth/current";
import { AppError } from "@/lib/errors";
import { invoiceFor } from "@/lib/orders/invoice";
import { getStoreByKey } from "@/lib/tenancy/current";
import { accessAllows, storeAccess } from "@/lib/members/membership";
import { storeHref } from "@/components/storefront/store-link";

export const metadata: Metadata = { title: "Invoice", robots: { index: false } };

type Props = { params: Promise<{ tenant: string; id: string }> };

/** /invoice/{orderId} — the printable invoice, for the store's owner and the customer who ordered. */
export default async function InvoicePage({ params }: Props) {
  const { tenant, id } = await params;
  const store = await getStoreByKey(tenant);
  if (!store) notFound();
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const [staff, customer] = await Promise.all([getCurrentStaffRow(), getCurrentCustomer(store.id)]);
  let invoice;
  try {
    invoice = await invoiceFor(store, id, { staff, customer });
  } catch (err) {
    if (err instanceof AppError && err.status === 401) {
      return (
        <main className="mx-auto max-w-md px-4 py-16 text-center">
          <h1 className="text-xl font-semibold">Sign in to see this invoice</h1>
          <p className="mt-2 text-muted-foreground">Invoices are shown to the customer who placed the order and to the store owner.</p>
          <Link className="mt-6 inline-block text-primary-text underline" href={storeHref(store.basePath, "/customer/login")}>
            Customer login
          </Link>
        </main>
      );
    }
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
  const manager = !!staff && accessAllows(await storeAccess(staff, store), "orders");
  return (
    <InvoiceView
      invoice={invoice}
      pdfHref={`${store.basePath}/api/orders/${id}/invoice/pdf`}
      backHref={storeHref(store.basePath, manager ? "/tenant-dashboard/orders" : "/customer/dashboard")}
    />
  );
}
