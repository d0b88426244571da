"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { DialogFormFooter, Field, SubmitButton } from "@/components/ui/form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { formatMoney, toMinor } from "@/lib/money";
import { orderNumber } from "@/lib/orders/number";
import type { OrderDto } from "@/lib/orders/schemas";
import * as orders from "@/lib/orders/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";

/** "Cancel order": restock (on by default) and a reason; a paid order is refunded in full first. */
export function CancelOrderDialog({ order }: { order: OrderDto }) {
  const [open, setOpen] = useState(false);
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const paid = order.paidAt !== null && toMinor(order.refundedAmount) < toMinor(order.total);
  // One Idempotency-Key per click (the endpoint's), reused by its retry: a cancel whose answer was lost is not a 409.
  const cancel = useApiMutation(orders.cancel, {
    input: () => ({ params: { id: order.id }, body: { restock, reason: reason.trim() || null } }),
    onSuccess: () => {
      toast({ title: "Order cancelled", description: `Order ${orderNumber(order)} is cancelled${restock ? " and its items are back in stock" : ""}.`, variant: "success" });
      setOpen(false);
    },
    onError: (err) => {
      const field = err instanceof HttpError ? err.fieldErrors?.reason : undefined;
      setError(field ?? errorMessage(err, "Could not cancel the order. Please try again."));
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setRestock(true);
          setReason("");
          setError(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="text-destructive">
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate();
          }}
          className="space-y-4"
        >
          <DialogHeader>
            <DialogTitle>Cancel order {orderNumber(order)}?</DialogTitle>
            <DialogDescription>
              {paid
                ? `The payment is refunded in full (${formatMoney(order.total, order.currency)}) first; if the payment provider refuses, nothing is cancelled.`
                : "The order is closed and will not be shipped. Nothing was paid, so nothing is refunded."}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-start gap-2">
            <Checkbox id={`cancel-restock-${order.id}`} checked={restock} onCheckedChange={(v) => setRestock(v === true)} />
            <Label htmlFor={`cancel-restock-${order.id}`} className="leading-snug font-normal">
              Put the items back in stock
            </Label>
          </div>
          <Field id={`cancel-reason-${order.id}`} label="Reason (optional)">
            <Textarea id={`cancel-reason-${order.id}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} placeholder="Customer asked to cancel" />
          </Field>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFormFooter onCancel={() => setOpen(false)} cancelDisabled={cancel.isPending}>
            <SubmitButton pending={cancel.isPending} variant="destructive">
              Cancel order
            </SubmitButton>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
