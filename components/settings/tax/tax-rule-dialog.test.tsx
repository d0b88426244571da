import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const apiRequest = vi.fn();
const toast = vi.fn();
vi.mock("@/lib/http/fetch", async (orig) => ({ ...(await orig<typeof import("@/lib/http/fetch")>()), apiRequest: (...a: unknown[]) => apiRequest(...a) }));
vi.mock("@/components/ui/use-toast", () => ({ toast: (...a: unknown[]) => toast(...a) }));

import { TaxRuleDialog } from "./tax-rule-dialog";

describe("TaxRuleDialog", () => {
  beforeEach(() => {
    apiRequest.mockReset();
    toast.mockReset();
  });

  it("shows each level's errors and stages nothing until the row is valid", async () => {
    const user = userEvent.setup({ delay: null });
    render(<TaxRuleDialog open onOpenChange={() => {}} onCreated={async () => {}} />);
    await user.click(screen.getByRole("button", { name: "Add Level" }));
    expect(screen.getByText("Label is required")).toBeTruthy();
    expect(screen.getByText("Tax rate is required")).toBeTruthy();
    expect(screen.getByText("Levels to save (0)")).toBeTruthy();

    await user.type(screen.getByLabelText("Label"), "GST");
    await user.type(screen.getByLabelText("Tax rate (%)"), "150");
    await user.click(screen.getByRole("button", { name: "Add Level" }));
    expect(screen.getByText("Enter a rate from 0 to 100 with up to 3 decimals")).toBeTruthy();
    expect(screen.getByLabelText("Tax rate (%)").getAttribute("aria-invalid")).toBe("true");
  });

  it("saves the rule with its staged levels in one request; a rule without levels or name is refused", async () => {
    const user = userEvent.setup({ delay: null });
    const onCreated = vi.fn(async () => {});
    apiRequest.mockResolvedValue({ id: "r1" });
    render(<TaxRuleDialog open onOpenChange={() => {}} onCreated={onCreated} />);
    await user.click(screen.getByRole("button", { name: /Create Rule|Save/ }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Rule name required" }));
    await user.type(screen.getByLabelText("Rule name"), "GST 18%");
    await user.click(screen.getByRole("button", { name: /Create Rule|Save/ }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "No tax levels" }));
    expect(apiRequest).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Label"), "IGST");
    await user.type(screen.getByLabelText("Tax rate (%)"), "18");
    await user.click(screen.getByLabelText("All Countries"));
    await user.click(screen.getByRole("button", { name: "Add Level" }));
    expect(screen.getByText("Levels to save (1)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Create Rule|Save/ }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(apiRequest).toHaveBeenCalledWith(
      "POST",
      "/api/tax-rules",
      expect.objectContaining({
        name: "GST 18%",
        levels: [expect.objectContaining({ level: 1, labelName: "IGST", taxRate: "18", applyToAllCountries: true })],
      }),
    );
  });
});
