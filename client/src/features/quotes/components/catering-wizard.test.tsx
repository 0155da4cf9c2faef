import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { quoteMessages } from "@shared/rules/quotes";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import type { EventType } from "@shared/rules/event-types";
import { useQuoteStats } from "@/features/quotes/api/get-quote-stats";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import {
  dateInDays,
  fillDateStep,
  fillEventStep,
  fillItemsStep,
  fillPackageStep,
  findToast,
  FIRST_FIVE,
  nextButton,
  postedQuote,
  QUOTE_MENU,
  reachCheckout,
  signedInClient,
  storedQuote,
  VENUE,
} from "../quote-test-fixtures";
import CateringWizard from "./catering-wizard";
import { eventDateInputs } from "../event-date-input";
import { QUOTE_FIELD_MESSAGES } from "../quote-wizard-rules";

// Dates at a business in the default time zone (New York): these tests' settings are the defaults.
const { businessInstant } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
// The default booking rules (50 guests, 24 hours ahead) and their messages.
const QUOTE_MESSAGES = quoteMessages(DEFAULT_BUSINESS_SETTINGS.booking);
const { earliestEventInputs } = eventDateInputs(DEFAULT_BUSINESS_SETTINGS);

// Each test walks a whole form with real typing; a busy two-core machine needs more than the default 5 s.
const JOURNEY_TIMEOUT = 60_000;

const stats = { total: 1, pendingReview: 1, accepted: 0, totalValue: "0.00" };

function api(post: () => Response | Promise<Response> = () => json(storedQuote(), 201)) {
  return stubApi({
    "GET /api/me": () => json(signedInClient),
    "GET /api/menu-items": () => json(QUOTE_MENU),
    "GET /api/quotes/stats": () => json(stats),
    "POST /api/quotes": post,
  });
}

/** The dashboard's stat cards stand in for "the quotes lists": they must be read again after a request. */
/**
 * Issue 42 (GOV.UK): a refused step shows the error summary, which takes the focus; its link `message` leads to the
 * field that needs fixing.
 */
async function followSummaryLink(user: ReturnType<typeof userEvent.setup>, message: string) {
  const problems = await screen.findByRole("alert", { name: "There is a problem" });
  await waitFor(() => expect(problems).toHaveFocus());
  await user.click(within(problems).getByRole("link", { name: message }));
}

function StatsProbe() {
  const { data } = useQuoteStats();
  return <p>Total proposals: {data?.total ?? "…"}</p>;
}

function Harness({ initialEventType, onOpenChange = () => {} }: { initialEventType?: EventType; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <StatsProbe />
      <CateringWizard
        open={open}
        initialEventType={initialEventType}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

describe("<CateringWizard>", () => {
  it("opens on step 1 with a step indicator, Previous disabled, and a close button", async () => {
    api();
    const onOpenChange = vi.fn();
    renderWithApp(<Harness onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole("dialog", { name: "Catering Order" });
    expect(within(dialog).getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeInTheDocument();
    expect(within(dialog).getByRole("list", { name: "Progress: step 1 of 5" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem")[0]).toHaveAttribute("aria-current", "step");
    expect(within(dialog).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Next" })).toBeEnabled();

    await userEvent.setup({ delay: null }).click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  }, JOURNEY_TIMEOUT);

  it("preselects the event type it was opened with", async () => {
    api();
    renderWithApp(<Harness initialEventType="corporate" />);
    expect(await screen.findByRole("radio", { name: "Corporate Event" })).toBeChecked();
  }, JOURNEY_TIMEOUT);

  it("refuses to leave step 1 without an event type", async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderWithApp(<Harness />);
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await findToast(QUOTE_MESSAGES.missing)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.missingTitle, { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeInTheDocument();
    // The field says what it needs; the error summary takes the focus and leads to the first event type.
    await followSummaryLink(user, QUOTE_FIELD_MESSAGES.eventType);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Corporate Event" })).toHaveFocus());
  }, JOURNEY_TIMEOUT);

  it("ignores a guest count below 50 and puts 50 back, with the reason, when the field is left", async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderWithApp(<Harness />);
    const guests = await screen.findByRole("spinbutton", { name: "Number of guests" });
    expect(guests).toHaveValue(50);
    await user.clear(guests);
    await user.type(guests, "30");
    expect(guests).toHaveValue(30);
    await user.tab();
    expect(guests).toHaveValue(50);
    expect(screen.getByRole("alert")).toHaveTextContent(QUOTE_MESSAGES.wizardMinGuests);
    expect(guests).toHaveAccessibleDescription(expect.stringContaining(QUOTE_MESSAGES.wizardMinGuests));

    // A count of 50 or more is taken (the package step's estimate reads it), and the message goes.
    await user.clear(guests);
    await user.type(guests, "80");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Wedding" }));
    await user.click(nextButton());
    await fillDateStep(user);
    expect(await screen.findByText("Estimate for 80 guests: $3,200.00")).toBeInTheDocument();
  }, JOURNEY_TIMEOUT);

  it("refuses a venue shorter than 20 characters and an event less than 24 hours ahead", async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderWithApp(<Harness />);
    await fillEventStep(user);
    await fillDateStep(user, { venue: "12 Main St" });

    expect(await findToast(QUOTE_MESSAGES.wizardAddress)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.addressTitle, { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 2 of 5: Date & Time" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Venue Address" })).toHaveAttribute("aria-invalid", "true");
    await followSummaryLink(user, QUOTE_MESSAGES.wizardAddress);
    expect(screen.getByRole("textbox", { name: "Venue Address" })).toHaveFocus();
    // The rule's earliest date (24 hours ahead, rounded up to the minute: in a day's last minute that is the day after
    // tomorrow); event-date-input.test.ts checks the rule itself.
    expect(screen.getByLabelText("Event Date")).toHaveAttribute("min", earliestEventInputs().date);

    const venue = screen.getByRole("textbox", { name: "Venue Address" });
    await user.clear(venue);
    await user.type(venue, VENUE);
    const date = screen.getByLabelText("Event Date");
    await user.clear(date);
    await user.type(date, dateInDays(0));
    await user.click(nextButton());
    expect(await findToast(QUOTE_MESSAGES.leadTime)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 2 of 5: Date & Time" })).toBeInTheDocument();
    await followSummaryLink(user, QUOTE_MESSAGES.leadTime);
    expect(screen.getByLabelText("Event Date")).toHaveFocus();
  }, JOURNEY_TIMEOUT);

  it("needs a package, then exactly five items: counts them, refuses a sixth, and labels the step's button REVIEW ORDER", async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderWithApp(<Harness />);
    await fillEventStep(user);
    await fillDateStep(user);
    await screen.findByRole("heading", { name: "Step 3 of 5: Package" });
    await user.click(nextButton());
    expect(await findToast("Please choose a package")).toBeInTheDocument();
    await followSummaryLink(user, "Please choose a package");
    expect(within(screen.getByRole("group", { name: /package/i })).getAllByRole("radio")[0]).toHaveFocus();
    await fillPackageStep(user);

    await screen.findByRole("heading", { name: "Step 4 of 5: Menu Items" });
    expect(screen.getByRole("button", { name: "REVIEW ORDER" })).toBeInTheDocument();
    // Market-value and inactive dishes are not offered.
    await screen.findByRole("checkbox", { name: "Classic Caesar Salad" });
    expect(screen.queryByRole("checkbox", { name: "Grilled Salmon" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Old Potato Salad" })).not.toBeInTheDocument();
    expect(screen.getByText("Selected 0/5").parentElement).toHaveTextContent("Choose 5 more items.");

    for (const item of FIRST_FIVE.slice(0, 3)) await user.click(screen.getByRole("checkbox", { name: item.name }));
    expect(screen.getByText("Selected 3/5").parentElement).toHaveTextContent("Choose 2 more items.");
    await user.click(screen.getByRole("button", { name: "REVIEW ORDER" }));
    expect(await findToast(QUOTE_MESSAGES.menuSelection)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.menuSelectionTitle, { selector: "[data-variant] *" })).toBeInTheDocument();

    for (const item of FIRST_FIVE.slice(3)) await user.click(screen.getByRole("checkbox", { name: item.name }));
    expect(screen.getByText("Selected 5/5").parentElement).toHaveTextContent("All 5 items chosen.");
    const sixth = screen.getByRole("checkbox", { name: "Honey Cornbread" });
    await user.click(sixth);
    expect(sixth).not.toBeChecked();
    expect(await findToast(QUOTE_MESSAGES.maxItems)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.maxItemsTitle, { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByText("Selected 5/5")).toBeInTheDocument();

    // Clearing one makes room again.
    await user.click(screen.getByRole("checkbox", { name: "Rice and Peas" }));
    await user.click(sixth);
    expect(sixth).toBeChecked();
  }, JOURNEY_TIMEOUT);

  it("goes back with Previous keeping the answers, and never past step 5", async () => {
    const user = userEvent.setup({ delay: null });
    api();
    renderWithApp(<Harness />);
    await reachCheckout(user);
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Quote Request" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("heading", { name: "Step 4 of 5: Menu Items" })).toHaveFocus();
    expect(screen.getByRole("checkbox", { name: "Jerk Chicken" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Wedding" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "Number of guests" })).toHaveValue(120);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  }, JOURNEY_TIMEOUT);

  it("summarises the order, sends the quote (item names before the notes), refreshes the quotes and closes", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => {};
    const fetchMock = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onOpenChange = vi.fn();
    renderWithApp(<Harness onOpenChange={onOpenChange} />);
    expect(await screen.findByText("Total proposals: 1")).toBeInTheDocument();
    await fillEventStep(user);
    const date = dateInDays(30);
    await fillDateStep(user, { date, time: "18:30" });
    await fillPackageStep(user);
    await fillItemsStep(user);

    const summary = screen.getByRole("region", { name: "Order summary" });
    expect(summary).toHaveTextContent("Wedding");
    expect(summary).toHaveTextContent("at 6:30 PM");
    expect(summary).toHaveTextContent(VENUE);
    expect(summary).toHaveTextContent("Full-Service Package");
    for (const item of FIRST_FIVE) expect(within(summary).getByText(item.name)).toBeInTheDocument();
    const cost = screen.getByRole("region", { name: "Cost breakdown" });
    expect(cost).toHaveTextContent("120 guests × $40.00 per person");
    expect(cost).toHaveTextContent("Estimated total$4,800.00");
    // A signed-in client is not asked for contact details.
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), "Outdoor reception");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
    // Busy, not disabled (issue 42): it keeps the focus and ignores presses.
    expect(await screen.findByRole("button", { name: "Submitting..." })).toHaveAttribute("aria-disabled", "true");

    const body = postedQuote(fetchMock);
    expect(body).toEqual({
      eventType: "wedding",
      eventDate: businessInstant(date, "18:30")!.toISOString(),
      guestCount: 120,
      venue: VENUE,
      menuPackage: "full-service",
      menuItemIds: FIRST_FIVE.map((i) => i.id),
      notes: `Selected menu items: ${FIRST_FIVE.map((i) => i.name).join(", ")}\n\nOutdoor reception`,
    });
    expect(body).not.toHaveProperty("clientId");
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("totalAmount");

    answer(json(storedQuote(), 201));
    expect(await findToast("Quote Request Submitted Successfully!")).toBeInTheDocument();
    expect(
      screen.getByText("Your catering quote request has been submitted. We'll contact you within 24 hours with a detailed quote and pricing.", {
        selector: "[data-variant] *",
      }),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/quotes/stats")).toHaveLength(2));
  }, JOURNEY_TIMEOUT);

  it("keeps everything typed and shows the server's message in an Error toast when sending fails", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = api(() => json({ message: QUOTE_MESSAGES.leadTime }, 400));
    const onOpenChange = vi.fn();
    renderWithApp(<Harness onOpenChange={onOpenChange} />);
    await reachCheckout(user);
    await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), "Gluten-free table");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    expect(await findToast(QUOTE_MESSAGES.leadTime)).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Catering Order" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Notes (optional)" })).toHaveValue("Gluten-free table");
    expect(screen.getByRole("button", { name: "Submit Quote Request" })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(postedQuote(fetchMock)).toMatchObject({ guestCount: 120 });
  }, JOURNEY_TIMEOUT);

  it("falls back to the generic message when the server cannot be reached", async () => {
    const user = userEvent.setup({ delay: null });
    api(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWithApp(<Harness />);
    await reachCheckout(user);
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
    expect(await findToast("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Step 5 of 5: Checkout" })).toBeInTheDocument();
  }, JOURNEY_TIMEOUT);
});
