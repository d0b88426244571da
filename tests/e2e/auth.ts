import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { PORT } from "./helpers";

/**
 * Sign-ins without the sign-in form (issue 38). The setup project (auth.setup.ts) signs the demo accounts in once
 * per run through the API and keeps each browser state (its cookies) in a file; a journey that only needs to be
 * signed in takes those cookies instead of filling the form again. The journeys about signing in keep the form.
 *
 * Sessions are per host: the owner's state holds a session for demo.localhost and one for localhost (path mode),
 * the customer's likewise, the admin's one for localhost.
 */
export type Role = "owner" | "admin" | "customer";
const ROOT = `http://localhost:${PORT}`;
export const STATE_DIR = "playwright/.auth";
export const statePath = (role: Role) => `${STATE_DIR}/${role}.json`;

export const ACCOUNTS = {
  owner: { email: "owner@example.com", password: "owner12345" },
  admin: { email: "admin@example.com", password: "admin12345" },
  customer: { email: "customer@example.com", password: "customer12345" },
} as const;

export function ensureStateDir() {
  mkdirSync(dirname(statePath("owner")), { recursive: true });
}

/**
 * Gives this browser context the role's saved cookies (from the setup project). The admin instead signs in
 * afresh through the API each time (on the root host, which Node reaches): one journey signs the admin out of
 * every other session, and must not take the others' sign-in with it.
 */
export async function signInAs(target: Page | BrowserContext, role: Role) {
  const context = "context" in target ? target.context() : target;
  if (role === "admin") {
    const r = await context.request.post(`${ROOT}/api/auth/login`, { data: ACCOUNTS.admin });
    expect(r.status(), await r.text()).toBe(200);
    return;
  }
  const path = statePath(role);
  if (!existsSync(path)) throw new Error(`${path} is missing: run the "setup" project first (playwright.config.ts makes it a dependency)`);
  const state = JSON.parse(readFileSync(path, "utf8")) as { cookies: Parameters<BrowserContext["addCookies"]>[0] };
  await context.addCookies(state.cookies);
}
