import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MENU_ITEM_MESSAGES } from "@shared/validators/menu-items";
import { renderWithApp } from "@/test/test-utils";
import { caesar } from "../test-fixtures";
import { MenuItemForm, type FormVariant } from "./menu-item-form";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

function renderForm(variant: FormVariant, props: Partial<Parameters<typeof MenuItemForm>[0]> = {}) {
  const onSubmit = vi.fn();
  renderWithApp(<MenuItemForm variant={variant} submitLabel="Add Item" isPending={false} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup({ delay: null }) };
}

const field = (name: string) => screen.getByRole("textbox", { name });

describe("MenuItemForm", () => {
  it("simple: refuses a form without name and price with 'Name and price are required'", async () => {
    const { onSubmit, user } = renderForm("simple");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    expect(await toastText("Missing Information")).toBeInTheDocument();
    expect(field("Name")).toHaveAccessibleDescription(MENU_ITEM_MESSAGES.nameAndPrice);
    expect(field("Price")).toHaveAccessibleDescription(expect.stringContaining(MENU_ITEM_MESSAGES.nameAndPrice));
    // The error summary takes the focus (issue 42); its first link leads to Name.
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(within(problems).getAllByRole("link", { name: MENU_ITEM_MESSAGES.nameAndPrice })[0]);
    expect(field("Name")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Description, serving size and prep time are optional here.
    expect(field("Description")).not.toHaveAttribute("aria-invalid", "true");
    expect(field("Serving Size")).not.toBeRequired();
  });

  it("simple: sends name and price alone, with the defaults for the rest", async () => {
    const { onSubmit, user } = renderForm("simple", { defaultCategory: "entrees" });
    await user.type(field("Name"), "  Peach Cobbler ");
    await user.type(field("Price"), "$30 per person");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: "Peach Cobbler",
      price: "$30 per person",
      category: "entrees",
      description: "",
      servingSize: "",
      prepTime: "",
      minOrder: 1,
      popular: false,
      dietary: [],
      allergens: [],
      isActive: true,
    });
  });

  it("full: also requires description, serving size and prep time", async () => {
    const { onSubmit, user } = renderForm("full");
    await user.type(field("Name"), "Peach Cobbler");
    await user.type(field("Price"), "$15.99");
    await user.click(screen.getByRole("button", { name: "Add Item" }));

    expect(await toastText(MENU_ITEM_MESSAGES.description)).toBeInTheDocument();
    expect(field("Description")).toHaveAccessibleDescription(MENU_ITEM_MESSAGES.description);
    expect(field("Serving Size")).toHaveAccessibleDescription(MENU_ITEM_MESSAGES.servingSize);
    expect(field("Prep Time")).toHaveAccessibleDescription(MENU_ITEM_MESSAGES.prepTime);
    expect(field("Serving Size")).toBeRequired();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the price rule at the price field when the text cannot be read", async () => {
    const { onSubmit, user } = renderForm("full", { item: caesar, submitLabel: "Save Changes" });
    await user.clear(field("Price"));
    await user.type(field("Price"), "about sixty dollars");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(field("Price")).toHaveAccessibleDescription(expect.stringContaining(MENU_ITEM_MESSAGES.priceFormat)));
    expect(await toastText(MENU_ITEM_MESSAGES.priceFormat)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("full: starts from the item's values and sends every field", async () => {
    const { onSubmit, user } = renderForm("full", { item: caesar, submitLabel: "Save Changes" });
    expect(field("Name")).toHaveValue("Classic Caesar Salad");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("salads");
    expect(screen.getByRole("checkbox", { name: "Vegetarian" })).toBeChecked();
    // The item's allergens, shown again to edit: nine labelled boxes in their own group.
    const allergens = screen.getByRole("group", { name: "Allergens (contains)" });
    expect(within(allergens).getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked).map((box) => box.closest("div")?.textContent)).toEqual([
      "Milk",
      "Eggs",
      "Fish",
      "Wheat",
    ]);
    expect(within(allergens).getAllByRole("checkbox")).toHaveLength(9);
    await user.click(within(allergens).getByRole("checkbox", { name: "Fish" }));
    // From the keyboard as well.
    within(allergens).getByRole("checkbox", { name: "Sesame" }).focus();
    await user.keyboard(" ");

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "sides");
    await user.clear(screen.getByRole("spinbutton", { name: "Minimum Order" }));
    await user.type(screen.getByRole("spinbutton", { name: "Minimum Order" }), "25");
    await user.click(screen.getByRole("checkbox", { name: "Gluten-Free" }));
    await user.click(screen.getByRole("checkbox", { name: "Featured (shown on the homepage)" }));
    await user.click(screen.getByRole("checkbox", { name: "Available (customers can order it)" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: "Classic Caesar Salad",
      price: "Half Pan $60 / Full Pan $90",
      category: "sides",
      description: caesar.description,
      servingSize: caesar.servingSize,
      prepTime: caesar.prepTime,
      minOrder: 25,
      popular: false,
      dietary: ["vegetarian", "gluten-free"],
      allergens: ["milk", "eggs", "wheat", "sesame"],
      isActive: false,
    });
  });

  it("full: a new item starts in the given category, and the save button reads Saving... while pending", () => {
    renderForm("full", { defaultCategory: "salads", isPending: true });
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("salads");
    // Busy, not disabled (issue 42): it keeps the focus and ignores presses.
    expect(screen.getByRole("button", { name: "Saving..." })).toHaveAttribute("aria-disabled", "true");
  });

  it("tabs: Basic Info, Details and Settings, moving to the tab of the first problem", async () => {
    const { onSubmit, user } = renderForm("tabs");
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Basic Info", "Details", "Settings"]);
    expect(screen.getByRole("tab", { name: "Basic Info" })).toHaveAttribute("aria-selected", "true");

    await user.type(field("Name"), "Peach Cobbler");
    await user.type(field("Price"), "$15.99");
    await user.type(field("Description"), "Warm peaches under a buttery crust.");
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    expect(screen.getByRole("checkbox", { name: "Available (customers can order it)" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(await toastText(MENU_ITEM_MESSAGES.servingSize)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    // The error summary above the tabs takes the focus (issue 42) and leads to the field.
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(within(problems).getByRole("link", { name: MENU_ITEM_MESSAGES.servingSize }));
    expect(field("Serving Size")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(field("Serving Size"), "Serves 12");
    await user.type(field("Prep Time"), "45 minutes");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: "Peach Cobbler", servingSize: "Serves 12", prepTime: "45 minutes", description: "Warm peaches under a buttery crust." });
    // The typed values survive switching tabs.
    await user.click(screen.getByRole("tab", { name: "Basic Info" }));
    expect(within(screen.getByRole("tabpanel")).getByRole("textbox", { name: "Name" })).toHaveValue("Peach Cobbler");
  });
});
