import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { toastLater } from "./toast-later";

// Module-level toast store and signal: this file's tests run in order and share them, as a page does.
describe("storefront toasts loaded on first use", () => {
  it("draws nothing until a toast is raised", () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe("");
    expect(screen.queryByText("Added to cart")).toBeNull();
  });

  it("a toast raised with toastLater is shown by LazyToaster once the store and the Toaster have loaded", async () => {
    render(<LazyToaster />);
    await act(async () => toastLater({ title: "Added to cart", description: "Plant has been added to your cart." }));
    expect(await screen.findByText("Added to cart", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Plant has been added to your cart.")).toBeTruthy();
  });

  it("a LazyToaster mounted after a toast was raised still shows it", async () => {
    const { unmount } = render(<LazyToaster />);
    unmount();
    render(<LazyToaster />);
    expect(await screen.findByText("Added to cart", {}, { timeout: 5000 })).toBeTruthy();
  });
});
