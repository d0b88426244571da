"use client";
import { ReceiptText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-states";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { SectionHeader } from "@/components/dashboard/section-header";
import * as billing from "@/lib/billing/endpoints";
import { useApiQuery } from "@/lib/http/use-api-query";
import { formatMoney } from "@/lib/money";
import { useTenant } from "./store-gate";
import { useDashboardStore } from "./use-dashboard";

const STATUS_TEXT: Record<string, string> = {
  trial: "Free trial",
  trial_ended: "Trial ended",
  active: "Active",
  past_due: "Payment due",
  converted: "Converted",
};
const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "—");

/** Plan & Billing: the store's subscription (GET /api/tenant/billing), the trial rule and the platform's invoices. */
export function BillingSection() {
  const { slug } = useDashboardStore();
  const tenant = useTenant();
  const q = useApiQuery(slug, billing.billing);

  return (
    <div className="space-y-6">
      <SectionHeader title="Plan & Billing" description="Your subscription to the platform and the invoices it sends your store." />
      {q.isPending ? (
        <Skeleton className="h-40" />
      ) : q.isError ? (
        <LoadError error={q.error} fallback="Could not load your plan." />
      ) : (
        <>
          <Card data-testid="billing-plan">
            <CardHeader>
              <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                {q.data.subscription ? `${q.data.subscription.plan === "yearly" ? "Yearly" : "Monthly"} plan` : "No plan"}
                {q.data.subscription ? (
                  <Badge variant={q.data.subscription.status === "active" ? "success" : q.data.subscription.status === "trial" ? "warning" : "destructive"}>
                    {STATUS_TEXT[q.data.subscription.status] ?? q.data.subscription.status}
                  </Badge>
                ) : null}
              </CardTitle>
              <CardDescription>{q.data.policy}</CardDescription>
            </CardHeader>
            {q.data.subscription ? (
              <CardContent>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
                  <dt className="text-muted-foreground">Started</dt>
                  <dd>{date(q.data.subscription.startDate)}</dd>
                  <dt className="text-muted-foreground">{q.data.subscription.status.startsWith("trial") ? "Trial ends" : "Next due"}</dt>
                  <dd data-testid="billing-due">{date(q.data.subscription.nextDueDate)}</dd>
                  <dt className="text-muted-foreground">Price</dt>
                  <dd>{formatMoney(q.data.subscription.amount, q.data.subscription.currency)}</dd>
                  <dt className="text-muted-foreground">With GST</dt>
                  <dd>{formatMoney(q.data.subscription.totalAmount, q.data.subscription.currency)}</dd>
                </dl>
              </CardContent>
            ) : null}
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-base">Platform invoices</CardTitle>
              <CardDescription>Subscription charges, and each month&apos;s platform fees on your net sales.</CardDescription>
            </CardHeader>
            <CardContent>
              {q.data.invoices.length === 0 ? (
                <EmptyState icon={<ReceiptText className="size-8" />} title="No invoices yet" description="Invoices appear after your first payment or sale." />
              ) : (
                <div className="overflow-x-auto rounded-md border">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Period</TableHead>
                        <TableHead>Status</TableHead>
                        <TableHead className="hidden text-right sm:table-cell">Sales</TableHead>
                        <TableHead className="text-right">Amount</TableHead>
                        <TableHead>Due</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {q.data.invoices.map((i) => {
                        const currency = i.kind === "subscription" ? "INR" : tenant.currency;
                        return (
                          <TableRow key={i.id} data-testid="platform-invoice">
                            <TableCell>{i.kind === "subscription" ? i.period.replace("subscription", "Subscription") : `Fees ${i.period}`}</TableCell>
                            <TableCell className="capitalize">{i.status}</TableCell>
                            <TableCell className="hidden text-right sm:table-cell">{i.kind === "fees" ? formatMoney(i.totalRevenue, currency) : "—"}</TableCell>
                            <TableCell className="text-right">{formatMoney(i.totalFees, currency)}</TableCell>
                            <TableCell className="whitespace-nowrap">{i.paidAt ? `Paid ${date(i.paidAt)}` : date(i.dueDate)}</TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </div>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
