import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { makeQuote } from "@/test/quote-fixtures";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import { withFakeSignatureField } from "@/features/quotes/components/signature-field.fake";
import MenuPage from "./menu";
import ProposalsPage from "./proposals";

// The cart's Request Event Quote (docs/product/quotes-and-proposals.md, "From cart to proposal").

const waffles = { id: 11, name: "Chicken & Waffles", price: "$30 per person", category: "brunch", option: null, minOrder: 50, quantity: 60 };
const caesar = { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", option: "Full Pan", minOrder: 1, quantity: 2 };
const client = { id: 5, username: "casey", email: "casey@example.com", role: "client" };

const line = (description: string, quantity: number, unitPrice: string, lineTotal: string, perPerson: boolean, menuItemId: number) => ({
  kind: "menu",
  menuItemId,
  description,
  quantity,
  unitPrice,
  lineTotal,
  rateBasisPoints: null,
  perPerson,
});

const draft = makeQuote({
  id: 41,
  status: "draft",
  eventType: "other",
  guestCount: 60,
  venue: "TBD",
  menuPackage: "custom",
  menuItemIds: [11, 1],
  notes: null,
  totalAmount: "1980.00",
  depositAmount: "990.00",
  balanceAmount: "990.00",
  lines: [line("Chicken & Waffles", 60, "30.00", "1800.00", true, 11), line("Classic Caesar Salad (Full Pan)", 2, "90.00", "180.00", false, 1)],
  payments: [],
});

/** A day two months ahead, as a date input takes it. */
const dayAhead = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  window.localStorage.clear();
});

describe("the cart's Request Event Quote", () => {
  it("for a signed-in client, makes a draft proposal of the cart's lines (guests from the per-person portions), empties the cart and opens the draft", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([waffles, caesar]));
    let sent: unknown;
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/menu-items": () => json([]),
      "POST /api/quotes/drafts": (init) => {
        sent = JSON.parse(String(init?.body));
        return json(draft, 201);
      },
    });
    const { memory } = renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });

    const button = await screen.findByRole("button", { name: "Request Event Quote (50+ People)" });
    await waitFor(() => expect(button).not.toHaveAttribute("aria-haspopup"));
    await user.click(button);

    await waitFor(() => expect(memory.history.at(-1)).toBe("/proposals?quote=41"));
    expect(sent).toEqual({
      items: [
        { menuItemId: 11, option: null, quantity: 60 },
        { menuItemId: 1, option: "Full Pan", quantity: 2 },
      ],
      guestCount: 60,
    });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("for a visitor, opens the quote dialog, which sends the cart's lines with the request and empties the cart once it is made", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([caesar]));
    let sent: Record<string, unknown> | undefined;
    stubApi({
      "GET /api/me": () => json({ message: "Authentication required" }, 401),
      "GET /api/menu-items": () => json([]),
      "POST /api/quotes": (init) => {
        sent = JSON.parse(String(init?.body));
        return json(makeQuote({ id: 42, menuPackage: "custom" }), 201);
      },
    });
    renderWithApp(<MenuPage />, { path: "/menu?tab=cart" });

    await user.click(await screen.findByRole("button", { name: "Request Event Quote (50+ People)" }));
    const dialog = await screen.findByRole("dialog", { name: "Request Event Quote" });
    expect(within(dialog).getByText(/The dish in your cart is on this request/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Choose Menu Items/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Event Type" }), "corporate");
    await user.type(within(dialog).getByLabelText("Event Date"), dayAhead());
    await user.type(within(dialog).getByRole("textbox", { name: "Number of Guests" }), "75");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Vera Visitor");
    await user.type(within(dialog).getByRole("textbox", { name: "Email" }), "vera@example.com");
    await user.type(within(dialog).getByRole("textbox", { name: "Phone" }), "555-0101");
    await user.click(within(dialog).getByRole("button", { name: "Submit Quote Request" }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ menuPackage: "custom", guestCount: 75, menuItemIds: [], items: [{ menuItemId: 1, option: "Full Pan", quantity: 2 }] });
    await waitFor(() => expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull());
  });
});

describe("a draft proposal in /proposals", () => {
  it("shows its priced lines, reprices the per-person dishes as the guest count is typed, and submits the completed request", async () => {
    const user = userEvent.setup();
    let submitted: Record<string, unknown> | undefined;
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/quotes/stats": () => json({ total: 1, pendingReview: 0, accepted: 0, totalValue: "0.00" }),
      "GET /api/quotes/41": () => json(submitted ? { ...draft, status: "sent" } : draft),
      "POST /api/quotes/41/submit": (init) => {
        submitted = JSON.parse(String(init?.body));
        return json({ ...draft, status: "sent", guestCount: 80, totalAmount: "2580.00" });
      },
    });
    renderWithApp(withFakeSignatureField(<ProposalsPage />), { path: "/proposals?quote=41" });

    expect(await screen.findByText("Draft — not sent yet.")).toBeInTheDocument();
    const lines = screen.getByRole("table", { name: "Proposal lines" });
    expect(within(lines).getByRole("row", { name: /Chicken & Waffles 60 guests \$30\.00 per person \$1,800\.00/ })).toBeInTheDocument();
    expect(within(lines).getByRole("row", { name: /Classic Caesar Salad \(Full Pan\) 2 \$90\.00 \$180\.00/ })).toBeInTheDocument();

    const guests = screen.getByRole("textbox", { name: "Number of Guests" });
    await user.clear(guests);
    await user.type(guests, "80");
    // 80 × $30 + 2 × $90, by the shared pricing rule.
    expect(within(lines).getByRole("row", { name: /Chicken & Waffles 80 guests \$30\.00 per person \$2,400\.00/ })).toBeInTheDocument();
    expect(screen.getByText("Total", { selector: "dt" }).nextElementSibling).toHaveTextContent("$2,580.00");

    await user.selectOptions(screen.getByRole("combobox", { name: "Event Type" }), "wedding");
    const date = screen.getByLabelText("Event Date");
    await user.clear(date);
    await user.type(date, dayAhead());
    await user.type(screen.getByRole("textbox", { name: "Venue (optional)" }), "12 Orchard Lane, Brooklyn, NY 11201");
    await user.click(screen.getByRole("button", { name: "Submit request" }));

    await waitFor(() => expect(submitted).toBeDefined());
    expect(submitted).toMatchObject({ eventType: "wedding", guestCount: 80, venue: "12 Orchard Lane, Brooklyn, NY 11201" });
    expect(submitted?.eventDate).toEqual(expect.any(String));
    expect(await screen.findByText("Quote Request Submitted Successfully!")).toBeInTheDocument();
  });

  it("refuses fewer guests than the minimum with the shared rule's message, sending nothing", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/me": () => json(client),
      "GET /api/quotes/stats": () => json({ total: 1, pendingReview: 0, accepted: 0, totalValue: "0.00" }),
      "GET /api/quotes/41": () => json(draft),
    });
    renderWithApp(withFakeSignatureField(<ProposalsPage />), { path: "/proposals?quote=41" });
    const guests = await screen.findByRole("textbox", { name: "Number of Guests" });
    await user.clear(guests);
    await user.type(guests, "40");
    await user.click(screen.getByRole("button", { name: "Submit request" }));
    expect((await screen.findAllByText("Custom quotes require at least 50 guests.")).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalledWith("/api/quotes/41/submit", expect.anything());
  });
});
