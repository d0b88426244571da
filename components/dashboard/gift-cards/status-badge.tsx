import { Badge } from "@/components/ui/badge";
import type { GiftCardStatus } from "@/lib/gift-cards/schemas";

/** How a gift card's status reads in the owner's list and detail. */
export const STATUS_LABELS: Record<GiftCardStatus, string> = { active: "Active", disabled: "Disabled", expired: "Expired", used: "Used up" };

export function StatusBadge({ status }: { status: GiftCardStatus }) {
  return (
    <Badge variant={status === "active" ? "default" : status === "disabled" ? "destructive" : "secondary"} data-testid="gift-card-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
