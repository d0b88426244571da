/** Theme wrapping: dark -> theme-dark, minimal -> theme-minimal, modern (or unknown) -> none. */
export function themeClass(theme: string | null | undefined): string {
  if (theme === "dark") return "theme-dark";
  if (theme === "minimal") return "theme-minimal";
  return "";
}
