import { AdminItemEditButton } from "./admin-item-edit-button";
import { MenuItemsPanel, MenuItemCard } from "@/features/menu";
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useUser } from "@/features/auth";

import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { admin, bodyOf, caesar, client } from "../test-fixtures";

/** Says when the signed-in user is known, so a test can assert what is (not) shown after that. */
function SignedInProbe() {
  const { isPending } = useUser();
  return isPending ? null : <p>user known</p>;
}

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

describe("menu card Edit (admins only)", () => {
  it.each([
    ["a visitor", () => json({ message: "Authentication required" }, 401)],
    ["a client", () => json(client)],
  ])("is not shown to %s", async (_who, me) => {
    stubApi({ "GET /api/me": me });
    renderWithApp(
      <>
        <SignedInProbe />
        <MenuItemCard item={caesar} adminAction={<AdminItemEditButton item={caesar} />} />
      </>,
      { path: "/menu" },
    );
    await screen.findByText("user known");
    expect(screen.getByRole("button", { name: "Add to Cart: Classic Caesar Salad" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("opens the item's edit dialog for an admin and saves with PATCH", async () => {
    let patched: unknown;
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/menu-items/1/photos": () => json([]),
      "PATCH /api/menu-items/1": (init) => {
        patched = bodyOf(init);
        return json({ ...caesar, price: "Half Pan $65 / Full Pan $95" });
      },
    });
    const user = userEvent.setup();
    renderWithApp(<MenuItemCard item={caesar} adminAction={<AdminItemEditButton item={caesar} />} />, { path: "/menu" });

    await user.click(await screen.findByRole("button", { name: "Edit Classic Caesar Salad" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Menu Item" });
    expect(within(dialog).getByRole("heading", { name: "Photos" })).toBeInTheDocument();
    const price = within(dialog).getByRole("textbox", { name: "Price" });
    await user.clear(price);
    await user.type(price, "Half Pan $65 / Full Pan $95");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await toastText("Menu Item Updated")).toBeInTheDocument();
    expect(patched).toMatchObject({ name: "Classic Caesar Salad", price: "Half Pan $65 / Full Pan $95" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Edit Classic Caesar Salad" })).toHaveFocus();
  });

  it("is not offered on the built-in fallback menu, whose items are not in the database", async () => {
    stubApi({
      "GET /api/me": () => json({ id: 1, username: "boss", email: "boss@example.com", role: "admin" }),
      "GET /api/menu-items": () => json({ message: "Something went wrong" }, 500),
    });
    renderWithApp(
      <>
        <SignedInProbe />
        <MenuItemsPanel adminAction={(item) => <AdminItemEditButton item={item} />} />
      </>,
      { path: "/menu" },
    );
    await screen.findByText("user known");
    expect(await screen.findByRole("button", { name: "Add to Cart: Classic Caesar Salad" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
  });
});
