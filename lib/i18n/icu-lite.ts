/**
 * The part of ICU message format the storefront's islands use, in about 1 KB (record 0162): `{name}`,
 * `{count, plural, =0 {…} one {…} other {…}}` with `#`, and `{kind, select, a {…} other {…}}`. The server formats
 * with next-intl (full ICU); islands get raw messages and this, because next-intl's client bundle with
 * intl-messageformat would spend most of the page's 3 KB allowance. lib/i18n/icu-lite.test.ts checks it agrees
 * with next-intl on every message the islands receive.
 */
export type IcuValues = Record<string, string | number>;

export function formatIcu(message: string, values: IcuValues = {}, locale = "en"): string {
  return render(message, values, locale, null);
}

function render(msg: string, values: IcuValues, locale: string, hash: string | null): string {
  let out = "";
  let i = 0;
  while (i < msg.length) {
    const ch = msg[i];
    if (ch === "'" && msg[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (ch === "#" && hash !== null) {
      out += hash;
      i++;
    } else if (ch === "{") {
      const end = matching(msg, i);
      out += argument(msg.slice(i + 1, end), values, locale);
      i = end + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

/** The index of the `}` closing the `{` at `start`. */
function matching(msg: string, start: number): number {
  let depth = 0;
  for (let i = start; i < msg.length; i++) {
    if (msg[i] === "{") depth++;
    else if (msg[i] === "}" && --depth === 0) return i;
  }
  return msg.length;
}

function argument(body: string, values: IcuValues, locale: string): string {
  const first = body.indexOf(",");
  const name = (first < 0 ? body : body.slice(0, first)).trim();
  const value = values[name];
  if (first < 0) return value === undefined ? `{${name}}` : typeof value === "number" ? value.toLocaleString(locale) : value;
  const rest = body.slice(first + 1);
  const second = rest.indexOf(",");
  const kind = rest.slice(0, second).trim();
  const options = parseOptions(rest.slice(second + 1));
  if (kind === "plural") {
    const n = Number(value);
    const pick = options[`=${n}`] ?? options[new Intl.PluralRules(locale).select(n)] ?? options.other ?? "";
    return render(pick, values, locale, n.toLocaleString(locale));
  }
  return render(options[String(value)] ?? options.other ?? "", values, locale, null);
}

function parseOptions(src: string): Record<string, string> {
  const out: Record<string, string> = {};
  let i = 0;
  while (i < src.length) {
    const open = src.indexOf("{", i);
    if (open < 0) break;
    const key = src.slice(i, open).trim();
    const close = matching(src, open);
    out[key] = src.slice(open + 1, close);
    i = close + 1;
  }
  return out;
}
