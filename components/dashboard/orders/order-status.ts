/**
 * Order status display: the owner may set these, along the moves lib/orders/transitions.ts allows (any working status may be
 * corrected to another; cash-on-delivery payments, for one, are recorded by hand); paid, pending and
 * failed have their own badge colours, every other value a neutral badge; a missing status reads PENDING.
 */
export const OWNER_ORDER_STATUSES = ["pending", "processing", "on_hold", "shipped", "delivered", "paid", "cancelled"] as const;
export type OwnerOrderStatus = (typeof OWNER_ORDER_STATUSES)[number];

export type BadgeTone = "success" | "warning" | "destructive" | "outline";

export function statusLabel(status: string | null | undefined): string {
  return (status || "pending").replace(/_/g, " ").toUpperCase();
}

export function statusTone(status: string | null | undefined): BadgeTone {
  switch (status || "pending") {
    case "paid":
      return "success";
    case "pending":
      return "warning";
    case "failed":
      return "destructive";
    case "refunded":
      return "warning";
    default:
      return "outline";
  }
}

/** Option text of the status select: "on_hold" -> "On hold". */
export function statusOptionLabel(status: string): string {
  const s = status.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const PAYMENT_LABELS: Record<string, string> = { cod: "Cash on delivery", razorpay: "Razorpay", stripe: "Card (Stripe)", paypal: "PayPal" };

/** How a payment method reads in the orders list. */
export function paymentLabel(method: string | null | undefined): string {
  if (!method) return "—";
  return PAYMENT_LABELS[method] ?? method.replace(/_/g, " ");
}
