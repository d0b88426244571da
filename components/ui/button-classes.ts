/**
 * The classes of components/ui/button.tsx as plain strings, with no class-merging code attached.
 *
 * Button merges a caller's classes over its own with tailwind-merge, which is right for the dashboard but
 * costly on shoppers' pages: ~8 KB gzip in every page's first-load JavaScript, and a first call that builds
 * tailwind-merge's whole class map while the page hydrates (~14 ms with its import on a fast machine, about
 * four times that on a mid-range phone). The storefront's always-loaded islands
 * therefore draw their buttons with `buttonClass`, which only joins: the extra classes they pass never
 * restate a utility of the variant or size, and button-classes.test.ts holds every such call in the
 * storefront to the classes Button itself would produce.
 */
export const BUTTON_VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30",
  outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary-text underline-offset-4 hover:underline",
} as const;

export const BUTTON_SIZES = {
  default: "h-9 px-4 py-2 has-[>svg]:px-3",
  sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
  lg: "h-10 rounded-md px-6 has-[>svg]:px-4",
  icon: "size-9",
  "icon-lg": "size-10",
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** The base utilities are one component class (app/globals.css `.ui-btn`): buttons repeat on every store page. */
export function buttonClass(variant: ButtonVariant = "default", size: ButtonSize = "default", extra?: string | false | null) {
  return `ui-btn ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}${extra ? ` ${extra}` : ""}`;
}

/** The data attributes Button sets, which themes may style. */
export function buttonData(variant: ButtonVariant = "default", size: ButtonSize = "default") {
  return { "data-slot": "button", "data-variant": variant, "data-size": size } as const;
}

export const BADGE_VARIANTS = {
  default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
  secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
  destructive: "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90 focus-visible:ring-destructive/30",
  outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
  success: "border-transparent bg-emerald-100 text-emerald-800 [a&]:hover:bg-emerald-200",
  warning: "border-transparent bg-amber-100 text-amber-800 [a&]:hover:bg-amber-200",
} as const;

export type BadgeVariant = keyof typeof BADGE_VARIANTS;

/** components/ui/badge.tsx's classes, joined (see buttonClass). */
export function badgeClass(variant: BadgeVariant = "default", extra?: string | false | null) {
  return `ui-badge ${BADGE_VARIANTS[variant]}${extra ? ` ${extra}` : ""}`;
}

/** components/ui/input.tsx's classes. */
export const INPUT_CLASS =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs transition-[color,box-shadow] outline-none selection:bg-primary selection:text-primary-foreground placeholder:text-muted-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

/** components/ui/label.tsx's classes. */
export const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/** components/ui/skeleton.tsx's classes. */
export const SKELETON_CLASS = "animate-pulse rounded-md bg-muted";
