import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { ACCOUNT_BUTTON_CLASS } from "@/components/storefront/account-menu";
import { carouselArrowClass } from "@/components/storefront/catalog/carousel";
import { OUT_OF_STOCK_BADGE, SALE_BADGE } from "@/components/storefront/product-card";
import { QUANTITY_INPUT_CLASS } from "@/components/storefront/product/add-to-cart";
import { badgeVariants } from "./badge";
import { buttonVariants } from "./button";
import { BUTTON_SIZES, BUTTON_VARIANTS, INPUT_CLASS, badgeClass, buttonClass, type ButtonSize, type ButtonVariant } from "./button-classes";

/**
 * The storefront's always-loaded islands draw buttons, badges and inputs with plain joined classes instead
 * of Button's tailwind-merge (button-classes.ts). Joining is only right when the extra classes restate
 * nothing of the variant's: these tests hold every such use in the storefront's source to what Button,
 * Badge and Input themselves would produce, and keep tailwind-merge out of the islands' imports.
 */
const root = path.resolve(import.meta.dirname, "../..");
const set = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}
// app/error.tsx is the root error boundary, which Next loads on every page (shoppers' included).
const storefrontSources = [
  ...files(path.join(root, "components/storefront")),
  path.join(root, "components/not-found-actions.tsx"),
  path.join(root, "app/error.tsx"),
];

/** The string literals in a piece of source (a ternary gives each branch). */
const literals = (src: string) => [...src.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

// TypeScript holds variant and size to the known names; literals in their expressions that are not one
// (e.g. the "" of `query.category === "" ? "default" : "outline"`) are conditions.
const isVariant = (v: string) => v in BUTTON_VARIANTS;
const isSize = (v: string) => v in BUTTON_SIZES;

/** Every (variant, size, extra) a storefront source passes to buttonClass or StoreButton, where written literally. */
function buttonUses() {
  const uses: { file: string; variant: ButtonVariant; size: ButtonSize; extra: string }[] = [];
  for (const file of storefrontSources) {
    const src = readFileSync(file, "utf8");
    const rel = path.relative(root, file);
    for (const m of src.matchAll(/\bbuttonClass\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
      // Split the arguments at top-level commas.
      const args: string[] = [];
      let depth = 0;
      let cur = "";
      for (const ch of m[1]!) {
        if (ch === "(" || ch === "{" || ch === "[") depth++;
        if (ch === ")" || ch === "}" || ch === "]") depth--;
        if (ch === "," && depth === 0) {
          args.push(cur.trim());
          cur = "";
        } else cur += ch;
      }
      if (cur.trim()) args.push(cur.trim());
      const variants = args[0] ? literals(args[0]).filter(isVariant) : ["default"];
      const sizes = args[1] ? literals(args[1]).filter(isSize) : ["default"];
      const extra = args[2] ? literals(args[2]).join(" ") : "";
      // buttonClass(variant, size, className) inside StoreButton itself: its callers are checked below.
      if (!variants.length) continue;
      for (const variant of variants) for (const size of sizes) uses.push({ file: rel, variant: variant as ButtonVariant, size: size as ButtonSize, extra });
    }
    for (const m of src.matchAll(/<StoreButton\b([\s\S]*?)>/g)) {
      const attrs = m[1]!;
      const attr = (name: string) => {
        const a = new RegExp(`\\b${name}=(?:"([^"]*)"|\\{([^}]*)\\})`).exec(attrs);
        return a ? (a[1] !== undefined ? [a[1]] : literals(a[2]!)) : null;
      };
      const variants = attr("variant")?.filter(isVariant) ?? ["default"];
      const sizes = attr("size")?.filter(isSize) ?? ["default"];
      const extra = (attr("className") ?? []).join(" ");
      for (const variant of variants) for (const size of sizes) uses.push({ file: rel, variant: variant as ButtonVariant, size: size as ButtonSize, extra });
    }
  }
  return uses;
}

describe("button classes without tailwind-merge", () => {
  it("buttonClass gives every variant and size the classes Button gives it", () => {
    for (const variant of Object.keys(BUTTON_VARIANTS) as ButtonVariant[]) {
      for (const size of Object.keys(BUTTON_SIZES) as ButtonSize[]) {
        expect(set(buttonClass(variant, size))).toEqual(set(buttonVariants({ variant, size })));
      }
    }
  });

  it("every storefront use of buttonClass or StoreButton draws what Button would", () => {
    const uses = buttonUses();
    // The islands of the header, listings, product page and not-found pages: if the scan finds few, it broke.
    expect(uses.length).toBeGreaterThan(25);
    for (const u of uses) {
      expect(set(buttonClass(u.variant, u.size, u.extra)), `${u.file}: ${u.variant}/${u.size} + "${u.extra}"`).toEqual(
        set(buttonVariants({ variant: u.variant, size: u.size, className: u.extra })),
      );
    }
  });

  it("a join that restates a utility is caught", () => {
    // The check above must be able to fail: outline's shadow-xs and an extra shadow both survive a join.
    expect(set(buttonClass("outline", "icon", "shadow"))).not.toEqual(set(buttonVariants({ variant: "outline", size: "icon", className: "shadow" })));
  });

  it("the islands' hand-merged classes are what tailwind-merge makes of them", () => {
    for (const side of ["-start-3", "-end-3"] as const) {
      expect(set(carouselArrowClass(side))).toEqual(
        set(buttonVariants({ variant: "outline", size: "icon", className: `absolute ${side} top-1/3 hidden rounded-full bg-background shadow md:inline-flex` })),
      );
    }
    expect(set(ACCOUNT_BUTTON_CLASS)).toEqual(set(buttonVariants({ variant: "ghost", size: "sm", className: "gap-1" })));
    expect(set(OUT_OF_STOCK_BADGE)).toEqual(set(twMerge(badgeVariants({ variant: "default" }), "sb-card-badge bg-zinc-900/85 text-white")));
    expect(set(SALE_BADGE)).toEqual(set(twMerge(badgeClass("destructive"), "sb-card-badge")));
    expect(set(QUANTITY_INPUT_CLASS)).toEqual(
      set(twMerge(INPUT_CLASS, "h-9 w-14 border-0 text-center shadow-none [appearance:textfield] focus-visible:ring-0 [&::-webkit-inner-spin-button]:appearance-none")),
    );
    // The root error boundary writes Button's default look out in full (app/error.tsx says why).
    const errorButton = /className="(ui-btn [^"]*)"/.exec(readFileSync(path.join(root, "app/error.tsx"), "utf8"))?.[1];
    expect(set(errorButton ?? "")).toEqual(set(buttonVariants({ variant: "default", size: "default", className: "mt-6" })));
    // The listings' search box adds its icon's room to the input (debounced-input.tsx joins).
    expect(set(`${INPUT_CLASS} pl-9`)).toEqual(set(twMerge(INPUT_CLASS, "pl-9")));
  });
});

describe("what the storefront's islands import", () => {
  // Loaded when first wanted (next/dynamic or import()), or on account and owner-only screens.
  const lazy = /\/(editor\/|header-search-dialog|account-menu-dropdown|cart\/cart-drawer\.tsx|mobile-nav-sheet|customer-account)/;
  const merging = /from "@\/(lib\/utils|components\/ui\/(button|badge|input|label|skeleton))"/;

  it("no always-loaded island, nor what islands draw, brings class merging with it", () => {
    const islands = storefrontSources.filter((f) => /^"use client"/.test(readFileSync(f, "utf8")) && !lazy.test(f));
    expect(islands.length).toBeGreaterThan(15);
    // product-card is a server component that the home page's category tabs also draw in the browser.
    const checked = [...islands, path.join(root, "components/storefront/product-card.tsx")];
    const offenders = checked.filter((f) => merging.test(readFileSync(f, "utf8"))).map((f) => path.relative(root, f));
    expect(offenders).toEqual([]);
  });

  it("the islands of every store page leave the toast store and owner-only code to load when wanted", () => {
    // Drawn by the storefront layout and header on every page (decision 0080): static imports only.
    const everyPage = [
      "components/storefront/cart/cart-provider.tsx",
      "components/storefront/cart/cart-button.tsx",
      "components/storefront/cart/cart-drawer-lazy.tsx",
      "components/storefront/account-menu.tsx",
      "components/storefront/header-search.tsx",
      "components/storefront/mobile-nav.tsx",
      "components/storefront/owner-menu-slot.tsx",
      "components/storefront/store-theme.tsx",
      "components/ui/lazy-toaster.tsx",
      "app/error.tsx",
    ];
    const eager = /^import\s[^;]*?from\s+"([^"]*(?:\/use-toast|\/owner-menu-prompt|\/editor\/[^"]*|\/toaster))"/gm;
    const offenders = everyPage.flatMap((f) => [...readFileSync(path.join(root, f), "utf8").matchAll(eager)].map((m) => `${f}: ${m[1]}`));
    expect(offenders).toEqual([]);
  });
});
