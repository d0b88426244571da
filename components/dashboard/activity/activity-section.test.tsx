import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

let search = new URLSearchParams();
vi.mock("next/navigation", () => ({ useSearchParams: () => search, useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }) }));

import { StoreProvider } from "@/components/storefront/store-context";
import type { ActivityEntryDto, ActivityPage } from "@/lib/activity/schemas";
import { ActivitySection } from "./activity-section";
import { ResourceActivity } from "./resource-activity";

const entry = (i: number, over: Partial<ActivityEntryDto> = {}): ActivityEntryDto => ({
  id: `e${i}`,
  createdAt: new Date(Date.UTC(2026, 10, 28, 10, i)).toISOString(),
  actor: { type: "staff", id: "u1", email: "packer@example.com", name: "Pat Packer" },
  action: "order.fulfilled",
  resourceType: "order",
  resourceId: "o1",
  summary: `shipped order #1A2B3C4D (${i})`,
  changes: { status: ["processing", "shipped"], stripeSecretKey: "changed" },
  ip: null,
  userAgent: null,
  ...over,
});

function renderWith(node: React.ReactNode, answer: (key: readonly unknown[]) => unknown) {
  const seen: (readonly unknown[])[] = [];
  const qc = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: async ({ queryKey }) => {
          seen.push(queryKey);
          return answer(queryKey);
        },
      },
    },
  });
  render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "USD", basePath: "" }}>{node}</StoreProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe("Activity section", () => {
  beforeEach(() => {
    search = new URLSearchParams();
  });

  it("lists who did what, with the fields changed, a pager and the CSV link of the same filters", async () => {
    search = new URLSearchParams("action=order.fulfilled&from=2026-11-01");
    const page: ActivityPage = { items: [entry(1), entry(2, { actor: { type: "owner", id: "o", email: "owner@example.com" }, summary: "updated product \"Mug\"" })], total: 2, page: 1, limit: 25 };
    const seen = renderWith(<ActivitySection />, () => page);
    const rows = await screen.findAllByTestId("activity-entry");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText("Pat Packer (packer@example.com)")).toBeTruthy();
    expect(within(rows[0]).getByText("shipped order #1A2B3C4D (1)")).toBeTruthy();
    expect(within(rows[0]).getByText("status: processing → shipped")).toBeTruthy();
    expect(within(rows[0]).getByText("stripeSecretKey: changed")).toBeTruthy();
    expect(within(rows[1]).getByText("owner@example.com")).toBeTruthy();
    expect(screen.getByTestId("activity-range").textContent).toBe("1–2 of 2");
    const href = screen.getByTestId("activity-export").getAttribute("href")!;
    expect(href).toContain("/api/activity/export?");
    expect(href).toContain("action=order.fulfilled");
    expect(href).toContain("from=2026-11-01");
    expect(JSON.stringify(seen)).toContain("limit");
  });

  it("says so when nothing matches, and offers to clear the filters", async () => {
    search = new URLSearchParams("actorType=admin");
    renderWith(<ActivitySection />, () => ({ items: [], total: 0, page: 1, limit: 25 }));
    expect(await screen.findByText("No activity matches these filters")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Clear filters" })).toBeTruthy();
  });

  it("shows an empty log plainly", async () => {
    renderWith(<ActivitySection />, () => ({ items: [], total: 0, page: 1, limit: 25 }));
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });

  it("filters by a person when their name is clicked", async () => {
    const pushState = vi.spyOn(window.history, "pushState");
    renderWith(<ActivitySection />, () => ({ items: [entry(1)], total: 1, page: 1, limit: 25 }));
    await userEvent.setup({ delay: null }).click(await screen.findByRole("button", { name: "Pat Packer (packer@example.com)" }));
    expect(String(pushState.mock.calls.at(-1)?.[2])).toContain("actorId=u1");
  });
});

describe("an order's or product's Activity card", () => {
  it("lists the resource's own entries", async () => {
    const seen = renderWith(<ResourceActivity resourceType="order" resourceId="o1" />, () => ({ items: [entry(1)], total: 1, page: 1, limit: 20 }));
    expect(await screen.findByText("shipped order #1A2B3C4D (1)")).toBeTruthy();
    expect(JSON.stringify(seen)).toContain("o1");
  });
});
