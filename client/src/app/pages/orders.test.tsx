import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import OrdersPage from "@/app/pages/orders";
import type { Order, OrdersPage as OrdersPageBody } from "@/features/orders/api/get-orders";

const client = { id: 2, username: "client", email: "casey@example.com", role: "client" };
const admin = { id: 1, username: "admin", email: "admin@example.com", role: "admin" };

function order(overrides: Partial<Order> & { id: number }): Order {
  return {
    number: `CC-2024-${String(overrides.id).padStart(3, "0")}`,
    status: "paid",
    paymentMethod: "card",
    source: "checkout",
    customerInfo: {
      name: "Casey Client",
      email: "casey@example.com",
      phone: "(555) 010-2030",
      eventDate: "2026-12-01",
      eventLocation: "250 Greenwich Street, New York, NY 10007",
      eventType: "corporate",
    },
    fulfilment: "delivery",
    deliveryAddress: "250 Greenwich Street, New York, NY 10007",
    pickupTime: null,
    notes: null,
    coupon: null,
    subtotalAmount: "150.00",
    discountAmount: "0.00",
    deliveryFeeAmount: "0.00",
    taxAmount: "0.00",
    totalAmount: "150.00",
    paidAmount: "150.00",
    refundedAmount: "0.00",
    items: [
      { menuItemId: 3, name: "Jerk Chicken", option: "Full Pan", unitPrice: "120.00", quantity: 1, lineTotal: "120.00" },
      { menuItemId: 9, name: "Peach Cobbler Cups", option: null, unitPrice: "1.00", quantity: 30, lineTotal: "30.00" },
    ],
    paidAt: "2026-11-22T15:05:00.000Z",
    createdAt: "2026-11-22T12:00:00.000Z",
    ...overrides,
  };
}

const pending = order({
  id: 7,
  status: "pending_payment",
  paidAt: null,
  coupon: { code: "10PERCENT", discount: "25.00" },
  subtotalAmount: "250.00",
  discountAmount: "25.00",
  deliveryFeeAmount: "0.00",
  taxAmount: "0.00",
  totalAmount: "225.00",
  items: [{ menuItemId: 3, name: "Jerk Chicken", option: "Full Pan", unitPrice: "125.00", quantity: 2, lineTotal: "250.00" }],
});
const paid = order({ id: 1 });
const pickup = order({
  id: 12,
  status: "confirmed",
  paymentMethod: "at_pickup",
  source: "dinner",
  customerInfo: { name: "Pat Pickup", email: null, phone: "(215) 555-0199", eventDate: null, eventLocation: null, eventType: null },
  fulfilment: "pickup",
  deliveryAddress: null,
  pickupTime: "12:30",
  subtotalAmount: "68.00",
  totalAmount: "68.00",
  items: [{ menuItemId: null, name: "Braised Short Ribs", option: null, unitPrice: "34.00", quantity: 2, lineTotal: "68.00" }],
  paidAt: null,
  createdAt: "2026-11-20T12:00:00.000Z",
});

const pageOf = (items: Order[], { page = 1, total = items.length, ...rest }: Partial<OrdersPageBody> = {}): OrdersPageBody => ({ items, page, pageSize: 10, total, ...rest });
const card = (number: string) => screen.getByRole("article", { name: number });
const filterButton = (name: string) => within(screen.getByRole("group", { name: "Filter orders by status" })).getByRole("button", { name });

describe("/orders", () => {
  it("shows a client their orders with number, status, dates, payment, lines, coupon and total", async () => {
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([pending, paid])),
    });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole("article", { name: "CC-2024-007" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "My Orders" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);

    const first = within(card("CC-2024-007"));
    expect(first.getByText("Pending Payment")).toBeInTheDocument();
    expect(first.getByText("Placed", { exact: false })).toHaveTextContent("Placed November 22, 2026");
    expect(first.getByText("Online order")).toBeInTheDocument();
    expect(first.getByText("Awaiting payment")).toBeInTheDocument();
    expect(first.getByText("December 1, 2026")).toBeInTheDocument();
    expect(first.getByText("Corporate Event")).toBeInTheDocument();
    expect(first.getByText("Location").nextSibling).toHaveTextContent("250 Greenwich Street, New York, NY 10007");
    expect(first.getByText("Pickup or delivery").nextSibling).toHaveTextContent("Delivery");
    expect(first.getByText("Delivery address").nextSibling).toHaveTextContent("250 Greenwich Street, New York, NY 10007");
    expect(first.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["2 × Jerk Chicken (Full Pan) — $250.00"]);
    expect(first.getByText("Coupon 10PERCENT").nextSibling).toHaveTextContent("−$25.00");
    expect(first.getByText("Total").nextSibling).toHaveTextContent("$225.00");
    // A client sees no customer block on their own orders.
    expect(first.queryByText("Customer")).not.toBeInTheDocument();

    const second = within(card("CC-2024-001"));
    expect(second.getByText("Paid", { selector: "span" })).toBeInTheDocument();
    expect(second.getByText("Paid by card")).toBeInTheDocument();
    expect(second.getByText("30 × Peach Cobbler Cups", { exact: false })).toBeInTheDocument();
    expect(second.queryByText(/Coupon/)).not.toBeInTheDocument();
    expect(second.getByText("Total").nextSibling).toHaveTextContent("$150.00");

    // Ten a page: no pager for two orders.
    expect(screen.queryByRole("navigation", { name: "Order pages" })).not.toBeInTheDocument();
  });

  it("shows a pickup's time and the business's address", async () => {
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/settings/company-info": () => json(DEFAULT_COMPANY_INFO),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([order({ id: 3, fulfilment: "pickup", deliveryAddress: null, pickupTime: "11:30" })])),
    });
    renderWithApp(<OrdersPage />);
    const third = within(await screen.findByRole("article", { name: "CC-2024-003" }));
    expect(third.getByText("Pickup or delivery").nextSibling).toHaveTextContent("Pickup");
    expect(third.getByText("Pickup time").nextSibling).toHaveTextContent("11:30 AM");
    expect(await third.findByText(DEFAULT_COMPANY_INFO.address)).toBeInTheDocument();
    expect(third.queryByText("Delivery address")).not.toBeInTheDocument();
  });

  it("orders again: the dishes still sold go into the cart at today's prices, the others are named and skipped", async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([paid])),
      "GET /api/orders/1/reorder": () =>
        json({
          items: [{ menuItemId: 3, name: "Jerk Chicken", price: "Half Pan $65 / Full Pan $125", category: "entrees", option: "Full Pan", quantity: 1, minOrder: 1 }],
          unavailable: [{ name: "Peach Cobbler Cups", option: null, reason: "Peach Cobbler Cups is not available right now." }],
        }),
    });
    renderWithApp(<OrdersPage />);
    const again = await screen.findByRole("button", { name: "Order again: CC-2024-001" });
    await user.click(again);

    const status = await within(card("CC-2024-001")).findByText(/added to your cart/);
    expect(status).toHaveTextContent("1 dish added to your cart at today's prices. Not added: Peach Cobbler Cups is not available right now.");
    expect(within(card("CC-2024-001")).getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/menu?tab=cart");
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]")).toEqual([
      { id: 3, name: "Jerk Chicken", price: "Half Pan $65 / Full Pan $125", category: "entrees", quantity: 1, option: "Full Pan", minOrder: 1 },
    ]);
    window.localStorage.clear();
  });

  it("filters by group: Pending asks for orders awaiting payment, All asks for every order", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([pending, paid])),
      "GET /api/orders?page=1&pageSize=10&group=pending": () => json(pageOf([pending])),
      "GET /api/orders?page=1&pageSize=10&group=cancelled": () => json(pageOf([])),
    });
    renderWithApp(<OrdersPage />);
    await screen.findByRole("article", { name: "CC-2024-001" });
    expect(filterButton("All")).toHaveAttribute("aria-pressed", "true");
    expect(
      within(screen.getByRole("group", { name: "Filter orders by status" }))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Pending", "Confirmed", "Completed", "Cancelled"]);

    await user.click(filterButton("Pending"));
    expect(fetchMock).toHaveBeenCalledWith("/api/orders?page=1&pageSize=10&group=pending", expect.objectContaining({ method: "GET" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "CC-2024-001" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "CC-2024-007" })).toBeInTheDocument();
    expect(filterButton("Pending")).toHaveAttribute("aria-pressed", "true");
    expect(filterButton("All")).toHaveAttribute("aria-pressed", "false");

    await user.click(filterButton("Cancelled"));
    expect(await screen.findByRole("heading", { name: "No orders match this filter" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Browse Menu" })).not.toBeInTheDocument();
  });

  it("opens on the order a link names (/orders?q=CC-2024-001, from the admin's dashboard): searched for, and the search shown", async () => {
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10&q=CC-2024-001": () => json(pageOf([paid])),
    });
    renderWithApp(<OrdersPage />, { path: "/orders?q=CC-2024-001" });
    expect(await screen.findByRole("article", { name: "CC-2024-001" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("CC-2024-001");
  });

  it("shows an admin every order with the customer's name, email and phone", async () => {
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([pickup, paid])),
    });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "All Orders" })).toBeInTheDocument();
    const dinner = within(await screen.findByRole("article", { name: "CC-2024-012" }));
    expect(dinner.getByText("Pat Pickup")).toBeInTheDocument();
    expect(dinner.getByRole("link", { name: "(215) 555-0199" })).toHaveAttribute("href", "tel:2155550199");
    expect(dinner.getByText("Email").nextSibling).toHaveTextContent("Not given");
    expect(dinner.getByText("Confirmed")).toBeInTheDocument();
    expect(dinner.getByText("Dinner pickup")).toBeInTheDocument();
    expect(dinner.getByText("Pay at pickup")).toBeInTheDocument();
    expect(dinner.getByText("Pickup time").nextSibling).toHaveTextContent("12:30 PM");
    expect(dinner.queryByText("Event date")).not.toBeInTheDocument();
    expect(dinner.getByText("Placed", { exact: false })).toHaveTextContent("Placed November 20, 2026");

    const online = within(card("CC-2024-001"));
    expect(online.getByText("Casey Client")).toBeInTheDocument();
    expect(online.getByRole("link", { name: "casey@example.com" })).toHaveAttribute("href", "mailto:casey@example.com");
    expect(online.getByRole("link", { name: "(555) 010-2030" })).toBeInTheDocument();
    // Order Again fills the viewer's own cart: not on an admin's view of customers' orders.
    expect(screen.queryByRole("button", { name: /Order again/ })).not.toBeInTheDocument();
  });

  it("lets an admin move an order along, refund part of it and read its timeline; the client sees no controls", async () => {
    const user = userEvent.setup();
    let current: Order = paid;
    const sent: { url: string; body: unknown; key?: string }[] = [];
    const fetchMock = stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([current])),
      "PATCH /api/orders/1/status": (init) => {
        sent.push({ url: "status", body: JSON.parse(String(init?.body)) });
        current = { ...current, status: "confirmed" };
        return json(current);
      },
      "POST /api/orders/1/refunds": (init) => {
        sent.push({ url: "refunds", body: JSON.parse(String(init?.body)), key: new Headers(init?.headers).get("Idempotency-Key") ?? undefined });
        current = { ...current, refundedAmount: "50.00" };
        return json({ refundId: "sbx_re_1", amount: "50.00", refundedAmount: "50.00", paidAmount: "150.00" }, 201);
      },
      "GET /api/orders/1/timeline": () =>
        json([{ id: 5, kind: "status", actorName: "admin", from: "paid", to: "confirmed", note: null, amount: null, createdAt: "2026-11-23T10:00:00.000Z" }]),
    });
    renderWithApp(<OrdersPage />);

    const order = within(await screen.findByRole("article", { name: "CC-2024-001" }));
    await user.click(order.getByRole("button", { name: "Mark Confirmed" }));
    expect(await order.findByRole("button", { name: "Mark In Preparation" })).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: "status", body: { status: "confirmed" } });

    await user.click(order.getByRole("button", { name: "Refund" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Refund Order" }));
    expect(dialog.getByLabelText(/Amount/)).toHaveValue("150.00");
    await user.clear(dialog.getByLabelText(/Amount/));
    await user.type(dialog.getByLabelText(/Amount/), "50");
    await user.click(dialog.getByRole("button", { name: "Refund" }));
    expect(await dialog.findByText("Please give a reason for the refund", { selector: "p" })).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Reason/), "One tray short");
    await user.click(dialog.getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent[1]).toMatchObject({ url: "refunds", body: { amount: "50.00", reason: "One tray short" }, key: expect.any(String) });
    expect(await order.findByText("Refunded")).toBeInTheDocument();
    expect(order.getByText("Refunded").nextSibling).toHaveTextContent("−$50.00");

    await user.click(order.getByRole("button", { name: "Timeline and Notes" }));
    expect(await order.findByText(/Paid → Confirmed/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/orders/1/timeline", expect.objectContaining({ method: "GET" }));
  });

  it("gives an admin filters by search, status, type and days, and an export of exactly the filtered list", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([paid, pickup])),
      "GET /api/orders?page=1&pageSize=10&status=paid&source=checkout&from=2026-11-01&to=2026-11-30&q=casey": () => json(pageOf([paid])),
    });
    renderWithApp(<OrdersPage />);

    const filters = within(await screen.findByRole("search", { name: "Filter every order" }));
    await user.type(filters.getByLabelText("Search"), "casey");
    await user.selectOptions(filters.getByLabelText("Status"), "paid");
    await user.selectOptions(filters.getByLabelText("Type"), "checkout");
    await user.type(filters.getByLabelText("Placed from"), "2026-11-01");
    await user.type(filters.getByLabelText("Placed to"), "2026-11-30");
    await user.click(filters.getByRole("button", { name: "Apply Filters" }));

    await waitFor(() => expect(screen.queryByRole("article", { name: "CC-2024-012" })).not.toBeInTheDocument());
    expect(screen.getByRole("article", { name: "CC-2024-001" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/orders?page=1&pageSize=10&status=paid&source=checkout&from=2026-11-01&to=2026-11-30&q=casey", expect.anything());
    expect(filters.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/orders/export.csv?status=paid&source=checkout&from=2026-11-01&to=2026-11-30&q=casey");
  });

  it("shows No orders yet with a link to the menu for a client without orders", async () => {
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([])),
    });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole("heading", { name: "No orders yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Menu" })).toHaveAttribute("href", "/menu");
  });

  it("shows an admin No orders yet without the menu link", async () => {
    stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([])),
    });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole("heading", { name: "No orders yet" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "All Orders" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Browse Menu" })).not.toBeInTheDocument();
  });

  it("pages through the orders ten at a time", async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 10 }, (_, i) => order({ id: 25 - i }));
    const fetchMock = stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf(firstPage, { total: 25 })),
      "GET /api/orders?page=2&pageSize=10": () => json(pageOf([order({ id: 15 })], { page: 2, total: 25 })),
    });
    renderWithApp(<OrdersPage />);

    await screen.findByRole("article", { name: "CC-2024-025" });
    const pager = within(screen.getByRole("navigation", { name: "Order pages" }));
    expect(pager.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(pager.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("article", { name: "CC-2024-015" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("article", { name: "CC-2024-025" })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith("/api/orders?page=2&pageSize=10", expect.objectContaining({ method: "GET" }));
    expect(pager.getByText("Page 2 of 3")).toBeInTheDocument();
    expect(pager.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("list", { name: "Orders" })).toHaveFocus();
  });

  it("goes on from where the page ended (the server's cursor), and says 1,000+ pages when the count was capped", async () => {
    const user = userEvent.setup();
    const cursor = "2026-11-20T12:00:00.123456Z_991";
    const fetchMock = stubApi({
      "GET /api/me": () => json(admin),
      "GET /api/orders?page=1&pageSize=10": () => json(pageOf([order({ id: 1000 })], { total: 10_000, totalIsCapped: true, nextCursor: cursor })),
      [`GET /api/orders?page=2&pageSize=10&cursor=${encodeURIComponent(cursor)}`]: () =>
        json(pageOf([order({ id: 990 })], { page: 2, total: 10_000, totalIsCapped: true, nextCursor: "2026-11-20T11:00:00.000001Z_981" })),
    });
    renderWithApp(<OrdersPage />);

    await screen.findByRole("article", { name: "CC-2024-1000" });
    const pager = within(screen.getByRole("navigation", { name: "Order pages" }));
    expect(pager.getByText("Page 1 of 1,000+")).toBeInTheDocument();
    await user.click(pager.getByRole("button", { name: "Next" }));

    expect(await screen.findByRole("article", { name: "CC-2024-990" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/orders?page=2&pageSize=10&cursor=${encodeURIComponent(cursor)}`, expect.objectContaining({ method: "GET" }));
    expect(pager.getByText("Page 2 of 1,000+")).toBeInTheDocument();
    // Back to the first page: read from the top again.
    await user.click(pager.getByRole("button", { name: "Previous" }));
    expect(await screen.findByRole("article", { name: "CC-2024-1000" })).toBeInTheDocument();
  });

  it("shows a spinner while loading, then the server's message and Try Again on failure", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    let calls = 0;
    stubApi({
      "GET /api/me": () => json(client),
      "GET /api/orders?page=1&pageSize=10": () => {
        calls += 1;
        return calls === 1 ? new Promise<Response>((resolve) => (answer = resolve)) : json(pageOf([paid]));
      },
    });
    renderWithApp(<OrdersPage />);

    expect(await screen.findByRole("status", { name: "Loading orders" })).toBeInTheDocument();
    answer(json({ message: "Orders are unavailable right now" }, 503));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Orders are unavailable right now");
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));

    expect(await screen.findByRole("article", { name: "CC-2024-001" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
