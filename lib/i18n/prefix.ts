import { LANGUAGES } from "@/lib/languages";

/** Listed codes exactly as written (`pt-BR`, not `pt-br`): one URL per language. */
const CODES = new Set(LANGUAGES.map((l) => l.code));
const PREFIX = /^\/([a-z]{2,3}(?:-[A-Z]{2})?)(\/.*)?$/;

/**
 * A store path's language prefix (issue 44): `/hi/products` → `{ lang: "hi", rest: "/products" }`, `/hi` → `/`.
 * Plain data only: the proxy runs it on every request.
 */
export function languagePrefix(path: string): { lang: string; rest: string } | null {
  const m = PREFIX.exec(path);
  if (!m || !CODES.has(m[1])) return null;
  return { lang: m[1], rest: m[2] && m[2] !== "/" ? m[2] : "/" };
}
