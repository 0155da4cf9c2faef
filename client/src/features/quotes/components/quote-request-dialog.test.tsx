import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { quoteMessages } from "@shared/rules/quotes";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { dateInDays, findToast, postedQuote, QUOTE_MENU, signedInClient, storedQuote } from "../quote-test-fixtures";
import { eventDateInputs } from "../event-date-input";
import { QuoteRequestDialog } from "./quote-request-dialog";

// The default settings: 50 guests, a day starting at midnight in New York.
const QUOTE_MESSAGES = quoteMessages(DEFAULT_BUSINESS_SETTINGS.booking);
const { eventDayIso } = eventDateInputs(DEFAULT_BUSINESS_SETTINGS);

const visitor = () => json({ message: "Authentication required" }, 401);

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <QuoteRequestDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

function fields() {
  const dialog = screen.getByRole("dialog", { name: "Request Event Quote" });
  return {
    dialog,
    eventType: within(dialog).getByRole("combobox", { name: "Event Type" }),
    eventDate: within(dialog).getByLabelText("Event Date"),
    guests: within(dialog).getByRole("textbox", { name: "Number of Guests" }),
    budget: within(dialog).getByRole("textbox", { name: "Budget in dollars (optional)" }),
    venue: within(dialog).getByRole("textbox", { name: "Venue (optional)" }),
    notes: within(dialog).getByRole("textbox", { name: "Notes (optional)" }),
    submit: within(dialog).getByRole("button", { name: "Submit Quote Request" }),
  };
}

// Each test walks a whole form with real typing; a busy two-core machine needs more than the default 5 s.
const JOURNEY_TIMEOUT = 60_000;

describe("<QuoteRequestDialog>", () => {
  it("takes digits only for the guest count and the budget", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "GET /api/me": () => json(signedInClient), "GET /api/menu-items": () => json(QUOTE_MENU) });
    renderWithApp(<Harness />);
    await screen.findByRole("dialog", { name: "Request Event Quote" });
    const { guests, budget } = fields();
    await user.type(budget, "$5,0a00.");
    expect(budget).toHaveValue("5000");
    await user.type(guests, "7-5x");
    expect(guests).toHaveValue("75");
  }, JOURNEY_TIMEOUT);

  it("needs an event type and date (Missing Information) and at least 50 guests", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "GET /api/me": () => json(signedInClient), "GET /api/menu-items": () => json(QUOTE_MENU) });
    renderWithApp(<Harness />);
    await screen.findByRole("dialog", { name: "Request Event Quote" });
    const f = fields();
    await user.click(f.submit);
    expect(await findToast(QUOTE_MESSAGES.missing)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.missingTitle, { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(f.eventType).toHaveAttribute("aria-invalid", "true");

    await user.selectOptions(f.eventType, "Corporate Event");
    fireEvent.change(f.eventDate, { target: { value: dateInDays(14) } });
    await user.type(f.guests, "30");
    await user.click(f.submit);
    expect(await findToast(QUOTE_MESSAGES.customMinGuests)).toBeInTheDocument();
    expect(f.guests).toHaveAccessibleDescription(expect.stringContaining(QUOTE_MESSAGES.customMinGuests));
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/quotes")).toBe(false);
  }, JOURNEY_TIMEOUT);

  it("sends a custom quote (venue TBD, budget in dollars, chosen items named in the notes), confirms and closes", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/me": () => json(signedInClient),
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "POST /api/quotes": () => json(storedQuote({ menuPackage: "custom", venue: "TBD", totalAmount: "0.00" }), 201),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<Harness onOpenChange={onOpenChange} />);
    await screen.findByRole("dialog", { name: "Request Event Quote" });
    const f = fields();
    const date = dateInDays(20);
    await user.selectOptions(f.eventType, "Graduation");
    fireEvent.change(f.eventDate, { target: { value: date } });
    await user.type(f.guests, "75");
    await user.type(f.budget, "5000");
    await user.type(f.notes, "Buffet on the lawn");
    await user.click(within(f.dialog).getByRole("button", { name: "Choose Menu Items (optional, up to 5)" }));
    await user.click(await screen.findByRole("checkbox", { name: "Jerk Chicken" }));
    await user.click(screen.getByRole("checkbox", { name: "Rice and Peas" }));
    expect(screen.getByText("Selected 2/5").parentElement).toHaveTextContent("Optional: up to 5 items.");
    // Visitors only: a signed-in client is not asked for contact details.
    expect(within(f.dialog).queryByRole("group", { name: "Your contact details" })).not.toBeInTheDocument();
    await user.click(f.submit);

    expect(await findToast("Quote Request Submitted Successfully!")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(postedQuote(fetchMock)).toEqual({
      eventType: "graduation",
      eventDate: eventDayIso(date),
      guestCount: 75,
      venue: "TBD",
      menuPackage: "custom",
      menuItemIds: [5, 4],
      budget: 5000,
      notes: "Selected menu items: Jerk Chicken, Rice and Peas\n\nBuffet on the lawn",
    });
  }, JOURNEY_TIMEOUT);

  it("asks a visitor for contact details and keeps the form when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/me": visitor,
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "POST /api/quotes": () => json({ message: "Too many requests. Please try again later." }, 429),
    });
    const onOpenChange = vi.fn();
    renderWithApp(<Harness onOpenChange={onOpenChange} />);
    const contact = await screen.findByRole("group", { name: "Your contact details" });
    const f = fields();
    await user.selectOptions(f.eventType, "Wedding");
    fireEvent.change(f.eventDate, { target: { value: dateInDays(60) } });
    await user.type(f.guests, "150");
    await user.click(f.submit);
    expect(await findToast(QUOTE_MESSAGES.contact)).toBeInTheDocument();

    await user.type(within(contact).getByRole("textbox", { name: "Name" }), "Vera Visitor");
    await user.type(within(contact).getByRole("textbox", { name: "Email" }), "vera@example.com");
    await user.type(within(contact).getByRole("textbox", { name: "Phone" }), "555-0101");
    await user.click(f.submit);

    expect(await findToast("Too many requests. Please try again later.")).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(f.guests).toHaveValue("150");
    expect(within(contact).getByRole("textbox", { name: "Email" })).toHaveValue("vera@example.com");
    expect(postedQuote(fetchMock)).toMatchObject({
      menuPackage: "custom",
      guestCount: 150,
      venue: "TBD",
      budget: 0,
      notes: null,
      contactName: "Vera Visitor",
      contactEmail: "vera@example.com",
      contactPhone: "555-0101",
    });
  }, JOURNEY_TIMEOUT);
});
