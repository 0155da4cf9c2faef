import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { duplicateDishMessage } from "@shared/rules/menu-names";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { DIALOG_TOASTS } from "../menu-admin-toasts";
import { MenuItemDialog } from "./menu-item-dialog";

describe("<MenuItemDialog>", () => {
  it("shows the server's refusal of a dish name the category already has at the Name field, and keeps the dialog open", async () => {
    const message = duplicateDishMessage("Jerk Chicken", "entrees");
    const fetchMock = stubApi({ "POST /api/menu-items": () => json({ message, field: "name" }, 409) });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MenuItemDialog open onOpenChange={() => {}} variant="simple" toasts={DIALOG_TOASTS} defaultCategory="entrees" />);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "jerk chicken ");
    await user.type(screen.getByRole("textbox", { name: "Price" }), "$15.99");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    await waitFor(() => expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(message));
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    expect(problems).toHaveTextContent(message);
    expect(await screen.findByText(`${DIALOG_TOASTS.createFailed.description} ${message}`, { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
