"use client";
import { useState } from "react";
import { CountryStateFields } from "@/components/customer/country-state-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { SubmitButton } from "@/components/ui/form";
import { hasStateList, postalCodeLabel } from "@/lib/customers/regions";
import { apiRequest, errorMessage } from "@/lib/http/client";

type Fields = { firstName: string; lastName: string; address: string; city: string; zipCode: string; phone: string };
/** Phone is optional: the courier can use it, but no order should stop for want of one. */
const OPTIONAL: (keyof Fields)[] = ["phone"];

/**
 * State 3 of the checkout: 'Add Shipping Address'. Sends the country and state the shopper picked (tax and
 * shipping are quoted from them), type shipping, default; after a successful save the page reloads.
 */
export function QuickAddressCard({ defaults, storeCountry }: { defaults: Partial<Fields>; storeCountry: string }) {
  const [v, setV] = useState<Fields>({ firstName: "", lastName: "", address: "", city: "", zipCode: "", phone: "", ...defaults });
  const [country, setCountry] = useState(storeCountry || "IN");
  const [state, setState] = useState("");
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const missing = (Object.keys(v) as (keyof Fields)[]).some((k) => !OPTIONAL.includes(k) && !v[k].trim()) || !country || (hasStateList(country) && !state);
    if (missing) {
      toast({ title: "Error", description: "Please fill in all required fields", variant: "destructive" });
      return;
    }
    setSaving(true);
    try {
      await apiRequest("POST", "/api/customers/addresses", {
        firstName: v.firstName,
        lastName: v.lastName,
        address1: v.address,
        city: v.city,
        zipCode: v.zipCode,
        phone: v.phone.trim() || null,
        state: state || null,
        country,
        type: "shipping",
        isDefault: true,
      });
    } catch (err) {
      setSaving(false);
      toast({ title: "Error", description: errorMessage(err, "Failed to save address"), variant: "destructive" });
      return;
    }
    toast({ title: "Success", description: "Address saved successfully!", variant: "success" });
    window.location.reload();
  }

  const input = (name: keyof Fields, label: string, autoComplete: string, type = "text") => (
    <div className="space-y-2">
      <Label htmlFor={`quick-${name}`}>{label}</Label>
      <Input id={`quick-${name}`} type={type} autoComplete={autoComplete} value={v[name]} onChange={(e) => setV((s) => ({ ...s, [name]: e.target.value }))} />
    </div>
  );

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl font-semibold">Add Shipping Address</h1>
        </CardTitle>
        <CardDescription>Where should we deliver your order?</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {input("firstName", "First Name", "given-name")}
            {input("lastName", "Last Name", "family-name")}
          </div>
          {input("address", "Address", "street-address")}
          <div className="grid gap-4 sm:grid-cols-2">
            {input("city", "City", "address-level2")}
            {input("zipCode", postalCodeLabel(country), "postal-code")}
          </div>
          {input("phone", "Phone (optional, for delivery updates)", "tel", "tel")}
          <div className="grid gap-4 sm:grid-cols-2">
            <CountryStateFields idPrefix="quick" country={country} state={state} onCountryChange={setCountry} onStateChange={setState} />
          </div>
          <SubmitButton pending={saving} className="w-full" size="lg">
            Save Address & Continue to Payment
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
