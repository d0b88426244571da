"use client";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { formatMoney } from "@/lib/money";
import { currencyLabel } from "./locale";

/** The example price the warnings relabel, so the owner sees what "not converted" means. */
const EXAMPLE = 499;

/** What a currency switch does to prices, in one sentence with an example ('₹499.00 becomes $499.00'). */
export function notConvertedText(from: string, to: string): string {
  return `Prices are not converted: a product at ${formatMoney(EXAMPLE, from)} will sell for ${formatMoney(EXAMPLE, to)}.`;
}

/**
 * Asks before the store's currency changes: every stored amount (product prices, shipping rates, COD
 * charges) keeps its number and only changes its label, so switching by mistake reprices the whole store.
 * Orders already placed keep the currency they were placed in.
 */
export function CurrencyChangeDialog({
  from,
  to,
  open,
  onCancel,
  onConfirm,
}: {
  from: string;
  to: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => (o ? null : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Change the store&apos;s currency to {to}?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>
                From {currencyLabel(from)} to {currencyLabel(to)}. {notConvertedText(from, to)}
              </p>
              <p>Update product prices, shipping rates and cash-on-delivery charges afterwards if they should change. Orders already placed keep their currency.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep {from}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Change to {to}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
