import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { rowId, storeFk, storeKeys, tenantId, timestamps } from "./_shared";
import { tenants } from "./platform";

export const MENU_LOCATIONS = ["header", "footer", "sidebar"] as const;
export const MENU_LINK_TYPES = ["dropdown", "internal", "external"] as const;

export const menus = pgTable(
  "menus",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    name: text("name").notNull(),
    handle: text("handle").notNull(),
    location: text("location").$type<(typeof MENU_LOCATIONS)[number]>().notNull().default("header"),
    linkType: text("link_type").$type<(typeof MENU_LINK_TYPES)[number]>(),
    linkTarget: text("link_target"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("menus", t),
    index("menus_tenant_location_idx").on(t.tenantId, t.location, t.sortOrder),
  ],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    menuId: uuid("menu_id").notNull(),
    // One nesting level only (enforced in lib/content).
    parentId: uuid("parent_id"),
    label: text("label").notNull(),
    linkType: text("link_type").$type<"internal" | "external">().notNull().default("internal"),
    linkTarget: text("link_target"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    openInNewTab: boolean("open_in_new_tab").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("menu_items", t),
    storeFk("menu_items_menu_fk", { tenantId: t.tenantId, column: t.menuId }, { tenantId: menus.tenantId, id: menus.id }, "cascade"),
    storeFk("menu_items_parent_fk", { tenantId: t.tenantId, column: t.parentId }, { tenantId: t.tenantId, id: t.id }, "cascade"),
    index("menu_items_tenant_menu_idx").on(t.tenantId, t.menuId, t.sortOrder),
  ],
);

export const pages = pgTable(
  "pages",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull().default(""),
    metaDescription: text("meta_description"),
    isPublished: boolean("is_published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("pages", t),
    unique("pages_tenant_slug_uq").on(t.tenantId, t.slug), index("pages_tenant_sort_idx").on(t.tenantId, t.sortOrder),
  ],
);

export const HERO_LAYOUTS = ["full-rectangular", "half-rectangular", "half-square"] as const;

export const heroBanners = pgTable(
  "hero_banners",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    layout: text("layout").$type<(typeof HERO_LAYOUTS)[number]>().notNull().default("full-rectangular"),
    title: text("title"),
    subtitle: text("subtitle"),
    buttonLabel: text("button_label"),
    buttonUrl: text("button_url"),
    desktopImages: text("desktop_images").array().notNull().default([]),
    mobileImages: text("mobile_images").array().notNull().default([]),
    isActive: boolean("is_active").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("hero_banners", t),
    index("hero_banners_tenant_idx").on(t.tenantId, t.isActive, t.sortOrder),
  ],
);

export const themeSettings = pgTable(
  "theme_settings",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    themeId: text("theme_id").notNull(),
    theme: text("theme"),
    siteLogo: text("site_logo"),
    favicon: text("favicon"),
    showSiteName: boolean("show_site_name").notNull().default(true),
    bannerImage: text("banner_image"),
    bannerText: text("banner_text"),
    bannerSubtitle: text("banner_subtitle"),
    bannerButtonLabel: text("banner_button_label"),
    primaryColor: text("primary_color"),
    secondaryColor: text("secondary_color"),
    fontFamily: text("font_family").notNull().default("Inter"),
    customCss: text("custom_css"),
    settingsData: jsonb("settings_data").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("theme_settings", t),
    unique("theme_settings_tenant_theme_uq").on(t.tenantId, t.themeId),
  ],
);

export type EditableContent = { content: Record<string, string>; sections: { id: string; type?: string; content: Record<string, unknown> }[] };

export const themeDrafts = pgTable(
  "theme_drafts",
  {
    id: rowId(),
    tenantId: tenantId(() => tenants.id),
    themeId: text("theme_id").notNull(),
    editableContent: jsonb("editable_content").$type<EditableContent>().notNull().default({ content: {}, sections: [] }),
    ...timestamps,
  },
  (t) => [
    ...storeKeys("theme_drafts", t),
    unique("theme_drafts_tenant_theme_uq").on(t.tenantId, t.themeId),
  ],
);
