import { describe, expect, it } from "vitest";
import { SECTIONS, sectionFromPath, sectionFromTab, sectionPath, tabRedirect } from "./dashboard-sections";

describe("?tab= values", () => {
  it("maps known tabs, the tab=menu alias, and falls back to the overview", () => {
    expect(sectionFromTab("products")).toBe("products");
    expect(sectionFromTab("menu")).toBe("menus");
    expect(sectionFromTab("menus")).toBe("menus");
    expect(sectionFromTab("Collections")).toBe("collections");
    expect(sectionFromTab(["orders", "x"])).toBe("orders");
    expect(sectionFromTab("discounts")).toBe("discounts");
    expect(sectionFromTab("discount")).toBe("discounts");
    expect(sectionFromTab("import")).toBe("import");
    expect(sectionFromTab("nope")).toBe("overview");
    expect(sectionFromTab(undefined)).toBe("overview");
  });
});

describe("section routes", () => {
  it("gives every section a route and reads it back in every addressing mode", () => {
    for (const s of SECTIONS) {
      const path = sectionPath(s);
      expect(sectionFromPath(path)).toBe(s);
      expect(sectionFromPath(`/store/demo${path}`)).toBe(s);
      expect(sectionFromPath(`/t/p~demo${path}/`)).toBe(s);
    }
    expect(sectionPath("overview")).toBe("/tenant-dashboard");
    expect(sectionPath("menus")).toBe("/tenant-dashboard/menus");
  });
  it("is no section on editors, unknown segments or other pages", () => {
    expect(sectionFromPath("/tenant-dashboard/products/new")).toBeNull();
    expect(sectionFromPath("/tenant-dashboard/products/7/edit")).toBeNull();
    expect(sectionFromPath("/tenant-dashboard/overview")).toBeNull();
    expect(sectionFromPath("/tenant-dashboard/nope")).toBeNull();
    expect(sectionFromPath("/payment-settings")).toBeNull();
  });
});

describe("?tab= redirects", () => {
  const go = (rest: string, pathname: string, query: string) => tabRedirect(rest, pathname, new URLSearchParams(query));
  it("sends every spec tab to its section's route, keeping the rest of the query", () => {
    expect(go("/tenant-dashboard", "/tenant-dashboard", "tab=menu")).toBe("/tenant-dashboard/menus");
    expect(go("/tenant-dashboard", "/tenant-dashboard", "tab=orders&order=7")).toBe("/tenant-dashboard/orders?order=7");
    expect(go("/tenant-dashboard/", "/store/demo/tenant-dashboard/", "tab=products")).toBe("/store/demo/tenant-dashboard/products");
    expect(go("/tenant-dashboard", "/store/demo/tenant-dashboard", "search=x&tab=orders&page=2")).toBe("/store/demo/tenant-dashboard/orders?search=x&page=2");
    for (const s of SECTIONS) expect(go("/tenant-dashboard", "/tenant-dashboard", `tab=${s}`)).toBe(sectionPath(s));
  });
  it("sends an unknown or overview tab to the overview, and leaves other URLs alone", () => {
    expect(go("/tenant-dashboard", "/tenant-dashboard", "tab=nope")).toBe("/tenant-dashboard");
    expect(go("/tenant-dashboard", "/tenant-dashboard", "tab=overview&x=1")).toBe("/tenant-dashboard?x=1");
    expect(go("/tenant-dashboard", "/tenant-dashboard", "")).toBeNull();
    expect(go("/tenant-dashboard/orders", "/tenant-dashboard/orders", "tab=orders")).toBeNull();
    expect(go("/products", "/products", "tab=orders")).toBeNull();
  });
});
