import { expect, request } from "@playwright/test";
import type { FakeControls, LoggedRequest } from "../fakes/payment-provider";
import { PORT } from "./helpers";

/**
 * The fake payment provider of the whole run (issue 38): playwright.config.ts starts it once, beside the app
 * (tests/fakes/serve.ts), so the journeys that pay online no longer each listen on its port, one at a time. A
 * journey reads what the fake received and sets its controls over HTTP; it tells its own requests from the
 * others' by its store's own keys (stores.ts gives each store its own).
 */
export const FAKE_URL = `http://127.0.0.1:${Number(process.env.FAKE_PROVIDER_PORT ?? PORT + 9)}`;

/** Every request the fake has logged this run (all journeys'). */
export async function fakeRequests(): Promise<LoggedRequest[]> {
  const api = await request.newContext();
  try {
    const r = await api.get(`${FAKE_URL}/_fake/requests`);
    expect(r.status()).toBe(200);
    return (await r.json()) as LoggedRequest[];
  } finally {
    await api.dispose();
  }
}

/** The requests a store's Stripe secret key made (its REST calls carry it as the bearer token). */
export async function stripeRequestsOf(secretKey: string, path?: string): Promise<LoggedRequest[]> {
  return (await fakeRequests()).filter((r) => r.headers.authorization === `Bearer ${secretKey}` && (path === undefined || r.path === path));
}

/** Merges `controls` into the fake's (a key-scoped control touches only that store's payments). */
export async function fakeControl(controls: FakeControls) {
  const api = await request.newContext();
  try {
    const r = await api.post(`${FAKE_URL}/_fake/control`, { data: controls });
    expect(r.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}
