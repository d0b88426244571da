"use client";
import { useState } from "react";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, HttpError } from "@/lib/http/client";
import { formatMoney, fromMinor, parseMinor, toMinor } from "@/lib/money";
import type { OrderDto } from "@/lib/orders/schemas";
import * as orders from "@/lib/orders/endpoints";
import { useApiMutation } from "@/lib/http/use-api-mutation";

/** What can still be refunded: completed payments minus refunds (minor units). */
export function refundableMinor(order: Pick<OrderDto, "transactions">): number {
  let n = 0;
  for (const t of order.transactions) if (t.status === "completed" && (t.type === "payment" || t.type === "refund")) n += toMinor(t.amount);
  return Math.max(0, n);
}

/**
 * Restocking belongs to a full refund: the amount blank (everything left) or exactly what is left, compared in
 * minor units ("1.1", "1.10" and "1.10 " all are 110; as floats 1.1 × 100 is 110.00000000000001).
 */
export function isFullRefund(amount: string, leftMinor: number): boolean {
  const text = amount.trim();
  return !text || parseMinor(text) === leftMinor;
}

/**
 * The owner's refund: blank amount refunds everything still refundable, or part of it by amount. The
 * provider is asked by the server; its refusal is shown as it said it.
 */
export function RefundForm({ order }: { order: OrderDto }) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [restock, setRestock] = useState(false);
  const left = refundableMinor(order);
  // One Idempotency-Key per click (the endpoint's), reused by its retry: a refund whose answer was lost is made once.
  const refund = useApiMutation(orders.refund, {
    input: () => ({ params: { id: order.id }, body: { ...(amount.trim() ? { amount: amount.trim() } : {}), ...(restock && full ? { restock: true } : {}) } }),
    onSuccess: (o) => {
      setAmount("");
      setRestock(false);
      setError(undefined);
      toast({ title: "Refund issued", description: `${formatMoney(o.refundedAmount, o.currency)} refunded in total.`, variant: "success" });
    },
    onError: (err) => {
      const field = err instanceof HttpError ? err.fieldErrors?.amount : undefined;
      setError(field);
      if (!field) toast({ title: "Refund failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  if (left <= 0) return null;
  const full = isFullRefund(amount, left);
  const id = `refund-amount-${order.id}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate();
      }}
      noValidate
    >
      <Field id={id} label="Refund amount" className="w-44" error={error}>
        <Input
          {...fieldAria(id, error)}
          inputMode="decimal"
          placeholder={fromMinor(left)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={refund.isPending}
        />
      </Field>
      <div className="flex h-9 items-center gap-2">
        <Checkbox id={`${id}-restock`} checked={restock && full} disabled={!full || refund.isPending} onCheckedChange={(v) => setRestock(v === true)} />
        <Label htmlFor={`${id}-restock`} className={`font-normal ${full ? "" : "text-muted-foreground"}`} title={full ? undefined : "Only with a full refund"}>
          Put items back in stock
        </Label>
      </div>
      <SubmitButton pending={refund.isPending} variant="outline">
        {amount.trim() ? "Refund amount" : `Refund ${formatMoney(fromMinor(left), order.currency)}`}
      </SubmitButton>
    </form>
  );
}
