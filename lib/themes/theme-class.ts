import { DARK_BASE, LIGHT_BASE, type BasePalette } from "./palette";

/** Theme wrapping: dark -> theme-dark, minimal -> theme-minimal, modern (or unknown) -> none. */
export function themeClass(theme: string | null | undefined): string {
  if (theme === "dark") return "theme-dark";
  if (theme === "minimal") return "theme-minimal";
  return "";
}

/**
 * The page colours the legacy theme class gives (app/globals.css), which the owner's colours are measured
 * against when the active theme's settings do not set the page's own.
 */
export function themeBase(theme: string | null | undefined): BasePalette {
  return theme === "dark" ? DARK_BASE : LIGHT_BASE;
}
