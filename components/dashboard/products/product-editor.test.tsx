import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const apiRequest = vi.fn();
const push = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
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
import { HttpError } from "@/lib/http/client";
import { ProductEditor } from "./product-editor";

function renderEditor(product?: Record<string, unknown>) {
  const qc = new QueryClient({
    defaultOptions: { queries: { queryFn: async ({ queryKey }) => (product && queryKey.includes(product.id) ? product : []), retry: false } },
  });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "USD", basePath: "" }}>
        <ProductEditor productId={product?.id as string | undefined} />
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

describe("ProductEditor options and variants", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    push.mockReset();
  });

  it("generates a row per value, refuses a duplicate value, and sends options and variants instead of the single-variant fields", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "p1" });
    renderEditor();
    await user.type(screen.getByLabelText("Name"), "Tee");
    await user.click(screen.getByRole("button", { name: /This product has options/ }));
    await user.type(screen.getByLabelText("Option 1 name"), "Size");
    const values = screen.getByLabelText("Add a value to Size");
    await user.type(values, "S{Enter}M,L{Enter}m{Enter}");
    expect(screen.getByText('"m" is already a value')).toBeTruthy();
    const rowTitles = () => screen.getAllByTestId("variant-row").map((r) => r.querySelector("span")?.textContent);
    expect(rowTitles()).toEqual(["S", "M", "L"]);
    // Backspace on the empty input takes the last value off; × takes any; the rows follow.
    await user.clear(values);
    await user.type(values, "{Backspace}");
    expect(rowTitles()).toEqual(["S", "M"]);
    await user.type(values, "L{Enter}XL{Enter}");
    expect(rowTitles()).toEqual(["S", "M", "L", "XL"]);
    await user.click(screen.getByRole("button", { name: "Remove XL from Size" }));
    expect(rowTitles()).toEqual(["S", "M", "L"]);
    // The single price, stock and SKU fields give way to the rows.
    expect(screen.queryByLabelText(/Price \(USD\)$/)).toBeNull();
    expect(screen.queryByLabelText("Quantity")).toBeNull();

    await user.click(submit());
    expect(await screen.findAllByText("Enter the stock")).toHaveLength(3);
    expect(screen.getByLabelText("Stock for M").getAttribute("aria-invalid")).toBe("true");
    expect(apiRequest).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Price for all variants"), "20{Enter}");
    await user.selectOptions(screen.getByLabelText("Set for all variants"), "quantity");
    await user.type(screen.getByLabelText("Stock for all variants"), "5");
    await user.click(screen.getByRole("button", { name: "Apply to all" }));
    expect(screen.queryByText("Enter the stock")).toBeNull();
    await user.clear(screen.getByLabelText("Stock for M"));
    await user.type(screen.getByLabelText("Stock for M"), "0");
    await user.clear(screen.getByLabelText("Price (USD) for L"));
    await user.type(screen.getByLabelText("Price (USD) for L"), "25");
    await user.type(screen.getByLabelText("SKU for L"), "TEE-L");
    await user.click(screen.getByRole("button", { name: "Leave out S" }));
    expect(screen.getByRole("button", { name: "Restore S" })).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    const [method, , body] = apiRequest.mock.calls[0] as [string, string, Record<string, unknown>];
    expect(method).toBe("POST");
    expect(body.options).toEqual([{ name: "Size", values: ["S", "M", "L"] }]);
    expect(body.variants).toEqual([
      expect.objectContaining({ options: ["M"], price: "20.00", quantity: 0, trackQuantity: true, sku: null }),
      expect.objectContaining({ options: ["L"], price: "25.00", quantity: 5, trackQuantity: true, sku: "TEE-L" }),
    ]);
    for (const f of ["price", "compareAtPrice", "costPrice", "sku", "barcode", "trackQuantity", "quantity", "weight"]) expect(body).not.toHaveProperty(f);
  });

  const VS = "00000000-0000-4000-8000-000000000001";
  const VM = "00000000-0000-4000-8000-000000000002";
  it("edits a stored product's variants by id and shows the server's per-variant errors on their cells", async () => {
    const user = userEvent.setup({ delay: null });
    const v = (id: string, size: string, quantity: number) => ({
      id,
      title: size,
      options: [size],
      price: "10.00",
      compareAtPrice: null,
      costPrice: null,
      sku: `T-${size}`,
      barcode: null,
      trackQuantity: true,
      quantity,
      weight: null,
      image: null,
      position: 0,
      available: quantity > 0,
    });
    const product = {
      id: "p1",
      name: "Tee",
      slug: "tee",
      description: "",
      shortDescription: null,
      price: "10.00",
      priceMax: "10.00",
      compareAtPrice: null,
      costPrice: null,
      images: [],
      quantity: 3,
      trackQuantity: true,
      categoryId: null,
      sku: "T-S",
      barcode: null,
      status: "draft",
      weight: null,
      weightUnit: "kg",
      dimensions: null,
      tags: [],
      seoTitle: null,
      seoDescription: null,
      hsnCode: null,
      taxRuleId: null,
      requiresShipping: true,
      options: [{ name: "Size", values: ["S", "M"] }],
      variants: [v(VS, "S", 3), v(VM, "M", 0)],
      createdAt: "",
      updatedAt: "",
    };
    apiRequest.mockRejectedValueOnce(new HttpError(400, JSON.stringify({ message: "Price is required", errors: { "variants.1.price": "Price is too large", "options.0.values.1": "Too long" } })));
    renderEditor(product);
    expect(((await screen.findByLabelText("Stock for S")) as HTMLInputElement).value).toBe("3");
    expect((screen.getByLabelText("SKU for M") as HTMLInputElement).value).toBe("T-M");
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalled());
    const [method, path, body] = apiRequest.mock.calls[0] as [string, string, Record<string, unknown>];
    expect([method, path]).toEqual(["PATCH", "/api/products/p1"]);
    expect((body.variants as { id: string }[]).map((x) => x.id)).toEqual([VS, VM]);
    expect(body).not.toHaveProperty("price");
    expect(await screen.findByText("Price is too large")).toBeTruthy();
    expect(screen.getByLabelText("Price (USD) for M").getAttribute("aria-invalid")).toBe("true");
    expect(within(screen.getByTestId("option")).getByText("Too long")).toBeTruthy();

    // Removing the last option: back to one variant, the first row's price and stock in the single fields.
    apiRequest.mockResolvedValueOnce({ id: "p1" });
    await user.click(screen.getByRole("button", { name: "Remove option Size" }));
    expect((screen.getByLabelText(/Price \(USD\)$/) as HTMLInputElement).value).toBe("10.00");
    expect((screen.getByLabelText("Quantity") as HTMLInputElement).value).toBe("3");
    await user.click(submit());
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(2));
    expect(apiRequest.mock.calls[1][2]).toMatchObject({ options: [], price: "10.00", quantity: 3, sku: "T-S" });
    expect(apiRequest.mock.calls[1][2]).not.toHaveProperty("variants");
  });
});
