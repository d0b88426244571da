import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const apiRequest = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));

import { StoreProvider } from "@/components/storefront/store-context";
import type { ApiTokenDto } from "@/lib/api-tokens/schemas";
import { TokensCard } from "./tokens-card";

const TOKEN = `sb_${"a".repeat(43)}${"B".repeat(22)}`;
const ERP: ApiTokenDto = { id: "t-1", name: "ERP sync", scopes: ["write_products", "read_orders"], createdAt: "2026-11-27T10:00:00.000Z", lastUsedAt: null, prefix: "sb_aaaaaaaaa…" };

function renderCard(items: ApiTokenDto[] | "pending") {
  const qc = new QueryClient({
    defaultOptions: { queries: { queryFn: async () => (items === "pending" ? new Promise(() => {}) : { items }), retry: false } },
  });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "INR", basePath: "" }}>
        <TokensCard />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

describe("TokensCard", () => {
  beforeEach(() => apiRequest.mockReset());

  it("shows a loading state, then an empty state offering to create one", async () => {
    const { unmount } = renderCard("pending");
    expect(screen.getByRole("status", { name: "Loading tokens" })).toBeTruthy();
    unmount();
    renderCard([]);
    expect(await screen.findByText("No access tokens yet")).toBeTruthy();
  });

  it("lists a token with its scopes, prefix and use, never the token", async () => {
    renderCard([ERP]);
    const row = await screen.findByTestId("api-token");
    expect(within(row).getByText("ERP sync")).toBeTruthy();
    expect(within(row).getByText("sb_aaaaaaaaa…")).toBeTruthy();
    expect(within(row).getByText("write_products")).toBeTruthy();
    expect(within(row).getByText("read_orders")).toBeTruthy();
    expect(within(row).getByText(/Never used/)).toBeTruthy();
  });

  it("creates a token with the scopes ticked (write includes read) and shows it once", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ id: "t-2", name: "Warehouse", scopes: ["write_products", "read_orders"], token: TOKEN, createdAt: "2026-11-28T10:00:00.000Z" });
    renderCard([]);
    await screen.findByText("No access tokens yet");
    await user.click(screen.getAllByRole("button", { name: "Create token" })[0]);
    const dialog = await screen.findByRole("dialog", { name: "Create an access token" });
    // Nothing chosen: refused before any call.
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    expect(within(dialog).getByText("Name the token")).toBeTruthy();
    expect(within(dialog).getByText("Choose at least one scope")).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText("Name"), "Warehouse");
    await user.click(within(dialog).getByRole("checkbox", { name: "Write products" }));
    expect((within(dialog).getByRole("checkbox", { name: "Read products" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("checkbox", { name: "Read orders" }));
    await user.click(within(dialog).getByRole("button", { name: "Create token" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    const [method, path, body] = apiRequest.mock.calls[0];
    expect([method, path]).toEqual(["POST", "/api/api-tokens"]);
    expect(body).toEqual({ name: "Warehouse", scopes: ["write_products", "read_orders"] });

    const shown = await screen.findByRole("dialog", { name: "Copy your token now" });
    expect((within(shown).getByTestId("new-token") as HTMLInputElement).value).toBe(TOKEN);
    expect(within(shown).getByRole("button", { name: "Copy" })).toBeTruthy();
    await user.click(within(shown).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByTestId("new-token")).toBeNull());
  });

  it("revokes only after the confirmation", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ ok: true });
    renderCard([ERP]);
    await user.click(await screen.findByRole("button", { name: "Revoke ERP sync" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(apiRequest).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole("button", { name: "Revoke token" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest.mock.calls[0].slice(0, 2)).toEqual(["DELETE", "/api/api-tokens/t-1"]);
  });
});
