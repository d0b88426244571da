import { currencyDecimals } from "@/lib/money";

/**
 * Tax: pure rules, amounts in integer minor units (cents; whole yen for JPY are
 * multiples of 100 here because lib/money always keeps two decimals).
 *
 * - Store tax off: 0.
 * - Each cart line uses its product's tax rule; no rule (or an inactive one, or an untaxable product): no tax.
 * - Of a rule's level rows, those matching the buyer apply. Per level, the most specific matching rows win:
 *   the buyer's country and state > the buyer's country, all states > all countries. Level 1 and level 2
 *   add up (CGST + SGST, GST + cess).
 * - exclusive: tax = price × rate, added on top. inclusive: the price already contains it,
 *   tax = price − price / (1 + rate), and the total does not grow.
 * - The breakdown lists each label with its rate and amount; each label's amount is rounded once, to the
 *   currency's minor unit, and taxAmount is the sum of the rounded labels (so the lines add up on screen).
 */
export type TaxLevelRow = {
  level: number;
  labelName: string;
  /** Percent, e.g. 9 or "9.000". */
  taxRate: number | string;
  country: string | null;
  applyToAllCountries: boolean;
  state: string | null;
  applyToAllStates: boolean;
};

export type TaxRuleInput = { isActive: boolean; levels: TaxLevelRow[] } | null;

export type TaxLine = {
  /** Unit price in minor units. */
  unitPrice: number;
  quantity: number;
  /** The line's share of the order's discounts (whole line, minor units): tax is on what is left. */
  discount?: number;
  taxable?: boolean;
  rule: TaxRuleInput;
};

export type BuyerLocation = { country: string; state?: string | null };

export type TaxBreakdownItem = { label: string; rate: number; amount: number };

export type TaxResult = {
  /** Minor units. */
  taxAmount: number;
  breakdown: TaxBreakdownItem[];
  /** true when prices already contain the tax (the total does not grow). */
  inclusive: boolean;
};

const norm = (s: string | null | undefined) => (s ?? "").trim().toLowerCase();

/** How specifically a level row matches the buyer: 2 state, 1 country, 0 all countries; -1 no match. */
export function rowSpecificity(row: TaxLevelRow, buyer: BuyerLocation): number {
  if (row.applyToAllCountries || !row.country) return 0;
  if (norm(row.country) !== norm(buyer.country)) return -1;
  if (row.applyToAllStates || !row.state) return 1;
  return norm(row.state) === norm(buyer.state) && norm(buyer.state) !== "" ? 2 : -1;
}

/** The level rows of a rule that apply to this buyer (the most specific per level). */
export function applicableLevels(levels: TaxLevelRow[], buyer: BuyerLocation): TaxLevelRow[] {
  const out: TaxLevelRow[] = [];
  const byLevel = new Map<number, { spec: number; rows: TaxLevelRow[] }>();
  for (const row of levels) {
    const spec = rowSpecificity(row, buyer);
    if (spec < 0) continue;
    const cur = byLevel.get(row.level);
    if (!cur || spec > cur.spec) byLevel.set(row.level, { spec, rows: [row] });
    else if (spec === cur.spec) cur.rows.push(row);
  }
  for (const level of [...byLevel.keys()].sort((a, b) => a - b)) out.push(...byLevel.get(level)!.rows);
  return out;
}

/** The currency's smallest amount in our minor units: 1 cent, or 100 (one yen) for JPY. */
export function minorStep(currency: string | null | undefined): number {
  return 10 ** (2 - currencyDecimals(currency));
}

/** Round half away from zero to the currency's minor unit. */
export function roundToCurrency(minor: number, currency: string | null | undefined): number {
  const step = minorStep(currency);
  const r = Math.sign(minor) * Math.round(Math.abs(minor) / step + 1e-9) * step;
  return r === 0 ? 0 : r;
}

export function calculateTax(input: {
  enabled: boolean;
  taxationType: "exclusive" | "inclusive";
  currency: string;
  buyer: BuyerLocation;
  lines: TaxLine[];
}): TaxResult {
  const inclusive = input.taxationType === "inclusive";
  if (!input.enabled) return { taxAmount: 0, breakdown: [], inclusive };

  // Unrounded amounts per label (first-seen order), with the label's rate.
  const labels = new Map<string, { rate: number; amount: number }>();
  for (const line of input.lines) {
    if (!line.rule || !line.rule.isActive || line.taxable === false) continue;
    const qty = Math.max(0, Math.floor(line.quantity));
    const lineTotal = line.unitPrice * qty - Math.max(0, line.discount ?? 0);
    if (lineTotal <= 0) continue;
    const rows = applicableLevels(line.rule.levels, input.buyer);
    const rates = rows.map((r) => Number(r.taxRate)).filter((r) => Number.isFinite(r) && r > 0);
    const total = rates.reduce((a, b) => a + b, 0);
    if (total <= 0) continue;
    // Inclusive: the whole tax in the price, shared between labels by their rates.
    const lineTax = inclusive ? lineTotal - lineTotal / (1 + total / 100) : (lineTotal * total) / 100;
    for (const row of rows) {
      const rate = Number(row.taxRate);
      if (!Number.isFinite(rate) || rate <= 0) continue;
      const amount = (lineTax * rate) / total;
      const key = `${row.labelName}\u0000${rate}`;
      const cur = labels.get(key);
      if (cur) cur.amount += amount;
      else labels.set(key, { rate, amount });
    }
  }

  const breakdown: TaxBreakdownItem[] = [];
  for (const [key, v] of labels) {
    const amount = roundToCurrency(v.amount, input.currency);
    breakdown.push({ label: key.split("\u0000")[0], rate: v.rate, amount });
  }
  const taxAmount = breakdown.reduce((a, b) => a + b.amount, 0);
  return { taxAmount, breakdown, inclusive };
}
