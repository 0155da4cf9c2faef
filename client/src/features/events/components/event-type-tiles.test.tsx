import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderWithApp, stubApi } from "@/test/test-utils";
import { EventTypeTiles } from "./event-type-tiles";

// Stands in for the real wizard (its own chunk, tested with its feature) to see which event type it was opened with.
vi.mock("@/features/quotes/components/catering-wizard", () => ({
  default: ({ open, initialEventType }: { open: boolean; initialEventType?: string }) =>
    open ? <div role="dialog" aria-label="Catering wizard">Event type: {initialEventType ?? "none"}</div> : null,
}));

describe("EventTypeTiles", () => {
  it.each([
    ["Corporate Event", "corporate"],
    ["Private Party", "private"],
    ["School Event", "school"],
    ["Other Event", "other"],
  ])("%s opens the wizard with %s chosen", async (name, type) => {
    stubApi({});
    const user = userEvent.setup();
    renderWithApp(<EventTypeTiles />);
    await user.click(screen.getByRole("button", { name }));
    expect(await screen.findByRole("dialog", { name: "Catering wizard" })).toHaveTextContent(`Event type: ${type}`);
  });
});
