import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "@/lib/http/client";

const apiRequest = vi.fn();
const push = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: push, refresh: () => {} }) }));
vi.mock("../store-gate", () => ({ useTenant: () => ({ currency: "INR" }) }));

import { StoreProvider } from "@/components/storefront/store-context";
import { DiscountEditor } from "./discount-editor";

const MUG = "00000000-0000-4000-8000-000000000001";
const LAMP = "00000000-0000-4000-8000-000000000002";
const catalogue: Record<string, unknown> = {
  "/api/products": [
    { id: MUG, name: "Stoneware Mug", status: "active", sku: "MUG-1" },
    { id: LAMP, name: "Table Lamp", status: "active", sku: "LAMP-1" },
  ],
  "/api/collections": [],
  "/api/categories": [],
  "/api/customer-segments": { items: [{ id: "00000000-0000-4000-8000-000000000003", name: "VIP buyers", match: "all", rules: [], createdAt: "2026-11-25T04:00:00.000Z" }] },
};

function renderEditor() {
  const qc = new QueryClient({ defaultOptions: { queries: { queryFn: async ({ queryKey }) => catalogue[String(queryKey[1])] ?? [], retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "INR", basePath: "" }}>
        <DiscountEditor />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

const submit = () => screen.getByRole("button", { name: "Create discount" });

describe("DiscountEditor", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    push.mockReset();
  });

  it("labels every control, with every option open", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderEditor();
    await user.click(screen.getByRole("radio", { name: /^Automatic discount/ }));
    await user.click(screen.getByRole("radio", { name: "Specific products" }));
    await user.click(screen.getByRole("radio", { name: "Minimum quantity of items" }));
    await user.click(screen.getByRole("checkbox", { name: "Limit the number of times this discount can be used in total" }));
    await user.click(screen.getByRole("checkbox", { name: "Set an end date" }));
    await screen.findByRole("checkbox", { name: /Stoneware Mug/ });
    // (Radix's checkboxes and switch keep a hidden native input for the form; the button is the control.)
    const controls = [...container.querySelectorAll<HTMLElement>("input, select, textarea, [role=checkbox], [role=switch]")].filter((el) => el.getAttribute("aria-hidden") !== "true");
    expect(controls.length).toBeGreaterThan(20);
    const unlabelled = controls.filter((el) => !(el.getAttribute("aria-label") || el.getAttribute("aria-labelledby") || (el as HTMLInputElement).labels?.length));
    expect(unlabelled.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
  });

  it("sends SAVE10 as the server reads it and goes back to the list", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "d1" });
    renderEditor();
    await user.type(screen.getByLabelText("Discount code"), "SAVE10");
    await user.type(screen.getByLabelText("Percentage off"), "10");
    await user.click(screen.getByRole("radio", { name: "Specific products" }));
    await user.click(await screen.findByRole("checkbox", { name: /Table Lamp/ }));
    await user.click(screen.getByRole("radio", { name: "Minimum purchase amount" }));
    await user.type(screen.getByLabelText("Minimum subtotal (INR)"), "500");
    await user.click(screen.getByRole("checkbox", { name: "Limit the number of times this discount can be used in total" }));
    await user.type(screen.getByLabelText("Total uses"), "3");
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    const [method, path, body] = apiRequest.mock.calls[0];
    expect([method, path]).toEqual(["POST", "/api/discounts"]);
    expect(body).toMatchObject({ code: "SAVE10", type: "percentage", value: "10", appliesTo: { productIds: [LAMP], collectionIds: [], categoryIds: [] }, minSubtotal: "500", minQuantity: null, usageLimit: "3", automatic: false, isActive: true });
    expect(typeof body.startsAt).toBe("string");
    await waitFor(() => expect(push).toHaveBeenCalledWith("/tenant-dashboard/discounts"));
  });

  it("checks the form before sending, and puts the server's field errors on their fields", async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.click(screen.getByRole("radio", { name: "Specific products" }));
    await user.click(submit());
    expect(await screen.findByText("Enter a code, or make the discount automatic")).toBeTruthy();
    expect(screen.getByText("Choose at least one product")).toBeTruthy();
    expect(screen.getByLabelText("Discount code").getAttribute("aria-invalid")).toBe("true");
    expect(apiRequest).not.toHaveBeenCalled();

    apiRequest.mockRejectedValue(
      new HttpError(400, JSON.stringify({ message: "A product was not found in this store", errors: { "appliesTo.productIds": "A product was not found in this store", code: "This code is already used by another discount" } })),
    );
    await user.click(screen.getByRole("button", { name: "Generate" }));
    expect((screen.getByLabelText("Discount code") as HTMLInputElement).value).toMatch(/^[A-Z0-9]{8}$/);
    await user.type(screen.getByLabelText("Percentage off"), "15");
    await user.click(await screen.findByRole("checkbox", { name: /Stoneware Mug/ }));
    await user.click(submit());
    expect(await screen.findByText("A product was not found in this store")).toBeTruthy();
    expect(screen.getByText("This code is already used by another discount")).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });

  it("says a value must be more than 0, for a negative value and for 0 alike", async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.type(screen.getByLabelText("Discount code"), "MINUS5");
    await user.type(screen.getByLabelText("Percentage off"), "-5");
    await user.click(submit());
    expect(await screen.findByText("Value must be more than 0")).toBeTruthy();
    expect(screen.queryByText(/0 or more/)).toBeNull();
    await user.clear(screen.getByLabelText("Percentage off"));
    await user.type(screen.getByLabelText("Percentage off"), "0");
    expect(await screen.findByText("A percentage is more than 0 and at most 100")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /^Fixed amount/ }));
    await user.clear(screen.getByLabelText("Amount off (INR)"));
    await user.type(screen.getByLabelText("Amount off (INR)"), "-5");
    expect(await screen.findByText("Value must be more than 0")).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("asks before saving 100 % off, and saves only once confirmed", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "d1" });
    renderEditor();
    await user.type(screen.getByLabelText("Discount code"), "FREEALL");
    await user.type(screen.getByLabelText("Percentage off"), "100");
    await user.click(submit());
    const dialog = await screen.findByRole("alertdialog", { name: "Give 100 % off?" });
    expect(dialog.textContent).toContain("Every order that uses this code gets all its items for free");
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(apiRequest).not.toHaveBeenCalled();

    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Create 100 % off" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest.mock.calls[0][2]).toMatchObject({ code: "FREEALL", type: "percentage", value: "100" });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/tenant-dashboard/discounts"));
  });

  it("does not ask for less than 100 %", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "d1" });
    renderEditor();
    await user.type(screen.getByLabelText("Discount code"), "ALMOST");
    await user.type(screen.getByLabelText("Percentage off"), "99.99");
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
