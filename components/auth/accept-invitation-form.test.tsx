import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "@/lib/http/client";

const apiRequest = vi.fn();
const navigate = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/lib/http/navigate", () => ({ hardNavigate: (p: string) => navigate(p) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: () => {} }));

import { AcceptInvitationForm } from "./accept-invitation-form";

const accepted = { member: { id: "m1" }, store: { id: "s1", slug: "demo", name: "Demo" } };

describe("AcceptInvitationForm", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    navigate.mockReset();
  });

  it("a new address names itself and sets a password, then opens the store's dashboard", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue(accepted);
    render(<AcceptInvitationForm token="tok" email="packer@example.com" storeName="Demo" mode={{ kind: "new", firstName: "Pat", lastName: "" }} />);
    await user.type(screen.getByLabelText("Last name"), "Packer");
    await user.type(screen.getByLabelText("Password"), "packer-pass-1");
    await user.type(screen.getByLabelText("Confirm password"), "packer-pass-2");
    await user.click(screen.getByRole("button", { name: "Create account and join" }));
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(apiRequest).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Confirm password"));
    await user.type(screen.getByLabelText("Confirm password"), "packer-pass-1");
    await user.click(screen.getByRole("button", { name: "Create account and join" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    const [method, path, body] = apiRequest.mock.calls[0];
    expect([method, path]).toEqual(["POST", "/api/staff/accept"]);
    expect(body).toEqual({ token: "tok", firstName: "Pat", lastName: "Packer", password: "packer-pass-1" });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/store/demo/tenant-dashboard"));
  });

  it("signed in as the invited address: one click", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockResolvedValue(accepted);
    render(<AcceptInvitationForm token="tok" email="owner2@example.com" storeName="Demo" mode={{ kind: "signed-in" }} />);
    await user.click(screen.getByRole("button", { name: "Accept as owner2@example.com" }));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));
    expect(apiRequest.mock.calls[0][2]).toEqual({ token: "tok" });
  });

  it("an existing account gives its password; a wrong one shows under the field; a used link says so", async () => {
    const user = userEvent.setup({ delay: null });
    apiRequest.mockRejectedValueOnce(new HttpError(400, JSON.stringify({ message: "The password is incorrect", errors: { password: "The password is incorrect" } })));
    render(<AcceptInvitationForm token="tok" email="owner2@example.com" storeName="Demo" mode={{ kind: "password", signedInAs: null }} />);
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect(await screen.findByText("The password is incorrect")).toBeTruthy();
    apiRequest.mockRejectedValueOnce(new HttpError(410, JSON.stringify({ message: "This invitation has expired or was already used" })));
    await user.click(screen.getByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByRole("alert")).textContent).toContain("expired or was already used");
  });
});
