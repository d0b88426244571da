import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The address bar: pushState writes it, and useSearchParams reads it as Next's router would after a navigation.
vi.mock("next/navigation", () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ push: () => {}, replace: () => {}, refresh: () => {} }),
  usePathname: () => window.location.pathname,
}));
// The lazy chart needs layout jsdom lacks; the chart's data is not what these tests check.
vi.mock("../store-gate", () => ({ useTenant: () => ({ country: "IN", currency: "INR", name: "Demo" }) }));
vi.mock("next/dynamic", () => ({ default: () => (props: { testId?: string }) => <div data-testid={props.testId ?? "chart"} /> }));

import { HttpError } from "@/lib/http/fetch";
import { StoreProvider } from "@/components/storefront/store-context";
import type { CustomersReport, DiscountsReport, FunnelReport, ProductsReport, SalesReport } from "@/lib/reports/schemas";
import { RangePicker, useReportRange } from "./range-picker";
import { presetDates, storeToday } from "./report-range";
import { ReportsSection } from "./reports-section";

const TODAY = "2026-11-28";

function Harness() {
  const { range, set } = useReportRange(TODAY);
  return (
    <>
      <RangePicker range={range} today={TODAY} onChange={set} />
      <output data-testid="state">{JSON.stringify(range)}</output>
    </>
  );
}

/** pushState does not re-render a mocked router: re-render by hand as Next does after a navigation. */
function renderPicker() {
  const qc = new QueryClient();
  const view = render(
    <QueryClientProvider client={qc}>
      <Harness />
    </QueryClientProvider>,
  );
  const rerender = () =>
    view.rerender(
      <QueryClientProvider client={qc}>
        <Harness />
      </QueryClientProvider>,
    );
  const state = () => JSON.parse(screen.getByTestId("state").textContent!) as { preset: string; from: string; to: string; compare: string | null; interval: string };
  return { rerender, state };
}

describe("Reports range picker", () => {
  beforeEach(() => window.history.replaceState(null, "", "/tenant-dashboard/reports"));

  it("starts on the last 30 days and writes each preset into the URL", () => {
    const { rerender, state } = renderPicker();
    expect(state()).toMatchObject({ preset: "30d", from: "2026-10-30", to: TODAY, compare: null, interval: "day" });
    const expected: [string, string, string][] = [
      ["today", "Today", "range=today"],
      ["7d", "Last 7 days", "range=7d"],
      ["90d", "Last 90 days", "range=90d"],
      ["month", "This month", "range=month"],
      ["year", "This year", "range=year"],
      ["30d", "Last 30 days", ""],
    ];
    for (const [preset, label, search] of expected) {
      const select = screen.getByLabelText("Date range") as HTMLSelectElement;
      expect(within(select).getByRole("option", { name: label })).toBeTruthy();
      fireEvent.change(select, { target: { value: preset } });
      expect(window.location.search).toBe(search ? `?${search}` : "");
      rerender();
      expect(state()).toMatchObject({ preset, ...presetDates(preset as "7d", TODAY) });
    }
    expect(state().interval).toBe("day");
  });

  it("keeps the comparison and custom dates in the URL, and reads them back on a reload", () => {
    const { rerender, state } = renderPicker();
    fireEvent.change(screen.getByLabelText("Compare with"), { target: { value: "previous_year" } });
    rerender();
    expect(window.location.search).toBe("?compare=previous_year");
    fireEvent.change(screen.getByLabelText("Date range"), { target: { value: "custom" } });
    rerender();
    // Custom starts from the dates on screen, then each date field moves one end.
    expect(new URLSearchParams(window.location.search).get("from")).toBe("2026-10-30");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-02" } });
    rerender();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-08" } });
    rerender();
    expect(window.location.search).toBe("?range=custom&from=2026-11-02&to=2026-11-08&compare=previous_year");
    expect(screen.getByTestId("range-label").textContent).toBe("2 Nov – 8 Nov 2026");
    // A "To" before "From" is not taken.
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    rerender();
    expect(state()).toMatchObject({ from: "2026-11-02", to: "2026-11-08", compare: "previous_year" });
    fireEvent.change(screen.getByLabelText("Rows by"), { target: { value: "week" } });
    rerender();
    expect(window.location.search).toContain("interval=week");
    fireEvent.change(screen.getByLabelText("Compare with"), { target: { value: "" } });
    rerender();
    expect(window.location.search).toBe("?range=custom&from=2026-11-02&to=2026-11-08&interval=week");
  });

  it("opens with the range a shared link names", () => {
    window.history.replaceState(null, "", "/tenant-dashboard/reports?range=90d&compare=previous_period");
    const { state } = renderPicker();
    expect(state()).toMatchObject({ preset: "90d", from: "2026-08-31", to: TODAY, compare: "previous_period", interval: "week" });
    expect((screen.getByLabelText("Date range") as HTMLSelectElement).value).toBe("90d");
    expect((screen.getByLabelText("Compare with") as HTMLSelectElement).value).toBe("previous_period");
  });
});

const money = (n: number) => n.toFixed(2);
const row = (period: string, orders: number, gross: number) => ({
  period,
  orders,
  units: orders,
  grossSales: money(gross),
  discounts: "0.00",
  refunds: "0.00",
  netSales: money(gross),
  shipping: "0.00",
  tax: "0.00",
  fees: "0.00",
  totalSales: money(gross),
  averageOrderValue: money(orders ? gross / orders : 0),
});

function renderSection(answers: Record<string, unknown>) {
  const seen: string[] = [];
  const qc = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        queryFn: async ({ queryKey }) => {
          const k = JSON.stringify(queryKey);
          seen.push(k);
          const name = Object.keys(answers).find((n) => k.includes(`/api/reports/${n}`));
          if (!name) throw new Error(`no answer for ${k}`);
          const a = answers[name];
          if (a instanceof Error) throw a;
          return a;
        },
      },
    },
  });
  render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "INR", basePath: "" }}>
        <ReportsSection />
      </StoreProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe("Reports section", () => {
  const today = storeToday({ country: "IN" });
  beforeEach(() => window.history.replaceState(null, "", "/tenant-dashboard/reports?range=7d&compare=previous_period"));

  const empty = {
    products: { currency: "INR", from: today, to: today, items: [] } satisfies ProductsReport,
    customers: { from: today, to: today, newCustomers: 0, returningCustomers: 0, returningRate: 0, series: [] } satisfies CustomersReport,
    discounts: { currency: "INR", from: today, to: today, items: [] } satisfies DiscountsReport,
    funnel: { from: today, to: today, sessions: 0, productViews: 0, addToCarts: 0, checkoutsStarted: 0, orders: 0, conversionRate: 0 } satisfies FunnelReport,
  };

  it("shows the sales rows in the report's currency with totals, compare totals, and CSV links of the same query", async () => {
    const sales: SalesReport = {
      currency: "INR",
      from: "2026-11-22",
      to: "2026-11-28",
      interval: "day",
      series: [row("2026-11-27", 1, 100), row("2026-11-28", 2, 1234.5)],
      totals: { ...row("", 3, 1334.5) },
      compareTotals: { ...row("", 1, 500), from: "2026-11-15", to: "2026-11-21" },
    };
    const seen = renderSection({ sales, ...empty });
    const rows = await screen.findAllByTestId("sales-row");
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain("28 Nov");
    expect(rows[1].textContent).toContain("₹1,234.50");
    expect(screen.getByTestId("sales-totals").textContent).toContain("₹1,334.50");
    expect(screen.getByTestId("sales-compare-totals").textContent).toContain("Previous period (15 Nov – 21 Nov 2026)");
    expect(screen.getByTestId("sales-figures").textContent).toContain("+166.9%");
    const q = JSON.stringify(seen.find((k) => k.includes("sales")));
    expect(q).toContain("compare=previous_period");
    const href = screen.getByTestId("sales-csv").getAttribute("href")!;
    expect(href).toMatch(/^\/api\/reports\/sales\/export\?/);
    const csv = new URLSearchParams(href.split("?")[1]);
    expect(csv.get("compare")).toBe("previous_period");
    expect(csv.get("interval")).toBe("day");
    expect(csv.get("to")).toBe(today);
    // Every other report says plainly that there is nothing yet.
    expect(await screen.findByText("Nothing sold in these dates")).toBeTruthy();
    expect(screen.getByText("No customers ordered in these dates")).toBeTruthy();
    expect(screen.getByText("No discounts used in these dates")).toBeTruthy();
    expect(screen.getByText("No storefront visits counted in these dates")).toBeTruthy();
  });

  it("shows an empty state for a store without orders, and the server's message when a report fails", async () => {
    const sales: SalesReport = { currency: "INR", from: today, to: today, interval: "day", series: [row(today, 0, 0)], totals: row("", 0, 0) };
    renderSection({ sales, ...empty, funnel: new HttpError(403, JSON.stringify({ message: "You need the Reports permission" })) });
    expect(await screen.findByText("No sales in these dates")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("You need the Reports permission");
  });

  it("draws the funnel as bars with each step's rate from the one before", async () => {
    const sales: SalesReport = { currency: "INR", from: today, to: today, interval: "day", series: [], totals: row("", 0, 0) };
    renderSection({ sales, ...empty, funnel: { from: today, to: today, sessions: 200, productViews: 100, addToCarts: 40, checkoutsStarted: 10, orders: 5, conversionRate: 0.025 } });
    const steps = await screen.findAllByTestId("funnel-step");
    expect(steps.map((s) => s.getAttribute("data-count"))).toEqual(["200", "100", "40", "10", "5"]);
    expect(steps[1].textContent).toContain("50% of previous step");
    expect(steps[4].textContent).toContain("50% of previous step");
    expect(screen.getByText(/Conversion rate 2.5%/)).toBeTruthy();
  });
});
