import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { QUOTE_MESSAGES } from "@shared/rules/quotes";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import {
  fillDateStep,
  fillEventStep,
  fillItemsStep,
  findToast,
  postedQuote,
  QUOTE_MENU,
  reachCheckout,
  signedInClient,
  storedQuote,
} from "@/features/quotes/quote-test-fixtures";
import QuotePage from "./quote";

const visitor = () => json({ message: "Authentication required" }, 401);

// Each test walks a whole form with real typing; a busy two-core machine needs more than the default 5 s.
const JOURNEY_TIMEOUT = 60_000;

describe("/quote", () => {
  it("opens the custom quote with a market-value dish already chosen (?dish=ID)", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json(QUOTE_MENU) });
    renderWithApp(<QuotePage />, { path: "/quote?dish=7" });
    const dialog = await screen.findByRole("dialog");
    const salmon = await within(dialog).findByRole("checkbox", { name: /Grilled Salmon/ });
    expect(salmon).toBeChecked();
    expect(within(dialog).getByText("(market price, priced by our team)")).toBeInTheDocument();
  });

  it("asks a visitor for name, email and phone on the last step before sending, then confirms on the page", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/me": visitor,
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "POST /api/quotes": () =>
        json(storedQuote({ clientId: null, contactName: "Vera Visitor", contactEmail: "vera@example.com", contactPhone: "555-0101" }), 201),
    });
    renderWithApp(<QuotePage />, { path: "/quote" });
    expect(screen.getByRole("heading", { level: 1, name: "Request a Quote" })).toBeInTheDocument();
    await reachCheckout(user);

    const contact = screen.getByRole("group", { name: "Your contact details" });
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
    expect(await findToast(QUOTE_MESSAGES.contact)).toBeInTheDocument();
    expect(within(contact).getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/quotes")).toBe(false);

    await user.type(within(contact).getByRole("textbox", { name: "Name" }), "Vera Visitor");
    await user.type(within(contact).getByRole("textbox", { name: "Email" }), "vera@example");
    await user.type(within(contact).getByRole("textbox", { name: "Phone" }), "555-0101");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));
    expect(await findToast("Please enter a valid email address")).toBeInTheDocument();

    await user.type(within(contact).getByRole("textbox", { name: "Email" }), ".com");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    const confirmation = await screen.findByRole("heading", { level: 2, name: "Quote Request Submitted Successfully!" });
    // The heading takes the focus in an effect after it is shown: on a busy machine a little later than it appears.
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(await findToast("Quote Request Submitted Successfully!")).toBeInTheDocument();
    expect(screen.getByText("CC-2024-012")).toBeInTheDocument();
    expect(screen.getByText("$4,800.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/home");
    expect(postedQuote(fetchMock)).toMatchObject({
      menuPackage: "full-service",
      menuItemIds: [1, 2, 3, 4, 5],
      contactName: "Vera Visitor",
      contactEmail: "vera@example.com",
      contactPhone: "555-0101",
    });

    // Another request starts again from step 1 with an empty form.
    await user.click(screen.getByRole("button", { name: "Request Another Quote" }));
    expect(await screen.findByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Wedding" })).not.toBeChecked();
  }, JOURNEY_TIMEOUT);

  it("does not ask a signed-in client for contact details, and preselects the package from the link", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      "GET /api/me": () => json(signedInClient),
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "POST /api/quotes": () => json(storedQuote({ menuPackage: "brunch", totalAmount: "3600.00" }), 201),
    });
    renderWithApp(<QuotePage />, { path: "/quote?package=brunch" });
    await fillEventStep(user);
    await fillDateStep(user);
    await screen.findByRole("heading", { name: "Step 3 of 5: Package" });
    expect(screen.getByRole("radio", { name: "Brunch Package" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillItemsStep(user);

    expect(screen.queryByRole("group", { name: "Your contact details" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Cost breakdown" })).toHaveTextContent("120 guests × $30.00 per person");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    expect(await screen.findByRole("heading", { name: "Quote Request Submitted Successfully!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Your Proposals" })).toHaveAttribute("href", "/dashboard");
    const body = postedQuote(fetchMock);
    expect(body).toMatchObject({ menuPackage: "brunch", guestCount: 120 });
    expect(body).not.toHaveProperty("contactEmail");
  }, JOURNEY_TIMEOUT);

  it("keeps the visitor's answers when the server refuses the request", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      "GET /api/me": visitor,
      "GET /api/menu-items": () => json(QUOTE_MENU),
      "POST /api/quotes": () => json({ message: QUOTE_MESSAGES.menuSelection }, 400),
    });
    renderWithApp(<QuotePage />, { path: "/quote" });
    await reachCheckout(user);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Vera Visitor");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "vera@example.com");
    await user.type(screen.getByRole("textbox", { name: "Phone" }), "555-0101");
    await user.click(screen.getByRole("button", { name: "Submit Quote Request" }));

    expect(await findToast(QUOTE_MESSAGES.menuSelection)).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("vera@example.com");
    expect(screen.queryByRole("heading", { name: "Quote Request Submitted Successfully!" })).not.toBeInTheDocument();
  }, JOURNEY_TIMEOUT);
});
