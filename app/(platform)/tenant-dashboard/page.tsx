import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowLeft, ExternalLink, Store } from "lucide-react";
import { AuthScreen } from "@/components/auth/auth-screen";
import { LoginCard } from "@/components/auth/login-card";
import { Brand } from "@/components/platform/brand";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardTitle } from "@/components/ui/card";
import { myStores } from "@/lib/admin/service";
import { getCurrentStaff } from "@/lib/auth/current";

export const metadata: Metadata = { title: "Select a Store to Manage — StoreBuilder" };

/**
 * /tenant-dashboard on the platform host: no store is named here, so a store owner (or staff member) picks one
 * of the stores they own or are staff of (issue 40); Manage Store opens that store's dashboard (path mode keeps this host's session).
 * An owner of a single store has nothing to pick and goes straight to its dashboard. Anyone but a
 * store owner sees the login page.
 */
export default async function SelectStorePage() {
  const staff = await getCurrentStaff();
  if (!staff || staff.role !== "tenant") {
    return <LoginCard notice={staff ? "Store dashboards are for store owners. Sign in with a store owner account." : undefined} />;
  }
  const stores = await myStores(staff);
  if (stores.length === 1) redirect(`/store/${stores[0].slug}/tenant-dashboard`);
  return (
    <AuthScreen
      wide
      logo={<Brand />}
      title="Select a Store to Manage"
      description={`Signed in as ${staff.email}`}
      contentClassName="space-y-3"
      footer={
        <p className="text-center">
          <Button asChild variant="ghost">
            <Link href="/login">
              <ArrowLeft aria-hidden /> Back to Login
            </Link>
          </Button>
        </p>
      }
    >
      {stores.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No stores are linked to this account yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Your stores">
          {stores.map((s) => (
            <li key={s.id}>
              <Card className="gap-0 py-4" data-testid="my-store">
                <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-center gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <Store className="size-5" aria-hidden />
                    </span>
                    <div className="min-w-0">
                      <CardTitle className="flex items-center gap-2 truncate text-base">
                        {s.name}
                        {s.role === "staff" ? <Badge variant="secondary">Staff</Badge> : null}
                        {!s.isActive ? <Badge variant="outline">Inactive</Badge> : null}
                      </CardTitle>
                      <p className="truncate text-sm text-muted-foreground">{s.domain}</p>
                    </div>
                  </div>
                  <Button asChild>
                    <Link href={`/store/${s.slug}/tenant-dashboard`} aria-label={`Manage Store ${s.name}`}>
                      Manage Store <ExternalLink aria-hidden />
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </AuthScreen>
  );
}
