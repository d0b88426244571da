import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cartStorageKey } from "@/lib/cart/cart";

vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));
// The drawer's quote (POST /api/checkout/quote) answers what a test puts here; other calls go through.
let quote: unknown = null;
vi.mock("@/lib/http/fetch", async (orig) => {
  const real = await orig<typeof import("@/lib/http/fetch")>();
  return { ...real, apiRequest: (method: string, path: string, body?: unknown) => (path === "/api/checkout/quote" ? (quote ? Promise.resolve(quote) : Promise.reject(new Error("no quote"))) : real.apiRequest(method as "GET", path, body)) };
});
vi.mock("next/link", () => ({ default: ({ href, children, ...p }: { href: string; children: React.ReactNode }) => <a href={href} {...p}>{children}</a> }));

import { islandMessages } from "@/lib/i18n/island";
import { IslandMessagesProvider } from "../island-messages";
import { StoreProvider } from "../store-context";
import { CartDrawer } from "./cart-drawer";
import { CartProvider, useCart } from "./cart-provider";

// The cart keeps one in-memory store per storage key for the page's life: each test uses its own store.
let n = 0;
const store = () => ({ id: `store-cart-test-${++n}`, slug: "demo", name: "Demo", currency: "USD", basePath: "" });

function Open() {
  const cart = useCart();
  useEffect(() => cart.openCart(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

function renderCart(items: unknown[], lang = "en") {
  const s = store();
  window.localStorage.setItem(cartStorageKey(s.id), JSON.stringify({ items }));
  return render(
    <StoreProvider store={s}>
      <CartProvider storeId={s.id}>
        <IslandMessagesProvider value={islandMessages(lang, { cart: ["*"] })}>
          <Open />
          <CartDrawer />
        </IslandMessagesProvider>
      </CartProvider>
    </StoreProvider>,
  );
}

const item = (over: object) => ({ id: "p1", productId: "p1", name: "Mug", price: "12.50", image: null, quantity: 1, maxQuantity: 2, ...over });

describe("CartDrawer quantity limits", () => {
  beforeEach(() => window.localStorage.clear());

  it("stops at the stock left: + is disabled at the maximum and the line total follows", async () => {
    const user = userEvent.setup({ delay: null });
    renderCart([item({})]);
    const drawer = await screen.findByTestId("cart-drawer");
    const plus = within(drawer).getByRole("button", { name: "Increase quantity of Mug" });
    await user.click(plus);
    expect(within(drawer).getByTestId("cart-item-quantity").textContent).toBe("2");
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    expect(within(drawer).getAllByText(/25\.00/).length).toBeGreaterThan(0);
  });

  it("an untracked product has no maximum; going below one removes the line", async () => {
    const user = userEvent.setup({ delay: null });
    renderCart([item({ maxQuantity: null, quantity: 1 })]);
    const drawer = await screen.findByTestId("cart-drawer");
    const plus = within(drawer).getByRole("button", { name: "Increase quantity of Mug" });
    for (let i = 0; i < 5; i++) await user.click(plus);
    expect(within(drawer).getByTestId("cart-item-quantity").textContent).toBe("6");
    expect((plus as HTMLButtonElement).disabled).toBe(false);
    const minus = within(drawer).getByRole("button", { name: "Decrease quantity of Mug" });
    for (let i = 0; i < 6; i++) await user.click(minus);
    expect(within(drawer).queryByTestId("cart-item")).toBeNull();
    expect(within(drawer).getByText("Your cart is empty")).toBeTruthy();
  });

  it("a stored quantity above the stock left cannot grow (the server refuses the excess at checkout)", async () => {
    renderCart([item({ quantity: 9, maxQuantity: 3 })]);
    const drawer = await screen.findByTestId("cart-drawer");
    expect((within(drawer).getByRole("button", { name: "Increase quantity of Mug" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("two sizes of one product are two lines, each named by its variant, with its own limit and a link to it", async () => {
    const user = userEvent.setup({ delay: null });
    const tee = { productId: "tee", slug: "classic-tee", name: "Classic Tee", image: null, quantity: 1 };
    renderCart([
      { ...tee, id: "v-m", variantId: "v-m", variantTitle: "M / Navy", price: "599.00", maxQuantity: 1 },
      { ...tee, id: "v-l", variantId: "v-l", variantTitle: "L / Navy", price: "649.00", maxQuantity: 4 },
    ]);
    const drawer = await screen.findByTestId("cart-drawer");
    expect(within(drawer).getAllByTestId("cart-item")).toHaveLength(2);
    expect((within(drawer).getByRole("button", { name: "Increase quantity of Classic Tee — M / Navy" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(drawer).getByRole("button", { name: "Increase quantity of Classic Tee — L / Navy" }));
    expect(within(drawer).getAllByTestId("cart-item-quantity").map((q) => q.textContent)).toEqual(["1", "2"]);
    expect(within(drawer).getByRole("link", { name: "Classic Tee — L / Navy" }).getAttribute("href")).toBe("/product/classic-tee?variant=v-l");
  });

  it("with an automatic discount, the rows are the checkout's and end with the server's total net of it", async () => {
    quote = {
      currency: "USD",
      lines: [{ productId: "p1", variantId: "p1", quantity: 2, unitPrice: "874.00", lineTotal: "1748.00", discount: "50.00" }],
      subtotal: "1748.00",
      discountCode: null,
      discounts: [{ id: "d1", code: null, title: "Walk sale", type: "fixed", amount: "50.00" }],
      discountTotal: "50.00",
      shippingDiscount: "0.00",
      // A figure the browser could not have subtracted itself: the drawer shows the server's word.
      itemsTotal: "1698.01",
      discountError: null,
      shipping: "0.00",
      tax: "0.00",
      taxBreakdown: [],
      taxInclusive: false,
      codCharges: "0.00",
      total: "1698.01",
    };
    try {
      renderCart([item({ price: "874.00", quantity: 2, maxQuantity: null })]);
      const drawer = await screen.findByTestId("cart-drawer");
      expect((await within(drawer).findByTestId("cart-total")).textContent).toBe("$1,698.01");
      expect(within(drawer).getByTestId("cart-subtotal").textContent).toBe("$1,748.00");
      expect(within(drawer).getByTestId("cart-discount").textContent).toBe("Discount (Walk sale)−$50.00");
      expect([...within(drawer).getByTestId("cart-totals").querySelectorAll("dt")].map((d) => d.textContent)).toEqual(["Subtotal", "Discount (Walk sale)", "Total before shipping and tax"]);
    } finally {
      quote = null;
    }
  });

  it("without a discount, one Subtotal row as before", async () => {
    renderCart([item({ price: "12.50", quantity: 2, maxQuantity: null })]);
    const drawer = await screen.findByTestId("cart-drawer");
    expect(within(drawer).getByTestId("cart-subtotal").textContent).toBe("$25.00");
    expect(within(drawer).queryByTestId("cart-total")).toBeNull();
  });
});

describe("CartDrawer and a toast", () => {
  beforeEach(() => window.localStorage.clear());

  it("Escape closes the drawer even when a toast shown after it took the key (Radix gives Escape to the newest layer)", async () => {
    const { Toast, ToastProvider, ToastTitle, ToastViewport } = await import("@/components/ui/toast");
    const user = userEvent.setup({ delay: null });
    const s = store();
    window.localStorage.setItem(cartStorageKey(s.id), JSON.stringify({ items: [item({})] }));
    function Later() {
      const [shown, setShown] = useState(false);
      useEffect(() => {
        const t = setTimeout(() => setShown(true), 50);
        return () => clearTimeout(t);
      }, []);
      return shown ? (
        <Toast open>
          <ToastTitle>Added to cart</ToastTitle>
        </Toast>
      ) : null;
    }
    render(
      <ToastProvider>
        <StoreProvider store={s}>
          <CartProvider storeId={s.id}>
            <IslandMessagesProvider value={islandMessages("en", { cart: ["*"] })}>
              <Open />
              <CartDrawer />
              <Later />
            </IslandMessagesProvider>
          </CartProvider>
        </StoreProvider>
        <ToastViewport />
      </ToastProvider>,
    );
    const drawer = await screen.findByTestId("cart-drawer");
    await screen.findByText("Added to cart");
    within(drawer).getByRole("button", { name: "Increase quantity of Mug" }).focus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("cart-drawer")).toBeNull());
  });

  it("speaks the page's language and opens from the inline end in a right-to-left page (issue 44)", async () => {
    document.documentElement.dir = "rtl";
    try {
      renderCart([item({})], "ar");
      const drawer = await screen.findByTestId("cart-drawer");
      expect(within(drawer).getByRole("heading", { name: /سلة التسوق/ })).toBeTruthy();
      expect(within(drawer).getByRole("button", { name: "زيادة كمية Mug" })).toBeTruthy();
      expect(within(drawer).getByRole("button", { name: "إغلاق" })).toBeTruthy();
      expect(drawer.getAttribute("data-side")).toBe("left");
    } finally {
      document.documentElement.dir = "";
    }
  });
});
