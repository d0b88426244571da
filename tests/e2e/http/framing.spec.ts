import { expect, test } from "@playwright/test";
import { PORT } from "../helpers";

/**
 * Clickjacking (issue 24, docs/decisions/0036): signed-in and credential screens may not be framed at all;
 * other pages only by their own origin (the theme customizer frames the store's /theme-preview).
 */

const ROOT = `http://localhost:${PORT}`;

test("dashboards, settings, admin and sign-in pages refuse every frame; store pages allow only their own origin", async ({ request }) => {
  const headers = async (path: string, host?: string) => {
    const r = await request.get(`${ROOT}${path}`, { headers: host ? { host } : {}, maxRedirects: 0 });
    return [r.headers()["content-security-policy"], r.headers()["x-frame-options"]];
  };
  const NONE = ["frame-ancestors 'none'", "DENY"];
  const SELF = ["frame-ancestors 'self'", "SAMEORIGIN"];
  for (const path of ["/admin", "/login", "/tenant-dashboard", "/register-tenant", "/store/demo/tenant-dashboard", "/store/demo/payment-settings", "/store/demo/customer/login", "/store/demo/checkout"]) {
    expect([path, ...(await headers(path))]).toEqual([path, ...NONE]);
  }
  for (const path of ["/tenant-dashboard", "/store-settings", "/login", "/customer/dashboard"]) {
    expect([path, ...(await headers(path, `demo.localhost:${PORT}`))]).toEqual([path, ...NONE]);
  }
  for (const path of ["/", "/store/demo", "/store/demo/products", "/store/demo/theme-preview"]) {
    expect([path, ...(await headers(path))]).toEqual([path, ...SELF]);
  }
});
