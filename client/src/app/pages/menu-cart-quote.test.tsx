import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import MenuPage from "./menu";

const caesarLine = { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Half Pan", minOrder: 1, quantity: 2 };

beforeEach(() => {
  window.localStorage.clear();
});

describe("the menu page's cart: quote request", () => {
  it("opens the event quote dialog in place, and keeps what was typed when it is closed and opened again", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([caesarLine]));
    stubApi({ "GET /api/me": () => json({ message: "Authentication required" }, 401), "GET /api/menu-items": () => json([]) });
    const { memory } = renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });

    await user.click(screen.getByRole("button", { name: "Request Event Quote (50+ People)" }));
    const dialog = await screen.findByRole("dialog", { name: "Request Event Quote" });
    expect(memory.history).toEqual(["/menu?tab=cart"]);
    await user.type(within(dialog).getByRole("textbox", { name: "Number of Guests" }), "80");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Request Event Quote (50+ People)" }));
    expect(within(await screen.findByRole("dialog", { name: "Request Event Quote" })).getByRole("textbox", { name: "Number of Guests" })).toHaveValue("80");
  });
});
