"use client";
import { MapPin, MoreVertical, Pencil, Plus, Star } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { countryName } from "@/lib/regions";
import type { AddressDto } from "@/lib/customers/schemas";
import { errorMessage } from "@/lib/http/client";
import { AddressDialog } from "./address-dialog";
import { useAddresses } from "./queries";
import * as customers from "@/lib/customers/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";
import { useT } from "@/components/storefront/island-messages";

/** Addresses tab: cards with type and default badges; the default is what checkout fills in first. */
export function AddressesTab() {
  const { data: addresses, isLoading } = useAddresses(true);
  const t = useT();
  const [dialog, setDialog] = useState<{ open: boolean; address: AddressDto | null }>({ open: false, address: null });

  const makeDefault = useApiMutation(customers.editAddress, {
    input: (id: string) => ({ params: { id }, body: { isDefault: true } }),
    onSuccess: () => toast({ title: t("account.addresses.defaultUpdated"), variant: "success" }),
    onError: (err) => toast({ title: t("account.addresses.error"), description: errorMessage(err, t("account.addresses.defaultFailed")), variant: "destructive" }),
  });

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">{t("account.addresses.title")}</h2>
        <Button size="sm" onClick={() => setDialog({ open: true, address: null })}>
          <Plus className="size-4" aria-hidden /> {t("account.addresses.add")}
        </Button>
      </div>
      {isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : !addresses?.length ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
            <MapPin className="size-10 text-muted-foreground" aria-hidden />
            <p className="font-medium">{t("account.addresses.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("account.addresses.emptyBody")}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {addresses.map((a) => (
            <Card key={a.id} data-testid="address-card">
              <CardContent className="space-y-2">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="outline">{a.type === "billing" ? t("account.addresses.billing") : t("account.addresses.shipping")}</Badge>
                    {a.isDefault ? <Badge>{t("account.addresses.default")}</Badge> : null}
                  </div>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button variant="ghost" size="icon" className="size-8" aria-label={t("account.addresses.actions", { address: a.address1 })}>
                        <MoreVertical className="size-4" aria-hidden />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setDialog({ open: true, address: a })}>
                        <Pencil className="size-4" aria-hidden /> {t("account.addresses.edit")}
                      </DropdownMenuItem>
                      {!a.isDefault ? (
                        <DropdownMenuItem onSelect={() => makeDefault.mutate(a.id)}>
                          <Star className="size-4" aria-hidden /> {t("account.addresses.makeDefault")}
                        </DropdownMenuItem>
                      ) : null}
                    </DropdownMenuContent>
                  </DropdownMenu>
                </div>
                <address className="text-sm not-italic leading-relaxed">
                  <span className="font-medium">
                    {a.firstName} {a.lastName}
                  </span>
                  <br />
                  {a.address1}
                  {a.address2 ? (
                    <>
                      <br />
                      {a.address2}
                    </>
                  ) : null}
                  <br />
                  {[a.city, a.state, a.zipCode].filter(Boolean).join(", ")}
                  <br />
                  {countryName(a.country)}
                  {a.phone ? (
                    <>
                      <br />
                      {a.phone}
                    </>
                  ) : null}
                </address>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <AddressDialog open={dialog.open} address={dialog.address} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </div>
  );
}
