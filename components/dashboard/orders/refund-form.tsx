"use client";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Field, fieldAria, SubmitButton } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage, HttpError } from "@/lib/http/client";
import { formatMoney, fromMinor, toMinor } from "@/lib/money";
import type { OrderDto } from "@/lib/orders/schemas";
import { useInvalidate } from "../use-dashboard";

/** What can still be refunded: completed payments minus refunds (minor units). */
export function refundableMinor(order: Pick<OrderDto, "transactions">): number {
  let n = 0;
  for (const t of order.transactions) if (t.status === "completed" && (t.type === "payment" || t.type === "refund")) n += toMinor(t.amount);
  return Math.max(0, n);
}

/**
 * The owner's refund: blank amount refunds everything still refundable, or part of it by amount. The
 * provider is asked by the server; its refusal is shown as it said it.
 */
export function RefundForm({ order }: { order: OrderDto }) {
  const invalidate = useInvalidate();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | undefined>();
  const left = refundableMinor(order);
  const refund = useMutation({
    mutationFn: () => apiRequest<OrderDto>("POST", `/api/orders/${order.id}/refund`, amount.trim() ? { amount: amount.trim() } : {}),
    onSuccess: (o) => {
      setAmount("");
      setError(undefined);
      toast({ title: "Refund issued", description: `${formatMoney(o.refundedAmount, o.currency)} refunded in total.`, variant: "success" });
      return invalidate("/api/orders", "/api/tenant/stats");
    },
    onError: (err) => {
      const field = err instanceof HttpError ? err.fieldErrors?.amount : undefined;
      setError(field);
      if (!field) toast({ title: "Refund failed", description: errorMessage(err, "Please try again."), variant: "destructive" });
    },
  });
  if (left <= 0) return null;
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
      <SubmitButton pending={refund.isPending} variant="outline">
        {amount.trim() ? "Refund amount" : `Refund ${formatMoney(fromMinor(left), order.currency)}`}
      </SubmitButton>
    </form>
  );
}
