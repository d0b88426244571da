/**
 * The fonts a theme's font picker offers, as "{family}_n{weight}" values (inter_n4, roboto_n7, …). Pure data:
 * the storefront shell, the customizer and the preview all read it. The font files themselves are
 * self-hosted (app/fonts/theme-fonts.ts) because next/font/google cannot fetch them offline.
 */
export const FONT_FAMILIES = {
  inter: { label: "Inter", cssVar: "--font-inter", stack: "ui-sans-serif, system-ui, sans-serif" },
  roboto: { label: "Roboto", cssVar: "--font-roboto", stack: "ui-sans-serif, system-ui, sans-serif" },
  open_sans: { label: "Open Sans", cssVar: "--font-open-sans", stack: "ui-sans-serif, system-ui, sans-serif" },
  lato: { label: "Lato", cssVar: "--font-lato", stack: "ui-sans-serif, system-ui, sans-serif" },
} as const;

export type FontFamilyId = keyof typeof FONT_FAMILIES;

export const FONT_WEIGHTS = { n4: { weight: 400, label: "Regular" }, n5: { weight: 500, label: "Medium" }, n7: { weight: 700, label: "Bold" } } as const;

export type FontWeightId = keyof typeof FONT_WEIGHTS;

export const FONT_OPTIONS: { value: string; label: string }[] = (Object.keys(FONT_FAMILIES) as FontFamilyId[]).flatMap((f) =>
  (Object.keys(FONT_WEIGHTS) as FontWeightId[]).map((w) => ({ value: `${f}_${w}`, label: `${FONT_FAMILIES[f].label} ${FONT_WEIGHTS[w].label}` })),
);

const FONT_VALUE = /^(inter|roboto|open_sans|lato)_(n4|n5|n7)$/;

export function isFontValue(v: unknown): v is string {
  return typeof v === "string" && FONT_VALUE.test(v);
}

/** "roboto_n5" → its family, CSS font-family value and numeric weight; unknown values fall back to Inter Regular. */
export function parseFont(value: unknown): { family: FontFamilyId; label: string; fontFamily: string; weight: number } {
  const m = typeof value === "string" ? FONT_VALUE.exec(value) : null;
  const family = (m?.[1] ?? "inter") as FontFamilyId;
  const weight = FONT_WEIGHTS[(m?.[2] ?? "n4") as FontWeightId].weight;
  const f = FONT_FAMILIES[family];
  return { family, label: f.label, fontFamily: `var(${f.cssVar}), ${f.stack}`, weight };
}
