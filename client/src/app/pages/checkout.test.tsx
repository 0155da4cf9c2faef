import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import { ORDER_CANCELLED } from "@shared/validators/orders";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import CheckoutPage from "./checkout";

// Dates at a business in the default time zone (New York): these tests' settings are the defaults.
const { businessDateInDays, businessToday } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

const nextYear = String(new Date().getFullYear() + 1);

// Caesar: 2 half pans at $60 = $120; cobbler cups: 25 at $8 = $200. Subtotal $320.00.
const cartLines = [
  { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", quantity: 2, option: "Half Pan", minOrder: 1 },
  { id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts", quantity: 25, option: null, minOrder: 25 },
];
const orderItems = [
  { menuItemId: 1, option: "Half Pan", quantity: 2 },
  { menuItemId: 7, option: null, quantity: 25 },
];

const paymentConfig = { apiKey: "sandbox_pk_test", tokenizeUrl: "/api/payments/sandbox/tokens", provider: "sandbox" };
/** Event dates are accepted from today up to two years ahead. */
const EVENT_DATE = businessDateInDays(60);
const createdOrder = { id: 42, number: "CC-2024-042", status: "pending_payment", fulfilment: "delivery", pickupTime: null, totalAmount: "320.00", accessToken: "order-42-access-token" };
const SUCCESS_PATH = "/checkout/success?order=CC-2024-042&fulfilment=delivery";

const toastText = (text: string) => screen.findByText(text, { selector: "[data-variant] *" });
const destructiveToast = (text: string) => screen.findByText(text, { selector: "[data-variant='destructive'] *" });
const storedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]") as unknown[];

/** Each call as "METHOD url" with its headers and parsed body, in the order made. */
function calls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    key: `${init?.method ?? "GET"} ${String(url)}`,
    headers: new Headers(init?.headers),
    credentials: init?.credentials,
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  }));
}

function paymentApi(overrides: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    "POST /api/payments/api-key": () => json(paymentConfig),
    "POST /api/orders": () => json(createdOrder, 201),
    "POST /api/payments/sandbox/tokens": () => json({ id: "sbx_tok_abc" }, 201),
    "POST /api/payments/charge": () => json({ success: true, chargeId: "sbx_ch_1", demo: true, message: "Payment processed successfully (test mode)!" }),
    ...overrides,
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First Name" }), "Ann");
  await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Lee");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "ann@example.com");
  await user.type(screen.getByRole("textbox", { name: "Phone" }), "555-0100");
  fireEvent.change(screen.getByLabelText("Event Date"), { target: { value: EVENT_DATE } });
  await user.type(screen.getByRole("textbox", { name: "Event Location" }), "12 Park Row, New York, NY 10038");
  await user.click(screen.getByRole("radio", { name: /^Delivery/ }));
  await user.type(await screen.findByRole("textbox", { name: "Delivery Address" }), "12 Park Row, New York, NY 10038");
  await user.type(screen.getByRole("textbox", { name: "Special Requests" }), "Two vegan guests");
}

/** The contact details and the event date, typed at once (the fulfilment tests are about what follows). */
function fillContact() {
  const values = { "First Name": "Ann", "Last Name": "Lee", Email: "ann@example.com", Phone: "555-0100" };
  for (const [name, value] of Object.entries(values)) fireEvent.change(screen.getByRole("textbox", { name }), { target: { value } });
  fireEvent.change(screen.getByLabelText("Event Date"), { target: { value: EVENT_DATE } });
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = "4242424242424242") {
  await user.type(screen.getByRole("textbox", { name: "Card Number" }), number);
  await user.type(screen.getByRole("textbox", { name: "Expiry Month" }), "12");
  await user.type(screen.getByRole("textbox", { name: "Expiry Year" }), nextYear);
  await user.type(screen.getByRole("textbox", { name: "CVV" }), "123");
  const name = screen.getByRole("textbox", { name: "Name on Card" });
  if (!(name as HTMLInputElement).value) await user.type(name, "Ann Lee");
}

async function goToPayment(user: ReturnType<typeof userEvent.setup>) {
  await fillDetails(user);
  await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
  return screen.findByRole("heading", { name: "Payment Information" });
}

// The details form is a lazy part of the page (its code loads once the cart has dishes): loaded here once, so each
// test's page shows it as soon as the cart is read.
beforeAll(async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartLines));
  stubApi({});
  const { unmount } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
  expect(screen.queryByRole("textbox", { name: "First Name" })).toBeNull();
  await screen.findByRole("textbox", { name: "First Name" }, { timeout: 15_000 });
  unmount();
});
beforeEach(() => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartLines));
});
afterEach(() => {
  window.localStorage.clear();
});

describe("checkout page", () => {
  it("shows the empty cart screen with a way back to the menu", () => {
    window.localStorage.clear();
    stubApi({});
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your cart is empty" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Menu" })).toHaveAttribute("href", "/menu");
    expect(screen.queryByRole("button", { name: "Continue to Payment" })).not.toBeInTheDocument();
  });

  it("lists the lines with quantity, option and line totals, and the totals", () => {
    stubApi({});
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    const summary = screen.getByRole("region", { name: "Order Summary" });

    expect(within(summary).getByText("Classic Caesar Salad")).toBeInTheDocument();
    expect(within(summary).getByText("Qty 2 · Half Pan")).toBeInTheDocument();
    expect(within(summary).getByText("$120.00")).toBeInTheDocument();
    expect(within(summary).getByText("Qty 25")).toBeInTheDocument();
    expect(within(summary).getByText("$200.00")).toBeInTheDocument();
    expect(within(summary).getByText("Subtotal").nextElementSibling).toHaveTextContent("$320.00");
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$320.00");
  });

  it("adds delivery and sales tax when the business charges them, with the same calculation as the server", async () => {
    const user = userEvent.setup({ delay: null });
    const charges = { taxRateThousandths: 8875, deliveryFeeCents: 2500, freeDeliveryOverCents: null };
    stubApi({ "GET /api/settings/features": () => json({ ...DEFAULT_FEATURES, charges }) });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    const summary = screen.getByRole("region", { name: "Order Summary" });
    // Before the choice: the food and its tax, and what delivery would add. 8.875% of $320 = $28.40: $348.40.
    expect(await within(summary).findByText("Delivery adds $25.00; pickup is free.")).toBeInTheDocument();
    expect(within(summary).queryByText("Delivery")).not.toBeInTheDocument();
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$348.40");
    await user.click(screen.getByRole("radio", { name: /^Pickup/ }));
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$348.40");
    expect(within(summary).queryByText("Delivery adds $25.00; pickup is free.")).not.toBeInTheDocument();
    // $320 + $25 delivery = $345; 8.875% of $345 = $30.62 (30.61875): $375.62.
    await user.click(screen.getByRole("radio", { name: /^Delivery/ }));
    expect(await within(summary).findByText("Delivery")).toBeInTheDocument();
    expect(within(summary).getByText("Delivery").nextElementSibling).toHaveTextContent("$25.00");
    expect(within(summary).getByText("Sales tax (8.875%)").nextElementSibling).toHaveTextContent("$30.62");
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$375.62");
  });

  it("asks pickup or delivery with nothing chosen, and requires the address of a delivery", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = paymentApi();
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    const group = screen.getByRole("group", { name: /Pickup or Delivery/ });
    for (const radio of within(group).getAllByRole("radio")) expect(radio).not.toBeChecked();

    fillContact();
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(within(summary).getByRole("link", { name: "Choose pickup or delivery" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /^Delivery/ }));
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    // The summary is listed again for this submit: it now asks for the address.
    expect(await screen.findByRole("link", { name: "Enter the delivery address" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Delivery Address" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("heading", { name: "Payment Information" })).not.toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.key === "POST /api/orders")).toHaveLength(0);
  });

  it("a pickup: a pickup time, the business's address, no delivery fee, and the order says so", async () => {
    const user = userEvent.setup({ delay: null });
    const charges = { taxRateThousandths: 0, deliveryFeeCents: 2500, freeDeliveryOverCents: null };
    const fetchMock = paymentApi({
      "GET /api/settings/features": () => json({ ...DEFAULT_FEATURES, charges }),
      "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO),
      "POST /api/orders": () => json({ ...createdOrder, fulfilment: "pickup", pickupTime: "11:30" }, 201),
    });
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    fillContact();
    await user.click(screen.getByRole("radio", { name: /^Pickup/ }));
    expect(await screen.findByText(DEFAULT_COMPANY_INFO.address)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Delivery Address" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("link", { name: "Enter a pickup time" })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Pickup Time"), { target: { value: "11:30" } });
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await screen.findByRole("heading", { name: "Payment Information" });
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).queryByText("Delivery")).not.toBeInTheDocument();
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$320.00");

    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    expect(await toastText("Payment Successful")).toBeInTheDocument();
    const order = calls(fetchMock).find((c) => c.key === "POST /api/orders");
    expect(order?.body).toMatchObject({ fulfilment: "pickup", pickupTime: "11:30", totalAmount: "320.00" });
    expect(order?.body).not.toHaveProperty("deliveryAddress");
    await waitFor(() => expect(memory.history?.at(-1)).toBe("/checkout/success?order=CC-2024-042&fulfilment=pickup&time=11%3A30"));
  });

  it("marks the required fields and gives the email, phone and date their input types", () => {
    stubApi({});
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    for (const name of ["First Name", "Last Name", "Email", "Phone"]) expect(screen.getByRole("textbox", { name })).toBeRequired();
    expect(screen.getByLabelText("Event Date")).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Event Date")).toHaveAttribute("type", "date");
    // The picker's earliest day is today at the business, set once the field is reached (not while the page loads).
    fireEvent.focus(screen.getByLabelText("Event Date"));
    expect(screen.getByLabelText("Event Date")).toHaveAttribute("min", businessToday());
    expect(screen.getByRole("textbox", { name: "Event Location" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Special Requests" })).not.toBeRequired();
  });

  it("refuses to continue with a required field empty: Missing Information, and the field says why", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    await fillDetails(user);
    await user.clear(screen.getByRole("textbox", { name: "Phone" }));
    await user.click(screen.getByRole("button", { name: "Continue to Payment" }));

    expect(await destructiveToast("Missing Information")).toBeInTheDocument();
    expect(await screen.findByText("Please fill in all required fields", { selector: "[data-variant] *" })).toBeInTheDocument();
    // The toast keeps the approved words for the form; the field says what it needs (issue 42, GOV.UK pattern).
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Enter your phone number");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("aria-invalid", "true");
    // The error summary takes the focus, and its link leads to the field.
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    await user.click(within(problems).getByRole("link", { name: "Enter your phone number" }));
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Payment Information" })).not.toBeInTheDocument();
    // Nothing was sent: the only requests read who is signed in (the profile prefill), the business's settings and
    // the kitchen's open days (the date field's calendar).
    expect(calls(fetchMock).filter((call) => !["GET /api/me", "GET /api/settings/features", "GET /api/availability?days=60"].includes(call.key))).toEqual([]);
  });

  // Issue 42 (GOV.UK: submit buttons are never disabled): Apply with a blank code says what to do instead.
  it("says to enter a code when Apply is pressed with the coupon code blank, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    const apply = screen.getByRole("button", { name: "Apply" });

    expect(apply).toBeEnabled();
    await user.type(screen.getByRole("textbox", { name: "Coupon Code" }), "   ");
    await user.click(apply);
    expect(screen.getByRole("textbox", { name: "Coupon Code" })).toHaveAccessibleDescription("Enter a coupon code");
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    expect(calls(fetchMock).filter((call) => call.key.startsWith("POST"))).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: "Coupon Code" }), "onedollar");
    expect(screen.getByRole("textbox", { name: "Coupon Code" })).not.toHaveAccessibleDescription();
    expect(apply).toBeEnabled();
  });

  it("shows Invalid Coupon when the server refuses the code", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/coupons/quote": () => json({ message: "Please check your coupon code and try again.", field: "couponCode" }, 400) });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    await user.type(screen.getByRole("textbox", { name: "Coupon Code" }), "NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await destructiveToast("Invalid Coupon")).toBeInTheDocument();
    expect(await screen.findByText("Please check your coupon code and try again.", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(calls(fetchMock).find((call) => call.key === "POST /api/coupons/quote")).toMatchObject({ body: { code: "NOPE", orderItems } });
    expect(screen.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
  });

  it("applies a coupon priced by the server, and removes it", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "POST /api/coupons/quote": () => json({ code: "ONEDOLLAR", subtotalAmount: "320.00", discountAmount: "319.00", totalAmount: "1.00" }) });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    const summary = screen.getByRole("region", { name: "Order Summary" });

    await user.type(screen.getByRole("textbox", { name: "Coupon Code" }), "onedollar");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await toastText("Coupon Applied")).toBeInTheDocument();
    expect(within(summary).getByText("Discount").nextElementSibling).toHaveTextContent("−$319.00");
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$1.00");
    // The form gave way to the applied coupon: the focus is on its Remove button, not lost to the page.
    await waitFor(() => expect(screen.getByRole("button", { name: "Remove" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$320.00");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Coupon Code" })).toHaveFocus());
  });

  it("opens the payment step with focus on its heading, and Back keeps the typed details", async () => {
    const user = userEvent.setup({ delay: null });
    paymentApi();
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    const heading = await goToPayment(user);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole("button", { name: "Pay $320.00" })).toBeInTheDocument();
    expect(await screen.findByText("Test mode: no real card is charged.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Back to Order Details" }));
    expect(await screen.findByRole("heading", { name: "Customer Information" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "First Name" })).toHaveValue("Ann");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ann@example.com");
    expect(screen.getByLabelText("Event Date")).toHaveValue(EVENT_DATE);
    expect(screen.getByRole("textbox", { name: "Special Requests" })).toHaveValue("Two vegan guests");
  });

  it("pays: order, then api-key, tokenise and charge, with idempotency keys and the server's total; then clears the cart and shows success", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = paymentApi();
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    fetchMock.mockClear();

    await fillCard(user, "4242 4242 4242 4242");
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(await toastText("Payment Successful")).toBeInTheDocument();
    expect(await screen.findByText("Payment processed successfully (test mode)!", { selector: "[data-variant] *" })).toBeInTheDocument();
    const made = calls(fetchMock);
    expect(made.map((c) => c.key)).toEqual([
      "POST /api/orders",
      "POST /api/payments/api-key",
      "POST /api/payments/sandbox/tokens",
      "POST /api/payments/charge",
    ]);
    const [order, , tokenise, charge] = made;
    expect(order.body).toEqual({
      customerInfo: {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        phone: "555-0100",
        eventDate: EVENT_DATE,
        eventLocation: "12 Park Row, New York, NY 10038",
        eventType: null,
      },
      fulfilment: "delivery",
      deliveryAddress: "12 Park Row, New York, NY 10038",
      orderItems,
      couponCode: null,
      notes: "Two vegan guests",
      totalAmount: "320.00",
    });
    expect(order.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);
    expect(tokenise.headers.get("apikey")).toBe("sandbox_pk_test");
    expect(tokenise.body).toEqual({ card: { number: "4242424242424242", exp_month: "12", exp_year: nextYear, cvv: "123" } });
    expect(charge.body).toEqual({ orderId: 42, orderToken: "order-42-access-token", token: "sbx_tok_abc", amount: "320.00", description: "Creative Cuisines order CC-2024-042" });
    expect(charge.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);
    expect(charge.headers.get("Idempotency-Key")).not.toBe(order.headers.get("Idempotency-Key"));
    // The card goes only to the tokenise endpoint, never to our order or charge API.
    expect(JSON.stringify(order.body)).not.toContain("4242");
    expect(JSON.stringify(charge.body)).not.toContain("4242");

    await waitFor(() => expect(memory.history?.at(-1)).toBe(SUCCESS_PATH));
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("charges the coupon's total", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = paymentApi({
      "POST /api/coupons/quote": () => json({ code: "ONEDOLLAR", subtotalAmount: "320.00", discountAmount: "319.00", totalAmount: "1.00" }),
      "POST /api/orders": () => json({ ...createdOrder, totalAmount: "1.00" }, 201),
    });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });

    await user.type(screen.getByRole("textbox", { name: "Coupon Code" }), "onedollar");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByRole("button", { name: "Remove" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $1.00" }));

    expect(await toastText("Payment Successful")).toBeInTheDocument();
    const made = calls(fetchMock);
    expect(made.find((c) => c.key === "POST /api/coupons/quote")?.body).toEqual({ code: "onedollar", orderItems });
    expect(made.find((c) => c.key === "POST /api/orders")?.body).toMatchObject({ couponCode: "ONEDOLLAR", totalAmount: "1.00" });
    expect(made.find((c) => c.key === "POST /api/payments/charge")?.body).toMatchObject({ amount: "1.00" });
  });

  it("shows the server's new total when prices changed, and pays that total with the same order key", async () => {
    const user = userEvent.setup({ delay: null });
    let orderPosts = 0;
    const fetchMock = paymentApi({
      "POST /api/orders": () => {
        orderPosts += 1;
        return orderPosts === 1
          ? json({ message: "Prices have changed since you loaded the menu: the total is now $330.00. Please review your order.", totalAmount: "330.00" }, 409)
          : json({ ...createdOrder, totalAmount: "330.00" }, 201);
      },
    });
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(await destructiveToast("Prices Changed")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$330.00");
    expect(within(summary).getByRole("status")).toHaveTextContent("the total is now $330.00");
    // Nothing reached the provider: the card is still there.
    expect(screen.getByRole("textbox", { name: "Card Number" })).toHaveValue("4242 4242 4242 4242");

    await user.click(screen.getByRole("button", { name: "Pay $330.00" }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(SUCCESS_PATH));
    const orders = calls(fetchMock).filter((c) => c.key === "POST /api/orders");
    expect(orders.map((c) => c.body?.totalAmount)).toEqual(["320.00", "330.00"]);
    expect(orders[1].headers.get("Idempotency-Key")).toBe(orders[0].headers.get("Idempotency-Key"));
    expect(calls(fetchMock).find((c) => c.key === "POST /api/payments/charge")?.body).toMatchObject({ amount: "330.00" });
  });

  it("keeps the cart and the payment step after a decline, and the retry pays the same order", async () => {
    const user = userEvent.setup({ delay: null });
    let charges = 0;
    const fetchMock = paymentApi({
      "POST /api/payments/charge": () => {
        charges += 1;
        return charges === 1
          ? json({ success: false, message: "Your card was declined." }, 402)
          : json({ success: true, chargeId: "sbx_ch_2", demo: false, message: "Payment processed successfully!" });
      },
    });
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user, "4000000000000002");
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(await destructiveToast("Payment Failed")).toBeInTheDocument();
    expect(await screen.findByText("Your card was declined.", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Payment Information" })).toBeInTheDocument();
    expect(storedCart()).toHaveLength(2);
    expect(memory.history).toEqual(["/checkout"]);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Card Number" })).toHaveValue(""));
    expect(screen.getByRole("textbox", { name: "CVV" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Name on Card" })).toHaveValue("Ann Lee");

    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(await toastText("Payment Successful")).toBeInTheDocument();
    expect(await screen.findByText("Payment processed successfully!", { selector: "[data-variant] *" })).toBeInTheDocument();
    const made = calls(fetchMock);
    expect(made.filter((c) => c.key === "POST /api/orders")).toHaveLength(1);
    const chargeCalls = made.filter((c) => c.key === "POST /api/payments/charge");
    expect(chargeCalls.map((c) => c.body?.orderId)).toEqual([42, 42]);
    expect(chargeCalls[1].headers.get("Idempotency-Key")).not.toBe(chargeCalls[0].headers.get("Idempotency-Key"));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(SUCCESS_PATH));
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("treats a charge answered ORDER_ALREADY_PAID as paid (an earlier answer was lost)", async () => {
    const user = userEvent.setup({ delay: null });
    paymentApi({
      "POST /api/payments/charge": () => json({ message: "This order has already been paid.", code: "ORDER_ALREADY_PAID" }, 409),
    });
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    expect(await toastText("Payment Successful")).toBeInTheDocument();
    await waitFor(() => expect(memory.history?.at(-1)).toBe(SUCCESS_PATH));
  });

  it("treats any other 409 on a charge as a failure and keeps the cart", async () => {
    const user = userEvent.setup({ delay: null });
    paymentApi({
      "POST /api/payments/charge": () => json({ message: "A request with this Idempotency-Key is still being processed. Please try again shortly." }, 409),
    });
    const { memory } = renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    expect(await destructiveToast("Payment Failed")).toBeInTheDocument();
    expect(storedCart()).toHaveLength(2);
    expect(memory.history).toEqual(["/checkout"]);
  });

  it("places a new order, with a new key, when the server says the unpaid order was cancelled", async () => {
    const user = userEvent.setup({ delay: null });
    let charges = 0;
    const fetchMock = paymentApi({
      "POST /api/payments/charge": () =>
        ++charges === 1
          ? json({ message: "This order was cancelled. Please place a new order.", code: ORDER_CANCELLED }, 409)
          : json({ success: true, chargeId: "sbx_ch_2", demo: true, message: "Payment processed successfully (test mode)!" }),
    });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    expect(await toastText("This order was cancelled. Please place a new order.")).toBeInTheDocument();
    expect(storedCart()).toHaveLength(2);

    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    expect(await toastText("Payment Successful")).toBeInTheDocument();
    const orders = calls(fetchMock).filter((c) => c.key === "POST /api/orders");
    expect(orders).toHaveLength(2);
    expect(orders[1].headers.get("Idempotency-Key")).not.toBe(orders[0].headers.get("Idempotency-Key"));
  });

  it("reads Processing... and disables Pay and Back while paying", async () => {
    const user = userEvent.setup({ delay: null });
    let answer: (response: Response) => void = () => {};
    paymentApi({ "POST /api/orders": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    // Pay keeps the focus while it works (issue 42): it says it is busy and ignores presses instead of being disabled.
    expect(await screen.findByRole("button", { name: "Processing..." })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("button", { name: "Back to Order Details" })).toBeDisabled();
    answer(json({ message: "Something went wrong. Please try again." }, 500));
    expect(await destructiveToast("Payment Failed")).toBeInTheDocument();
    // The button comes back once the failed attempt has settled, which may be a render after the toast.
    expect(await screen.findByRole("button", { name: "Pay $320.00" })).toBeEnabled();
  });

  it("says the payment system needs setup when the provider refuses the key, and creates no second order on retry", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = paymentApi({ "POST /api/payments/sandbox/tokens": () => json({ message: "Invalid API key" }, 401) });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(
      await toastText("Payment system needs setup. Please contact Clover support to enable production payment processing."),
    ).toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));
    await waitFor(() => expect(calls(fetchMock).filter((c) => c.key === "POST /api/payments/sandbox/tokens")).toHaveLength(2));
    expect(calls(fetchMock).filter((c) => c.key === "POST /api/orders")).toHaveLength(1);
    expect(calls(fetchMock).filter((c) => c.key === "POST /api/payments/charge")).toHaveLength(0);
  });

  it("sends the card to a provider on another host without our cookies", async () => {
    const user = userEvent.setup({ delay: null });
    const tokenizeUrl = "https://token.provider.example/v1/tokens";
    const fetchMock = paymentApi({
      "POST /api/payments/api-key": () => json({ apiKey: "pk_live_x", tokenizeUrl, provider: "clover" }),
      [`POST ${tokenizeUrl}`]: () => json({ error: { message: "Card number is invalid." } }, 400),
    });
    renderWithApp(<CheckoutPage />, { path: "/checkout" });
    await goToPayment(user);
    expect(screen.queryByText("Test mode: no real card is charged.")).not.toBeInTheDocument();
    await fillCard(user);
    await user.click(screen.getByRole("button", { name: "Pay $320.00" }));

    expect(await toastText("Card number is invalid.")).toBeInTheDocument();
    const tokenise = calls(fetchMock).find((c) => c.key === `POST ${tokenizeUrl}`);
    expect(tokenise?.credentials).toBe("omit");
    expect(tokenise?.headers.get("apikey")).toBe("pk_live_x");
  });
});

describe("checkout for a signed-in client", () => {
  it("fills the details from the client's profile", async () => {
    paymentApi({
      "GET /api/me": () => json({ id: 7, username: "casey", email: "casey@example.com", role: "client" }),
      "GET /api/profile": () =>
        json({
          id: 7,
          username: "casey",
          email: "casey@example.com",
          role: "client",
          fullName: "Casey Van Client",
          phone: "(555) 010-2030",
          eventAddress: "250 Greenwich Street, New York",
          notificationPrefs: { quoteUpdates: true, orderUpdates: true, messages: true, marketing: false },
          emailVerified: true,
          pendingEmail: null,
        }),
    });
    renderWithApp(<CheckoutPage />);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "First Name" })).toHaveValue("Casey"));
    expect(screen.getByRole("textbox", { name: "Last Name" })).toHaveValue("Van Client");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("casey@example.com");
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveValue("(555) 010-2030");
    expect(screen.getByRole("textbox", { name: "Event Location" })).toHaveValue("250 Greenwich Street, New York");
    await userEvent.setup({ delay: null }).click(screen.getByRole("radio", { name: /^Delivery/ }));
    expect(await screen.findByRole("textbox", { name: "Delivery Address" })).toHaveValue("250 Greenwich Street, New York");
  });
});
