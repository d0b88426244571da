import { Banknote, DollarSign, Euro, IndianRupee, JapaneseYen, PoundSterling, type LucideIcon } from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  INR: IndianRupee,
  USD: DollarSign,
  CAD: DollarSign,
  AUD: DollarSign,
  SGD: DollarSign,
  EUR: Euro,
  GBP: PoundSterling,
  JPY: JapaneseYen,
};

/** The store currency's own sign as an icon (a rupee store shows ₹, not $); a banknote where lucide has none. */
export function CurrencyIcon({ currency, className }: { currency: string; className?: string }) {
  const Icon = ICONS[currency] ?? Banknote;
  return <Icon className={className} aria-hidden />;
}
