import { describe, expect, it } from "vitest";
import { NAV, entryContains, navSection, sectionPath } from "./nav";

describe("sidebar", () => {
  it("has every section and submenu of the dashboard with their targets", () => {
    const flat = NAV.map((e) => [e.label, ...(e.children ?? []).map((c) => ("href" in c ? `${c.label}->${c.href}` : `${c.label}#${c.section}`))]);
    expect(flat).toEqual([
      ["Overview"],
      ["Categories"],
      ["Products", "Collections#collections", "Reviews#reviews"],
      ["Orders", "Drafts#drafts", "Returns#returns", "Abandoned checkouts#abandoned-checkouts"],
      ["Customers"],
      ["Reports"],
      ["Discounts", "Gift cards#gift-cards"],
      ["Outbox"],
      ["Menu"],
      ["Staff"],
      ["Activity"],
      ["Settings", "General->/currency-settings", "Languages->/language-settings", "Tax#tax", "Payments->/payment-settings", "Shipping->/shipping-settings", "Apps and API->/apps-settings", "Redirects#redirects", "Plan & Billing#billing", "Account#account"],
      ["Store Front", "Themes#themes", "Pages#pages", "Hero Banner->/hero-banner"],
    ]);
  });
  it("keeps a group open when one of its children is the section", () => {
    const settings = NAV.find((e) => e.label === "Settings")!;
    expect(entryContains(settings, "tax")).toBe(true);
    expect(entryContains(settings, "orders")).toBe(false);
  });
  it("marks Products while the import (not in the sidebar) is open", () => {
    expect(NAV.flatMap((e) => [e.section, ...(e.children ?? []).map((c) => ("section" in c ? c.section : null))])).not.toContain("import");
    expect(navSection("import")).toBe("products");
    expect(navSection("orders")).toBe("orders");
    expect(navSection(null)).toBeNull();
  });
  it("returns to a kind's section route", () => {
    expect(sectionPath("products")).toBe("/tenant-dashboard/products");
    expect(sectionPath("overview")).toBe("/tenant-dashboard");
  });
});
