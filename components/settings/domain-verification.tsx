"use client";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, LoaderCircle, RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTenant } from "@/components/dashboard/store-gate";
import { useDashboardStore } from "@/components/dashboard/use-dashboard";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/http/client";
import { apiKey, callApi } from "@/lib/http/call";
import { useApiQuery } from "@/lib/http/use-api-query";
import * as tenancy from "@/lib/tenancy/endpoints";

/**
 * Under the Custom Domain field: whether the saved domain is verified, the DNS TXT record that proves the
 * owner controls it, and a Re-check button. Until the record is found the store is not served on it.
 */
export function DomainVerification() {
  const tenant = useTenant();
  const { slug } = useDashboardStore();
  const qc = useQueryClient();
  const q = useApiQuery(slug, tenancy.domain, { params: { id: tenant.id } }, { enabled: !!tenant.customDomain });
  const [checking, setChecking] = useState(false);

  if (!tenant.customDomain || !q.data || q.data.status === "none") return null;
  const d = q.data;

  async function recheck() {
    setChecking(true);
    try {
      const next = await callApi(tenancy.verifyDomain, { params: { id: tenant.id } });
      qc.setQueryData(apiKey(slug, tenancy.domain, { params: { id: tenant.id } }), next);
      toast(
        next.status === "verified"
          ? { title: "Domain verified", description: `${next.customDomain} now shows your store.`, variant: "success" }
          : { title: "Not verified yet", description: next.message ?? "The TXT record was not found yet. DNS changes can take a while.", variant: "destructive" },
      );
    } catch (err) {
      toast({ title: "Error", description: errorMessage(err, "Could not check the domain"), variant: "destructive" });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="space-y-3 rounded-md border p-3 text-sm" data-testid="domain-verification">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-all font-medium">{d.customDomain}</span>
        {d.status === "verified" ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden /> Verified
          </Badge>
        ) : (
          <Badge variant="warning">
            <Clock aria-hidden /> Pending verification
          </Badge>
        )}
      </div>
      {d.status === "pending" && d.record && (
        <>
          <p className="text-muted-foreground">
            To prove this domain is yours, add this DNS record at your domain provider, then press Re-check. Your store is served on the
            domain once it is verified.
          </p>
          <dl className="grid gap-1 rounded bg-muted p-2 font-mono text-xs sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="text-muted-foreground">Type</dt>
            <dd>{d.record.type}</dd>
            <dt className="text-muted-foreground">Name</dt>
            <dd className="break-all">{d.record.name}</dd>
            <dt className="text-muted-foreground">Value</dt>
            <dd className="break-all">{d.record.value}</dd>
          </dl>
          <Button type="button" variant="outline" size="sm" onClick={recheck} disabled={checking}>
            {checking ? <LoaderCircle className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            Re-check
          </Button>
        </>
      )}
    </div>
  );
}
