"use client";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatMoney } from "@/lib/money";
import type { BoughtGiftCardDto } from "@/lib/orders/schemas";

/** The gift cards an order bought (record 0158), once it is paid: masked, with their recipient and balance. */
export function BoughtGiftCards({ cards, currency, paid }: { cards: readonly BoughtGiftCardDto[]; currency: string; paid: boolean }) {
  return (
    <Card data-testid="order-gift-cards-bought">
      <CardHeader className="pb-2">
        <h2 className="text-base font-semibold">Gift cards bought</h2>
      </CardHeader>
      <CardContent>
        {cards.length === 0 ? (
          <p className="text-sm text-muted-foreground">{paid ? "None issued." : "Issued and e-mailed when the order is paid."}</p>
        ) : (
          <ul className="divide-y text-sm">
            {cards.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-mono">•••• {c.last4}</span>
                <span className="text-muted-foreground">{c.recipientEmail ?? "—"}</span>
                <span>
                  {formatMoney(c.balance, currency)} of {formatMoney(c.initialValue, currency)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
