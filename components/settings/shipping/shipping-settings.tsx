"use client";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SettingsShell } from "../settings-shell";
import { TierPanel } from "./tier-panel";

/** /shipping-settings: domestic and international tiers in separate tabs, since checkout picks one list by the buyer's country. */
export function ShippingSettings() {
  return (
    <SettingsShell title="Shipping Settings" description="Set the shipping rates your checkout charges at home and abroad.">
      <Tabs defaultValue="domestic" className="gap-4">
        <TabsList>
          <TabsTrigger value="domestic">Domestic Shipping</TabsTrigger>
          <TabsTrigger value="international">International Shipping</TabsTrigger>
        </TabsList>
        <TabsContent value="domestic">
          <TierPanel shippingType="domestic" />
        </TabsContent>
        <TabsContent value="international">
          <TierPanel shippingType="international" />
        </TabsContent>
      </Tabs>
    </SettingsShell>
  );
}
