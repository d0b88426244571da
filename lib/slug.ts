/**
 * The one slug rule, so URLs look alike everywhere: lowercase, runs of non-alphanumerics become one hyphen,
 * edge hyphens trimmed. Used for product, category, collection and page slugs and menu handles.
 */
export function slugify(input: string): string {
  return input
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
