import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(), useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }) }));

import { StoreProvider } from "@/components/storefront/store-context";
import type { WebhookDeliveryDto, WebhookDto } from "@/lib/webhooks/schemas";
import { WebhooksCard } from "./webhooks-card";

const hook: WebhookDto = {
  id: "11111111-1111-4111-8111-111111111111",
  url: "https://erp.example.com/hooks/orders",
  topics: ["orders/created", "orders/paid"],
  description: "ERP",
  enabled: true,
  disabledAt: null,
  consecutiveFailures: 0,
  lastSuccessAt: null,
  lastFailureAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};
const delivery = (over: Partial<WebhookDeliveryDto>): WebhookDeliveryDto => ({
  id: "d1",
  eventId: "e1",
  topic: "orders/created",
  status: "delivered",
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  durationMs: 42,
  responseExcerpt: "ok",
  nextAttemptAt: null,
  createdAt: "2026-11-28T10:01:00.000Z",
  ...over,
});

function renderCard(answer: (key: readonly unknown[]) => unknown) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: async ({ queryKey }) => answer(queryKey) } } });
  render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "USD", basePath: "" }}>
        <WebhooksCard />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("Webhooks card", () => {
  it("says there are none yet and offers to add one", async () => {
    renderCard(() => ({ items: [] }));
    expect(await screen.findByText("No webhooks yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Add webhook/ })).toBeTruthy();
  });

  it("lists a webhook with its topics and switch; its deliveries show status, attempts, the last code and error, and Redeliver", async () => {
    renderCard((key) =>
      String(key).includes("deliveries")
        ? { items: [delivery({}), delivery({ id: "d2", status: "failed", attempts: 8, lastStatusCode: 500, lastError: "Answered 500" })], total: 2 }
        : { items: [hook] },
    );
    const row = await screen.findByTestId("webhook-row");
    expect(within(row).getByText(hook.url)).toBeTruthy();
    expect(within(row).getByText("orders/paid")).toBeTruthy();
    expect(within(row).getByRole("switch", { name: `Send events to ${hook.url}` }).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(within(row).getByRole("button", { name: /Deliveries/ }));
    const items = await screen.findAllByTestId("webhook-delivery");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Delivered")).toBeTruthy();
    expect(within(items[1]).getByText("Failed")).toBeTruthy();
    expect(items[1].textContent).toContain("8 attempts · HTTP 500");
    expect(within(items[1]).getByText("Answered 500")).toBeTruthy();
    expect(within(items[1]).getByRole("button", { name: /Redeliver/ })).toBeTruthy();
  });

  it("adds a webhook with the topics ticked and shows its secret once, with Copy", async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ ...hook, secret: "whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTIzNDU2Nzg=" }), { status: 201, headers: { "content-type": "application/json" } });
      }),
    );
    renderCard(() => ({ items: [] }));
    await userEvent.click(await screen.findByRole("button", { name: /Add webhook/ }));
    await userEvent.type(screen.getByLabelText("URL"), "https://erp.example.com/hooks/orders");
    await userEvent.click(screen.getByRole("checkbox", { name: "orders/paid" }));
    await userEvent.click(screen.getAllByRole("button", { name: "Add webhook" }).at(-1)!);
    const secret = (await screen.findByTestId("webhook-secret")) as HTMLInputElement;
    expect(secret.value).toMatch(/^whsec_/);
    expect(screen.getByRole("button", { name: "Copy secret" })).toBeTruthy();
    expect(sent[0].url).toContain("/api/webhooks");
    expect(sent[0].body).toEqual({ url: "https://erp.example.com/hooks/orders", topics: ["orders/created", "orders/paid"] });
  });
});
