/** A store-relative link ("/products") as the visitor's URL: prefixed with the base path in path mode. */
export function storeHref(basePath: string, target: string | null | undefined): string {
  const t = target?.trim() || "/";
  if (/^[a-z][a-z0-9+.-]*:/i.test(t)) return /^(https?|mailto|tel):/i.test(t) ? t : "#"; // never javascript: & co.
  if (t.startsWith("//") || t.startsWith("#")) return t;
  const path = t.startsWith("/") ? t : `/${t}`;
  if (!basePath) return path;
  return path === "/" ? basePath : `${basePath}${path}`;
}
