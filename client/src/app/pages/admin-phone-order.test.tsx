import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { CHECKOUT_MESSAGES } from "@shared/validators/order-messages";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import AdminPhoneOrderPage from "@/app/pages/admin-phone-order";
import { menuRow } from "@/features/menu-admin/test-fixtures";

const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };
const casey = { id: 5, username: "casey", email: "casey@example.com", fullName: "Casey Jones", phone: "555-0102" };
const eventDate = businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessDateInDays(10);

/** The order as POST /api/admin/orders answers it. */
const recorded = {
  id: 91,
  number: "CC-2026-091",
  status: "confirmed",
  paymentMethod: "at_pickup",
  source: "phone",
  customerInfo: { name: "Casey Jones", email: casey.email, phone: casey.phone, eventDate, eventLocation: null, eventType: null },
  fulfilment: "pickup",
  deliveryAddress: null,
  pickupTime: "12:00",
  notes: null,
  coupon: null,
  subtotalAmount: "120.00",
  discountAmount: "0.00",
  deliveryFeeAmount: "0.00",
  taxAmount: "0.00",
  totalAmount: "120.00",
  items: [{ menuItemId: 3, name: "Jollof Rice", option: "Half Pan", unitPrice: "60.00", quantity: 2, lineTotal: "120.00" }],
  paidAt: null,
  paidAmount: "0.00",
  refundedAmount: "0.00",
  createdAt: "2026-11-27T15:00:00.000Z",
};

describe("New Phone Order (admin, /admin/orders/new)", () => {
  it("checks the form with the shared rules, keeps the values when the server refuses, and shows the recorded order", async () => {
    const sent: Record<string, unknown>[] = [];
    let answers = 0;
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/menu-items": () => json([menuRow({ id: 3, name: "Jollof Rice", category: "sides", price: "Half Pan $60 / Full Pan $90" })]),
      "GET /api/admin/clients?search=": () => json([casey]),
      "POST /api/admin/orders": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        answers += 1;
        return answers === 1 ? json({ message: "That day is fully booked.", code: "KITCHEN_FULL", nextDates: [] }, 409) : json(recorded, 201);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AdminPhoneOrderPage />, { path: "/admin/orders/new" });
    expect(screen.getByRole("heading", { level: 1, name: "New Phone Order" })).toBeInTheDocument();

    // Nothing filled in: each missing part is named, and nothing is sent.
    await user.click(screen.getByRole("button", { name: "Record Phone Order" }));
    expect(await screen.findByText("Please choose a client", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MESSAGES.emptyCart, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Please choose how the order is paid", { selector: "p" })).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(await screen.findByRole("button", { name: /Casey Jones/ }));
    expect(screen.getByRole("button", { name: /Casey Jones/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Phone (if not the account's)")).toHaveValue("555-0102");
    await user.click(await screen.findByRole("button", { name: "One more Jollof Rice (Half Pan)" }));
    await user.click(screen.getByRole("button", { name: "One more Jollof Rice (Half Pan)" }));
    expect(screen.getByLabelText("Quantity of Jollof Rice (Half Pan)")).toHaveValue(2);
    await user.type(screen.getByLabelText("Event Date"), eventDate);
    await user.click(screen.getByRole("radio", { name: /^Pickup/ }));
    await user.type(await screen.findByLabelText("Pickup Time"), "12:00");
    await user.click(screen.getByRole("radio", { name: /^Pay at pickup/ }));

    await user.click(screen.getByRole("button", { name: "Record Phone Order" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      customer: { kind: "existing", id: 5, phone: "555-0102" },
      eventDate,
      fulfilment: "pickup",
      pickupTime: "12:00",
      orderItems: [{ menuItemId: 3, option: "Half Pan", quantity: 2 }],
      paymentMethod: "at_pickup",
    });
    // The server prices the order: no total is sent.
    expect(sent[0]).not.toHaveProperty("totalAmount");
    // Refused (the day is full): the form keeps everything typed.
    expect(await screen.findAllByText("That day is fully booked.")).not.toHaveLength(0);
    expect(screen.getByLabelText("Event Date")).toHaveValue(eventDate);
    expect(screen.getByLabelText("Quantity of Jollof Rice (Half Pan)")).toHaveValue(2);

    await user.click(screen.getByRole("button", { name: "Record Phone Order" }));
    expect(await screen.findByRole("heading", { name: "Phone order CC-2026-091 recorded" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View order CC-2026-091" })).toHaveAttribute("href", "/orders?q=CC-2026-091");
    expect(sent).toHaveLength(2);
  });
});
