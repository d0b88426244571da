import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const apiRequest = vi.fn();
const push = vi.fn();
vi.mock("@/lib/http/client", async (orig) => ({ ...(await orig<typeof import("@/lib/http/client")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: push, refresh: () => {} }) }));
vi.mock("../store-gate", () => ({ useTenant: () => ({ currency: "USD" }) }));
vi.mock("../image-manager", () => ({ ImageManager: () => null }));
vi.mock("./rich-text-editor", () => ({
  RichTextEditor: ({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) => (
    <textarea id={id} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

import { StoreProvider } from "@/components/storefront/store-context";
import { ProductEditor } from "./product-editor";

function renderEditor() {
  const qc = new QueryClient({ defaultOptions: { queries: { queryFn: async () => [], retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "USD", basePath: "" }}>
        <ProductEditor />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

const submit = () => screen.getByRole("button", { name: /Create Product|Save/ });

describe("ProductEditor price and stock validation", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    push.mockReset();
  });

  it("refuses a missing name and price, a negative price and a fractional or negative stock; nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.click(submit());
    expect(await screen.findByText("Price is required")).toBeTruthy();
    expect(screen.getByLabelText(/Price \(USD\)/).getAttribute("aria-invalid")).toBe("true");

    await user.type(screen.getByLabelText("Name"), "Mug");
    await user.type(screen.getByLabelText(/Price \(USD\)/), "-5");
    const qty = screen.getByLabelText("Quantity");
    await user.clear(qty);
    await user.type(qty, "1.5");
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText(/Price \(USD\)/).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Quantity must be a whole number")).toBeTruthy();
    await user.clear(qty);
    await user.type(qty, "-1");
    await user.click(submit());
    expect(await screen.findByText("Quantity must be 0 or more")).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it("sends a valid product with its price as money and its stock as a number", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "p1" });
    renderEditor();
    await user.type(screen.getByLabelText("Name"), "Mug");
    await user.type(screen.getByLabelText(/Price \(USD\)/), "12.5");
    const qty = screen.getByLabelText("Quantity");
    await user.clear(qty);
    await user.type(qty, "7");
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    const [method, path, body] = apiRequest.mock.calls[0] as [string, string, Record<string, unknown>];
    expect([method, path]).toEqual(["POST", "/api/products"]);
    expect(body).toMatchObject({ name: "Mug", price: "12.50", quantity: 7, trackQuantity: true });
  });
});

describe("ProductEditor stock of a new product", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    push.mockReset();
  });

  it("starts with a blank quantity the owner must type while tracking is on; tracking off needs none", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "p1" });
    renderEditor();
    expect((screen.getByLabelText("Quantity") as HTMLInputElement).value).toBe("");
    await user.type(screen.getByLabelText("Name"), "Mug");
    await user.type(screen.getByLabelText(/Price \(USD\)/), "12");
    await user.click(submit());
    expect(await screen.findByText("Enter how many you have in stock, or turn off Track quantity")).toBeTruthy();
    expect(screen.getByLabelText("Quantity").getAttribute("aria-invalid")).toBe("true");
    expect(apiRequest).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText("Track quantity"));
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    expect(apiRequest.mock.calls[0][2]).toMatchObject({ name: "Mug", trackQuantity: false });
  });

  it("warns while an active product has 0 in stock and asks before saving it", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "p1" });
    renderEditor();
    await user.type(screen.getByLabelText("Name"), "Mug");
    await user.type(screen.getByLabelText(/Price \(USD\)/), "12");
    await user.type(screen.getByLabelText("Quantity"), "0");
    expect(screen.queryByTestId("sold-out-warning")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Status"), "active");
    expect(screen.getByTestId("sold-out-warning").textContent).toMatch(/Out of Stock/);

    await user.click(submit());
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toMatch(/Save an active product with no stock\?/);
    expect(apiRequest).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Enter quantity" }));
    expect(apiRequest).not.toHaveBeenCalled();

    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Save out of stock" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest.mock.calls[0][2]).toMatchObject({ status: "active", quantity: 0, trackQuantity: true });
  });
});
