"use client";
import { useMutation } from "@tanstack/react-query";
import { Truck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter, Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { attemptKey, errorMessage, HttpError } from "@/lib/http/client";
import { CARRIERS, trackingUrlFor } from "@/lib/orders/fulfillment/carriers";
import { lineName, lineSku } from "@/lib/orders/line-label";
import { LineTitle } from "@/components/invoice/line-title";
import { orderNumber } from "@/lib/orders/number";
import type { OrderDto } from "@/lib/orders/schemas";
import { NativeSelect } from "../native-select";
import { useInvalidate } from "../use-dashboard";
import { linesLeftToShip, shipmentItems } from "./fulfillment";
import * as orders from "@/lib/orders/endpoints";
import { callApi } from "@/lib/http/call";

const OTHER = "__other";

/**
 * "Ship items": per line the quantity to ship (what is left, by default), a carrier, the tracking number and
 * its URL (filled for a known carrier, editable). The server's per-line refusal ("items.N.quantity") is shown
 * on that line.
 */
export function ShipDialog({ order }: { order: OrderDto }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <Truck aria-hidden />
          Ship items
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {open ? <ShipForm order={order} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShipForm({ order, onDone }: { order: OrderDto; onDone: () => void }) {
  const invalidate = useInvalidate();
  const lines = linesLeftToShip(order.items, order.fulfillments).filter((l) => l.left > 0);
  const [quantities, setQuantities] = useState(() => lines.map((l) => String(l.left)));
  // The carrier of the last parcel, if any (the rest usually goes the same way); else the first known one.
  const lastCarrier = order.fulfillments.at(-1)?.carrier ?? null;
  const known = CARRIERS.find((c) => c.name.toLowerCase() === lastCarrier?.toLowerCase())?.name;
  const [carrier, setCarrier] = useState(known ?? (lastCarrier ? OTHER : (CARRIERS[0]?.name ?? OTHER)));
  const [otherCarrier, setOtherCarrier] = useState(known ? "" : (lastCarrier ?? ""));
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const [urlEdited, setUrlEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const carrierName = carrier === OTHER ? otherCarrier.trim() : carrier;
  const autoUrl = trackingUrlFor(carrierName, trackingNumber) ?? "";
  const url = urlEdited ? trackingUrl : autoUrl;

  const ship = useMutation({
    // One Idempotency-Key per click, reused by its retry: a shipment whose answer was lost is made once.
    mutationFn: (_v: void, ctx) => {
      const { items, indexOf } = shipmentItems(lines.map((l, i) => ({ orderItemId: l.item.id, quantity: quantities[i] ?? "" })));
      if (items.length === 0) throw new Error("none");
      const body = { items, carrier: carrierName || null, trackingNumber: trackingNumber.trim() || null, trackingUrl: url.trim() || null };
      return callApi(orders.ship, { params: { id: order.id }, body }, { idempotencyKey: attemptKey(ctx) }).catch((err: unknown) => {
        // Server paths name the sent items; put them back on the dialog's lines.
        if (err instanceof HttpError && err.fieldErrors) {
          const mapped: Record<string, string> = {};
          for (const [k, v] of Object.entries(err.fieldErrors)) {
            const m = /^items\.(\d+)\.(\w+)$/.exec(k);
            mapped[m ? `line.${indexOf[Number(m[1])] ?? m[1]}` : k] = v;
          }
          (err as HttpError & { mapped?: Record<string, string> }).mapped = mapped;
        }
        throw err;
      });
    },
    onSuccess: () => {
      toast({ title: "Shipment recorded", description: `Order ${orderNumber(order)}: the customer can follow it now.`, variant: "success" });
      onDone();
      return invalidate(...(orders.ship.invalidates ?? []));
    },
    onError: (err) => {
      if (err instanceof Error && err.message === "none") {
        setErrors({ form: "Choose at least one item to ship." });
        return;
      }
      const mapped = (err as { mapped?: Record<string, string> }).mapped;
      setErrors(mapped ?? {});
      if (!mapped) toast({ title: "Could not record the shipment", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        ship.mutate();
      }}
    >
      <DialogHeader>
        <DialogTitle>Ship items of order {orderNumber(order)}</DialogTitle>
        <DialogDescription>Choose how many of each line go in this parcel. Lines left at 0 stay to ship later.</DialogDescription>
      </DialogHeader>
      <ul className="my-4 divide-y rounded-md border">
        {lines.map((l, i) => {
          const id = `ship-qty-${l.item.id}`;
          const error = errors[`line.${i}`];
          return (
            <li key={l.item.id} className="flex flex-wrap items-start gap-3 p-3 text-sm" data-testid="ship-line">
              <div className="min-w-0 flex-1">
                <LineTitle product={l.item.productName} variant={l.item.variantTitle} className="font-medium" />
                {lineSku(l.item) ? <p className="break-words text-xs text-muted-foreground">SKU: {lineSku(l.item)}</p> : null}
                <p className="text-xs text-muted-foreground">
                  {l.left} of {l.ordered} left to ship
                </p>
                {error ? (
                  <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
              <div className="w-24">
                <label htmlFor={id} className="sr-only">
                  Quantity to ship of {lineName(l.item)}
                </label>
                <Input
                  {...fieldAria(id, error)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.left}
                  step={1}
                  value={quantities[i] ?? ""}
                  onChange={(e) => setQuantities((q) => q.map((x, n) => (n === i ? e.target.value : x)))}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {errors.form || errors.items ? (
        <p role="alert" className="mb-3 text-sm font-medium text-destructive">
          {errors.form ?? errors.items}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="ship-carrier" label="Carrier" error={errors.carrier}>
          <NativeSelect id="ship-carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)}>
            {CARRIERS.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
            <option value={OTHER}>Other</option>
          </NativeSelect>
        </Field>
        {carrier === OTHER ? (
          <Field id="ship-carrier-other" label="Carrier name">
            <Input id="ship-carrier-other" value={otherCarrier} onChange={(e) => setOtherCarrier(e.target.value)} maxLength={100} />
          </Field>
        ) : null}
        <Field id="ship-tracking-number" label="Tracking number" error={errors.trackingNumber}>
          <Input {...fieldAria("ship-tracking-number", errors.trackingNumber)} value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} maxLength={100} />
        </Field>
        <Field id="ship-tracking-url" label="Tracking URL" error={errors.trackingUrl} className="sm:col-span-2" hint={urlEdited || !autoUrl ? undefined : `Filled from the ${carrierName} tracking page.`}>
          <Input
            {...fieldAria("ship-tracking-url", errors.trackingUrl)}
            type="url"
            inputMode="url"
            value={url}
            placeholder="https://"
            onChange={(e) => {
              setUrlEdited(true);
              setTrackingUrl(e.target.value);
            }}
          />
        </Field>
      </div>
      <DialogFormFooter onCancel={onDone} cancelDisabled={ship.isPending}>
        <SubmitButton pending={ship.isPending}>Ship items</SubmitButton>
      </DialogFormFooter>
    </form>
  );
}
