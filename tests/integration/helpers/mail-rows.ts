/**
 * The money rows of an order mail, read back from its plain text (each row renders as its label on one line
 * and its amount on the next): Subtotal … Total. Independent of the code that builds the rows, so a mail that
 * drops or double-counts a row shows up as rows that do not add up.
 */
export type ReadRow = { label: string; minor: number };

const minorOf = (v: string) => {
  const m = /^(−|-)?\D*([\d,]+(?:\.\d+)?)$/.exec(v.trim());
  if (!m) throw new Error(`not an amount: ${v}`);
  const n = Math.round(Number(m[2].replace(/,/g, "")) * 100);
  return m[1] ? -n : n;
};

export function mailRows(text: string): { rows: ReadRow[]; total: number } {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  let i = lines.indexOf("Subtotal");
  if (i < 0) throw new Error(`no Subtotal row in:\n${text}`);
  const rows: ReadRow[] = [];
  for (; i + 1 < lines.length; i += 2) {
    if (lines[i] === "Total") return { rows, total: minorOf(lines[i + 1]) };
    rows.push({ label: lines[i], minor: minorOf(lines[i + 1]) });
  }
  throw new Error(`no Total row in:\n${text}`);
}

/** The rows above the total, as they count: tax included in the prices is shown, not added. */
export const rowsSum = (rows: readonly ReadRow[]) => rows.reduce((n, r) => n + (r.label === "Tax (included)" ? 0 : r.minor), 0);
