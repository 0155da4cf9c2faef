import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { EventTypeTiles } from "./event-type-tiles";

describe("EventTypeTiles", () => {
  it.each(["Wedding", "Corporate Event", "Private Party", "School Event", "Other Event"])("%s opens the wizard with that event type chosen", async (name) => {
    stubApi({ "GET /api/me": () => json(null, 401), "GET /api/menu-items": () => json([]) });
    const user = userEvent.setup();
    renderWithApp(<EventTypeTiles />);
    await user.click(screen.getByRole("button", { name }));
    const wizard = await screen.findByRole("dialog", { name: "Catering Order" });
    expect(within(wizard).getByRole("radio", { name })).toBeChecked();
  });
});
