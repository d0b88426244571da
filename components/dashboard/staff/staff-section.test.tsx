import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const apiRequest = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
let access: { isAdmin: boolean; role: "owner" | "staff" | null; permissions: string[] } = { isAdmin: false, role: "owner", permissions: [] };
vi.mock("../store-gate", () => ({ useAccess: () => access }));

import { StoreProvider } from "@/components/storefront/store-context";
import type { StaffMemberDto } from "@/lib/staff/schemas";
import { StaffSection } from "./staff-section";

const ALL = ["products", "orders", "customers", "discounts", "content", "settings", "reports", "staff", "apps"] as const;
const OWNER: StaffMemberDto = { id: "u-owner", email: "owner@example.com", firstName: "Olu", lastName: "Owner", role: "owner", permissions: [...ALL], status: "active", lastSignInAt: null, invitationExpiresAt: null };
const PACKER: StaffMemberDto = { id: "m-1", email: "packer@example.com", firstName: "Pat", lastName: "Packer", role: "staff", permissions: ["orders"], status: "active", lastSignInAt: "2026-11-27T10:00:00.000Z", invitationExpiresAt: null };
const INVITED: StaffMemberDto = { id: "m-2", email: "new@example.com", firstName: null, lastName: null, role: "staff", permissions: [], status: "invited", lastSignInAt: null, invitationExpiresAt: "2099-01-01T00:00:00.000Z" };

function renderSection(who: { role: "owner" | "staff"; permissions: string[] }, items: StaffMemberDto[]) {
  access = { isAdmin: false, ...who };
  const data: Record<string, unknown> = { "/api/staff": { items } };
  const qc = new QueryClient({ defaultOptions: { queries: { queryFn: async ({ queryKey }) => data[String(queryKey[1])], retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <StoreProvider store={{ id: "s1", slug: "demo", name: "Demo", currency: "INR", basePath: "" }}>
        <StaffSection />
      </StoreProvider>
    </QueryClientProvider>,
  );
}

describe("StaffSection", () => {
  beforeEach(() => apiRequest.mockReset());

  it("lists the owner and the staff with their status, and the owner may hand the store over", async () => {
    renderSection({ role: "owner", permissions: [...ALL] }, [OWNER, PACKER, INVITED]);
    const rows = await screen.findAllByTestId("staff-row");
    expect(rows.map((r) => r.dataset.email)).toEqual(["owner@example.com", "packer@example.com", "new@example.com"]);
    expect(within(rows[0]).getByText("Owner")).toBeTruthy();
    expect(within(rows[1]).getByText("Active")).toBeTruthy();
    expect(within(rows[2]).getByText("Invited")).toBeTruthy();
    // The owner's row has no actions; the staff rows do.
    expect(within(rows[0]).queryAllByRole("button")).toEqual([]);
    expect(screen.getByRole("button", { name: "Edit permissions of Pat Packer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Pat Packer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend invitation to new@example.com" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel invitation for new@example.com" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Transfer ownership" })).toBeTruthy();
  });

  it("invites with the permissions ticked, as the server reads them", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue({ ...INVITED, email: "packer2@example.com" });
    renderSection({ role: "owner", permissions: [...ALL] }, [OWNER]);
    await screen.findByText("No staff yet");
    await user.click(screen.getByRole("button", { name: "Invite staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite staff" });
    await user.type(within(dialog).getByLabelText("Email"), "Packer2@Example.com");
    await user.type(within(dialog).getByLabelText("First name (optional)"), "Pat");
    await user.click(within(dialog).getByRole("checkbox", { name: "Orders" }));
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    const [method, path, body] = apiRequest.mock.calls[0];
    expect([method, path]).toEqual(["POST", "/api/staff"]);
    expect(body).toEqual({ email: "packer2@example.com", firstName: "Pat", permissions: ["orders"] });
  });

  it("a staff member sees no hand-over and cannot tick what they do not hold", async () => {
    const user = userEvent.setup({ delay: null });
    renderSection({ role: "staff", permissions: ["orders", "staff"] }, [OWNER, PACKER]);
    await screen.findAllByTestId("staff-row");
    expect(screen.queryByRole("button", { name: "Transfer ownership" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Invite staff" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite staff" });
    expect((within(dialog).getByRole("checkbox", { name: "Orders" }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(dialog).getByRole("checkbox", { name: "Settings" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
