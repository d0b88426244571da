/**
 * What an activity entry keeps of a change (issue 40, record 0143): `{ field: [before, after] }` for the fields
 * whose value changed, and "changed" alone for a secret (payment keys, webhook secrets, password hashes,
 * tokens), whose values are never written. Pure: unit-tested beside (diff.test.ts).
 */
export type Changes = Record<string, [unknown, unknown] | "changed">;

/** A field whose value is a secret, by its name (camelCase or snake_case, nested or not). */
const SECRET = /(secret|password|passwd|token|api_?key|private_?key|key_?secret|hash|credential|signature|salt|otp|recovery)/i;

export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/** Long texts (a page's body, a description) are cut: the log says what changed, it is not a copy of the store. */
const MAX_TEXT = 300;
const MAX_ITEMS = 50;

/** A value as an entry keeps it: dates as ISO strings, long texts cut, secrets inside objects replaced. */
export function loggable(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= 4) return "…";
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => loggable(v, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue;
      out[k] = isSecretField(k) ? (v === null || v === "" ? null : "changed") : loggable(v, depth + 1);
    }
    return out;
  }
  return String(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(loggable(a)) === JSON.stringify(loggable(b));
}

/**
 * The fields that differ between `before` and `after`, among `after`'s own (what the write set) or the listed
 * `fields`. A secret that changed is "changed"; one left as it was is not listed. `before` null: a creation
 * (every non-empty field, from null).
 */
export function diffChanges(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields?: readonly string[],
): Changes {
  const out: Changes = {};
  const b = before ?? {};
  const a = after ?? {};
  const keys = fields ?? [...new Set([...Object.keys(a), ...(after ? [] : Object.keys(b))])];
  for (const k of keys) {
    if (after && !(k in a) && !fields) continue;
    const was = b[k];
    const now = after ? a[k] : undefined;
    if (now === undefined && after) continue;
    if (same(was, now)) continue;
    if (!before && (now === null || now === "" || (Array.isArray(now) && now.length === 0))) continue;
    out[k] = isSecretField(k) ? "changed" : [loggable(was ?? null), loggable(now ?? null)];
  }
  return out;
}

/** Changes as given by a caller, made safe: secrets reduced to "changed", values made loggable. */
export function redactChanges(changes: Record<string, [unknown, unknown] | "changed"> | undefined): Changes {
  const out: Changes = {};
  for (const [k, v] of Object.entries(changes ?? {})) {
    if (v === "changed" || isSecretField(k)) out[k] = "changed";
    else out[k] = [loggable(v[0]), loggable(v[1])];
  }
  return out;
}
