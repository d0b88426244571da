import { z } from "zod";
import type { menuItems, menus, pages } from "@/db/schema";
import { intField, langQuerySchema, optionalId, optionalText } from "@/lib/validation";

/**
 * Menus, menu items and pages: the DTOs the API answers with and the zod input schemas shared by the
 * dashboard editors (react-hook-form + zodResolver) and the route handlers. Client-safe.
 * Conventions as in lib/catalog/products/schemas.ts (unknown keys dropped, ""/null clear optional text,
 * no zod defaults so `.partial()` updates leave absent fields alone).
 */

export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

export const MENU_LOCATION_VALUES = ["header", "footer", "sidebar"] as const;
export const MENU_LINK_TYPE_VALUES = ["dropdown", "internal", "external"] as const;
export const MENU_ITEM_LINK_TYPE_VALUES = ["internal", "external"] as const;

export type MenuLocation = (typeof MENU_LOCATION_VALUES)[number];
export type MenuLinkType = (typeof MENU_LINK_TYPE_VALUES)[number];
export type MenuItemLinkType = (typeof MENU_ITEM_LINK_TYPE_VALUES)[number];

/** GET /api/menus/{id}/items, GET /api/menu-items, POST/PUT /api/menu-items answers. */
export type MenuItem = {
  id: string;
  menuId: string;
  parentId: string | null;
  label: string;
  linkType: MenuItemLinkType;
  linkTarget: string | null;
  sortOrder: number;
  isActive: boolean;
  openInNewTab: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A top-level item with its children (one nesting level). */
export type MenuItemNode = MenuItem & { children: MenuItem[] };

/** POST/PUT /api/menus answers (no items). */
export type Menu = {
  id: string;
  name: string;
  handle: string;
  location: MenuLocation;
  linkType: MenuLinkType | null;
  linkTarget: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /api/menus: each menu with its items nested two levels, by sortOrder. Shoppers: active menus and
 * active items only; the owner: every menu and item.
 */
export type MenuWithItems = Menu & { items: MenuItemNode[] };

/** GET /api/pages (owner: all; shoppers: published only), POST/PATCH answers. content is sanitised HTML. */
export type Page = {
  id: string;
  title: string;
  slug: string;
  content: string;
  metaDescription: string | null;
  isPublished: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
};

export function toMenu(m: MenuRow): Menu {
  return {
    id: m.id,
    name: m.name,
    handle: m.handle,
    location: m.location,
    linkType: m.linkType ?? null,
    linkTarget: m.linkTarget,
    isActive: m.isActive,
    sortOrder: m.sortOrder,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function toMenuItem(i: MenuItemRow): MenuItem {
  return {
    id: i.id,
    menuId: i.menuId,
    parentId: i.parentId,
    label: i.label,
    linkType: i.linkType,
    linkTarget: i.linkTarget,
    sortOrder: i.sortOrder,
    isActive: i.isActive,
    openInNewTab: i.openInNewTab,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export function toPage(p: PageRow): Page {
  return {
    id: p.id,
    title: p.title,
    slug: p.slug,
    content: p.content,
    metaDescription: p.metaDescription,
    isPublished: p.isPublished,
    sortOrder: p.sortOrder,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Link targets
// ---------------------------------------------------------------------------------------------------

/**
 * internal: a path on the store starting with "/" (not "//"); external: an absolute http(s) URL;
 * dropdown (menus only): no target. An empty target is allowed (a label without a link).
 * Returns the message for a bad combination, or null.
 */
export function linkTargetError(linkType: string | null | undefined, linkTarget: string | null | undefined): string | null {
  if (!linkTarget) return null;
  if (/[\s\\<>"'`]/.test(linkTarget)) return "Link target contains invalid characters";
  if (linkType === "internal") {
    return linkTarget.startsWith("/") && !linkTarget.startsWith("//") ? null : 'Internal links must be a path starting with "/"';
  }
  if (linkType === "external") {
    try {
      const u = new URL(linkTarget);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname ? null : "External links must start with http:// or https://";
    } catch {
      return "External links must start with http:// or https://";
    }
  }
  if (linkType === "dropdown") return null;
  return "Choose a link type for this link target";
}

// ---------------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------------

export const menuBaseSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  /** Optional: derived from the name with the slug rule when absent or empty. */
  handle: z.string().max(200).nullish(),
  location: z.enum(MENU_LOCATION_VALUES, "Location must be header, footer or sidebar").optional(),
  linkType: z
    .union([z.enum(MENU_LINK_TYPE_VALUES, "Link type must be dropdown, internal or external"), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  linkTarget: optionalText(2000, "Link target"),
  isActive: z.boolean().optional(),
  sortOrder: intField("Sort order", -1_000_000),
});

export const menuInputSchema = menuBaseSchema.superRefine((m, ctx) => {
  const msg = linkTargetError(m.linkType, m.linkTarget);
  if (msg) ctx.addIssue({ code: "custom", path: ["linkTarget"], message: msg });
});
/** PUT /api/menus/{id}: any subset; the link type/target pair is checked against the stored menu. */
export const menuUpdateSchema = menuBaseSchema.partial();
export type MenuInput = z.input<typeof menuInputSchema>;
export type MenuValues = z.output<typeof menuInputSchema>;
export type MenuUpdateValues = z.output<typeof menuUpdateSchema>;

/** PUT /api/menus/{id}/reorder: every item id of the menu, exactly once, in the new order. */
export const menuReorderSchema = z.object({
  itemIds: z
    .array(z.uuid("Item id is invalid"), "itemIds must be an array of item ids")
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, "An item appears twice"),
});

// ---------------------------------------------------------------------------------------------------
// Menu items
// ---------------------------------------------------------------------------------------------------

export const menuItemBaseSchema = z.object({
  menuId: z.uuid("Menu is required"),
  /** A top-level item of the same menu (not the item itself); null/"" for a top-level item. */
  parentId: optionalId("Parent item"),
  label: z.string("Label is required").trim().min(1, "Label is required").max(200, "Label must be at most 200 characters"),
  linkType: z.enum(MENU_ITEM_LINK_TYPE_VALUES, "Link type must be internal or external").optional(),
  linkTarget: optionalText(2000, "Link target"),
  sortOrder: intField("Sort order", -1_000_000),
  isActive: z.boolean().optional(),
  openInNewTab: z.boolean().optional(),
});

export const menuItemInputSchema = menuItemBaseSchema.superRefine((m, ctx) => {
  const msg = linkTargetError(m.linkType ?? "internal", m.linkTarget);
  if (msg) ctx.addIssue({ code: "custom", path: ["linkTarget"], message: msg });
});
export const menuItemUpdateSchema = menuItemBaseSchema.partial();
export type MenuItemInput = z.input<typeof menuItemInputSchema>;
export type MenuItemValues = z.output<typeof menuItemInputSchema>;
export type MenuItemUpdateValues = z.output<typeof menuItemUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------

const pageBaseSchema = z.object({
  title: z.string("Title is required").trim().min(1, "Title is required").max(300, "Title must be at most 300 characters"),
  /** Optional on the API (the slugified title when absent); the editor requires it before saving. */
  slug: z.string().max(200).nullish(),
  /** HTML; sanitised on the server before it is stored. */
  content: z.string().max(500_000, "Content is too long").nullish(),
  metaDescription: optionalText(500, "Meta description"),
  isPublished: z.boolean().optional(),
  sortOrder: intField("Sort order", -1_000_000),
});
export const pageInputSchema = pageBaseSchema;
export const pageUpdateSchema = pageBaseSchema.partial();
export type PageInput = z.input<typeof pageInputSchema>;
export type PageValues = z.output<typeof pageInputSchema>;
export type PageUpdateValues = z.output<typeof pageUpdateSchema>;

/** GET /api/menus?location=header|footer|sidebar. */
export const menuListQuerySchema = z.object({ location: z.enum(MENU_LOCATION_VALUES).optional() }).extend(langQuerySchema.shape);

/** GET /api/menu-items?menuId= (the owner narrows to one menu). */
export const menuItemListQuerySchema = z.object({ menuId: z.uuid().optional() }).extend(langQuerySchema.shape);
