// Test data for the quote forms' component tests (imported by *.test.tsx only).
import { fireEvent, screen } from "@testing-library/react";
import type { userEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { type MenuItem } from "@/features/menu";
import { DEFAULT_BUSINESS_SETTINGS } from "@shared/settings/business-settings";
import { eventDateInputs } from "./event-date-input";

const item = (id: number, name: string, category: MenuItem["category"], price: string, isActive = true): MenuItem => ({
  id,
  category,
  name,
  description: `${name}, made fresh.`,
  price,
  servingSize: "Half Pan serves 10-12 / Full Pan serves 20-25",
  prepTime: "30 minutes",
  minOrder: 1,
  popular: false,
  dietary: [],
  allergens: [],
  imageUrl: null,
  isActive,
  sortOrder: id,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** Six items a quote may include, one market-value dish and one taken off the menu. */
export const QUOTE_MENU: MenuItem[] = [
  item(1, "Classic Caesar Salad", "salads", "Half Pan $60 / Full Pan $90"),
  item(2, "Mixed Garden Salad", "salads", "Half Pan $60 / Full Pan $90"),
  item(3, "Baked Macaroni & Cheese", "sides", "Half Pan $70 / Full Pan $110"),
  item(4, "Rice and Peas", "sides", "Half Pan $60 / Full Pan $90"),
  item(5, "Jerk Chicken", "entrees", "Half Pan $75 / Full Pan $125"),
  item(6, "Honey Cornbread", "sides", "$15.99"),
  item(7, "Grilled Salmon", "entrees", "Market Value"),
  item(8, "Old Potato Salad", "salads", "Half Pan $60 / Full Pan $90", false),
];

export const FIRST_FIVE = QUOTE_MENU.slice(0, 5);

export const signedInClient = { id: 3, username: "ann", email: "ann@example.com", role: "client" };

/** A local date input value `days` from today. */
export const dateInDays = (days: number) => eventDateInputs(DEFAULT_BUSINESS_SETTINGS).toDateInputValue(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

export const VENUE = "123 Main Street, Brooklyn, NY 11201";

/** What POST /api/quotes answers (201). */
export const storedQuote = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  number: "CC-2024-012",
  clientId: 3,
  status: "sent",
  eventType: "wedding",
  eventDate: "2030-06-01T22:30:00.000Z",
  guestCount: 120,
  venue: VENUE,
  menuPackage: "full-service",
  menuItemIds: [1, 2, 3, 4, 5],
  totalAmount: "4800.00",
  budget: "0.00",
  notes: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  viewedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  clientSeenVersion: 1,
  depositAmount: "2400.00",
  balanceAmount: "2400.00",
  balanceDueDate: "2030-05-25T22:30:00.000Z",
  depositPaidAt: null,
  depositRefundedAmount: "0.00",
  balancePaidAt: null,
  paidAmount: "0.00",
  balanceOverdue: false,
  ...overrides,
});

type User = ReturnType<typeof userEvent.setup>;

export const nextButton = () => screen.getByRole("button", { name: /^(Next|REVIEW ORDER)$/ });

/** Toasts are found by their variant attribute (the toaster renders them). */
export const findToast = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });

export async function fillEventStep(user: User, { eventType = "Wedding", guests = "120" } = {}) {
  await screen.findByRole("heading", { name: "Step 1 of 5: Event Type" });
  await user.click(screen.getByRole("radio", { name: eventType }));
  const guestCount = screen.getByRole("spinbutton", { name: "Number of guests" });
  await user.clear(guestCount);
  await user.type(guestCount, guests);
  await user.click(nextButton());
}

export async function fillDateStep(user: User, { date = dateInDays(30), time = "18:30", venue = VENUE } = {}) {
  await screen.findByRole("heading", { name: "Step 2 of 5: Date & Time" });
  fireEvent.change(screen.getByLabelText("Event Date"), { target: { value: date } });
  fireEvent.change(screen.getByLabelText("Start Time"), { target: { value: time } });
  await user.type(screen.getByRole("textbox", { name: "Venue Address" }), venue);
  await user.click(nextButton());
}

export async function fillPackageStep(user: User, name = "Full-Service Package") {
  await screen.findByRole("heading", { name: "Step 3 of 5: Package" });
  await user.click(screen.getByRole("radio", { name }));
  await user.click(nextButton());
}

export async function fillItemsStep(user: User, names = FIRST_FIVE.map((i) => i.name)) {
  await screen.findByRole("heading", { name: "Step 4 of 5: Menu Items" });
  for (const name of names) await user.click(await screen.findByRole("checkbox", { name }));
  await user.click(screen.getByRole("button", { name: "REVIEW ORDER" }));
  await screen.findByRole("heading", { name: "Step 5 of 5: Checkout" });
}

/** Steps 1 to 4 with valid answers; ends on the Checkout step. */
export async function reachCheckout(user: User) {
  await fillEventStep(user);
  await fillDateStep(user);
  await fillPackageStep(user);
  await fillItemsStep(user);
}

/** The body of the one POST /api/quotes the form made. */
export function postedQuote(fetchMock: { mock: { calls: unknown[][] } }) {
  const posts = fetchMock.mock.calls.filter(([url, init]) => url === "/api/quotes" && (init as RequestInit | undefined)?.method === "POST");
  expect(posts).toHaveLength(1);
  return JSON.parse(String((posts[0][1] as RequestInit).body)) as Record<string, unknown>;
}
