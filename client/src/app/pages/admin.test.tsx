import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { expectNoSkippedHeadingLevels, json, renderWithApp, stubApi } from "@/test/test-utils";
import AdminPage from "@/app/pages/admin";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "@shared/rules/dates";

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: "[data-variant] *" });
const overview = (period: string, revenue: string) => () =>
  json({
    period,
    since: "2026-11-23T05:00:00.000Z",
    revenue,
    paidOrders: 3,
    ordersByStatus: { paid: 2, completed: 1 },
    quotePipeline: [
      { status: "sent", count: 2, value: "3000.00" },
      { status: "viewed", count: 0, value: "0.00" },
      { status: "accepted", count: 1, value: "4800.00" },
      { status: "rejected", count: 0, value: "0.00" },
    ],
    depositsCollected: "2400.00",
    balancesDue: { count: 1, amount: "2400.00" },
    balancesOverdue: { count: 1, amount: "1200.00" },
    newEnquiries: 4,
  });
const company = { name: "Creative Cuisines", address: "1 Main St", phone: "555-0100", email: "hello@example.com", website: "https://example.com", timeZone: "America/New_York" };

describe("/admin", () => {
  it("shows the week's figures and switches to the last 30 days", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "GET /api/admin/overview?period=week": overview("week", "1250.00"), "GET /api/admin/overview?period=30d": overview("30d", "9800.00") });
    renderWithApp(<AdminPage />);
    const revenue = await screen.findByText("Revenue (after refunds)");
    expect(revenue.parentElement).toHaveTextContent("$1,250.00");
    expect(screen.getByRole("region", { name: "Proposal pipeline" })).toHaveTextContent("Accepted1 · $4,800.00");
    expect(screen.getByText("Balances due in 14 days").parentElement).toHaveTextContent("$2,400.00");
    expect(screen.getByText("Balances overdue").parentElement).toHaveTextContent("$1,200.00");
    expect(screen.getByText("Balances overdue").parentElement).toHaveTextContent("1 proposal past the balance date");
    await user.click(screen.getByRole("button", { name: "Last 30 days" }));
    expect(await screen.findByText("$9,800.00")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a Menu Item" })).toHaveAttribute("href", "/admin/edit-item/new");
  });

  // Issue 42 (WCAG 1.3.1): the dashboard went from the page's h1 straight to h3s.
  it("never skips a heading level, on any tab", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      "GET /api/admin/overview?period=week": overview("week", "1250.00"),
      "GET /api/settings/company-info": () => json(company),
      "GET /api/admin/staff": () => json([{ id: 1, username: "boss", email: "boss@example.com", role: "admin" }]),
    });
    const { container } = renderWithApp(<AdminPage />);
    await screen.findByText("Revenue (after refunds)");
    expectNoSkippedHeadingLevels(container);
    for (const tab of ["Enquiries", "Coupons", "Feature Manager", "Settings"]) {
      await user.click(screen.getByRole("tab", { name: tab }));
      expectNoSkippedHeadingLevels(container);
    }
    await user.click(screen.getByRole("tab", { name: "Feature Manager" }));
    await user.click(screen.getByRole("tab", { name: "Services" }));
    expect(screen.getByRole("heading", { name: "Dinner pickup hours" })).toBeInTheDocument();
    expectNoSkippedHeadingLevels(container);
  });

  it("saves the company info and invites an admin from Settings", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview("week", "0.00"),
      "GET /api/settings/company-info": () => json(company),
      "PUT /api/settings/company-info": (init) => json(JSON.parse(String(init?.body))),
      "GET /api/admin/staff": () => json([{ id: 1, username: "boss", email: "boss@example.com", role: "admin" }]),
      "POST /api/admin/staff": (init) => json({ id: 9, ...JSON.parse(String(init?.body)), role: "admin" }, 201),
    });
    renderWithApp(<AdminPage />);
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    const phone = await screen.findByLabelText("Phone");
    await user.clear(phone);
    await user.type(phone, "(215) 555-0199");
    await user.click(screen.getByRole("button", { name: "Save Company Info" }));
    expect(await toastText("Settings Saved")).toBeInTheDocument();
    const put = api.mock.calls.find(([url, init]) => String(url) === "/api/settings/company-info" && init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ phone: "(215) 555-0199", timeZone: "America/New_York" });

    const team = screen.getByRole("region", { name: "Team" });
    expect(within(team).getByText("boss")).toBeInTheDocument();
    await user.type(within(team).getByLabelText("Username"), "sam-staff");
    await user.type(within(team).getByLabelText("Email"), "sam@example.com");
    await user.click(within(team).getByRole("button", { name: "Invite Admin" }));
    expect(await toastText(/sam-staff will get an email/)).toBeInTheDocument();
  });

  it("answers a new enquiry by email from the Enquiries tab, and closes it", async () => {
    const user = userEvent.setup({ delay: null });
    const enquiry = { id: 5, name: "Hedy", email: "hedy@example.com", phone: null, eventType: "wedding", eventDate: "2027-06-12", guestCount: 80, message: "Do you do tastings?", status: "new", repliedAt: null, createdAt: "2026-11-20T15:00:00.000Z" };
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview("week", "0.00"),
      "GET /api/contact?status=new&page=1&pageSize=10": () => json({ items: [enquiry], page: 1, pageSize: 10, total: 1 }),
      "POST /api/contact/5/replies": () => json({ ...enquiry, status: "answered" }, 201),
      "PATCH /api/contact/5": () => json({ ...enquiry, status: "closed" }),
    });
    renderWithApp(<AdminPage />);
    await user.click(screen.getByRole("tab", { name: "Enquiries" }));
    const card = await screen.findByRole("article", { name: "Enquiry from Hedy" });
    expect(card).toHaveTextContent("Do you do tastings?");
    expect(card).toHaveTextContent("80 guests");
    await user.click(within(card).getByRole("button", { name: "Send Reply" }));
    expect(within(card).getByLabelText("Reply to Hedy")).toHaveAttribute("aria-invalid", "true");
    await user.type(within(card).getByLabelText("Reply to Hedy"), "Yes, every Thursday.");
    await user.click(within(card).getByRole("button", { name: "Send Reply" }));
    expect(await toastText(/Hedy will get your answer at hedy@example.com/)).toBeInTheDocument();
    const sent = api.mock.calls.find(([url]) => String(url) === "/api/contact/5/replies");
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ message: "Yes, every Thursday." });
    await user.click(within(card).getByRole("button", { name: "Close" }));
    expect(api.mock.calls.some(([url, init]) => String(url) === "/api/contact/5" && init?.method === "PATCH")).toBe(true);
  });

  it("creates a coupon from the Coupons tab, checking the amount before it is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview("week", "0.00"),
      "GET /api/coupons?page=1&pageSize=20": () => json({ items: [], page: 1, pageSize: 20, total: 0 }),
      "POST /api/coupons": (init) => json({ id: 3, ...JSON.parse(String(init?.body)), code: "SPRING-10", usedCount: 0, active: true }, 201),
    });
    renderWithApp(<AdminPage />);
    await user.click(screen.getByRole("tab", { name: "Coupons" }));
    expect(await screen.findByText("No coupons yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code"), "spring-10");
    await user.type(screen.getByLabelText("Description (shown at checkout)"), "Spring offer");
    await user.type(screen.getByLabelText("Percent off"), "150");
    await user.click(screen.getByRole("button", { name: "Create Coupon" }));
    expect(screen.getByLabelText("Percent off")).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Percent off"));
    await user.type(screen.getByLabelText("Percent off"), "10");
    await user.type(screen.getByLabelText("Total uses (optional)"), "50");
    await user.click(screen.getByRole("button", { name: "Create Coupon" }));
    expect(await toastText(/SPRING-10 works at checkout now/)).toBeInTheDocument();
    const sent = api.mock.calls.find(([url, init]) => String(url) === "/api/coupons" && init?.method === "POST");
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ code: "spring-10", description: "Spring offer", kind: "percent", percentOff: 10, minSubtotal: "0", maxUses: 50, maxUsesPerCustomer: null, eventType: null, firstOrderOnly: false, startsOn: null, expiresOn: null, advertised: false });
  });

  it("refuses a coupon whose last day has already passed, with the server's message, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    // One that ended on November 1, 2026 (its expiresAt is the midnight after that day in New York).
    const ended = {
      id: 4, code: "AUTUMN", description: "Autumn offer", percentOff: 10, amountOff: null, fixedTotal: null, minSubtotal: "0.00", firstOrderOnly: false, eventType: null,
      maxUses: null, maxUsesPerCustomer: null, usedCount: 2, advertised: false, active: false, startsAt: null, expiresAt: "2026-11-02T05:00:00.000Z", ownerId: null, createdAt: "2026-10-01T12:00:00.000Z",
    };
    const api = stubApi({
      "GET /api/admin/overview?period=week": overview("week", "0.00"),
      "GET /api/coupons?page=1&pageSize=20": () => json({ items: [ended], page: 1, pageSize: 20, total: 1 }),
    });
    renderWithApp(<AdminPage />);
    await user.click(screen.getByRole("tab", { name: "Coupons" }));
    expect(await screen.findByText(/ended November 1, 2026/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Code"), "too-late");
    await user.type(screen.getByLabelText("Description (shown at checkout)"), "Yesterday's offer");
    await user.type(screen.getByLabelText("Percent off"), "10");
    const lastDay = screen.getByLabelText("Valid through (optional)");
    const yesterday = businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessDateInDays(-1);
    // The date picker offers today on; a typed day before it is refused by the shared rule.
    expect(lastDay).toHaveAttribute("min", businessDates(DEFAULT_BUSINESS_TIME_ZONE).businessToday());
    fireEvent.change(lastDay, { target: { value: yesterday } });
    await user.click(screen.getByRole("button", { name: "Create Coupon" }));
    const message = "The last day has already passed. Choose today or a later day, or leave it empty for no end date.";
    await waitFor(() => expect(lastDay).toHaveAccessibleDescription(message));
    expect(lastDay).toHaveAttribute("aria-invalid", "true");
    expect(api.mock.calls.some(([url, init]) => String(url) === "/api/coupons" && init?.method === "POST")).toBe(false);
  });

  it("sets Book Now's rules and switches a service off from the Feature Manager", async () => {
    const user = userEvent.setup({ delay: null });
    const features = DEFAULT_FEATURES;
    const puts: unknown[] = [];
    stubApi({
      "GET /api/admin/overview?period=week": overview("week", "0.00"),
      "GET /api/settings/features": () => json(features),
      "PUT /api/settings/features": (init) => {
        puts.push(JSON.parse(String(init?.body)));
        return json(JSON.parse(String(init?.body)));
      },
    });
    renderWithApp(<AdminPage />);
    await user.click(screen.getByRole("tab", { name: "Feature Manager" }));
    await user.click(screen.getByRole("tab", { name: "Book Now" }));
    const guests = await screen.findByLabelText("Minimum guests");
    await user.clear(guests);
    await user.type(guests, "0");
    await user.click(screen.getByRole("button", { name: "Save Book Now" }));
    expect(screen.getByText("Minimum guests: a whole number from 1 to 1,000", { selector: "p" })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await user.clear(screen.getByLabelText("Minimum guests"));
    await user.type(screen.getByLabelText("Minimum guests"), "30");
    await user.clear(screen.getByLabelText("Minimum lead time (hours)"));
    await user.type(screen.getByLabelText("Minimum lead time (hours)"), "48");
    await user.click(screen.getByRole("button", { name: "Save Book Now" }));
    expect(await toastText("Settings Saved")).toBeInTheDocument();
    expect(puts[0]).toEqual({ ...features, booking: { wizardEnabled: true, minLeadHours: 48, minGuests: 30 } });

    await user.click(screen.getByRole("tab", { name: "Services" }));
    await user.click(screen.getByRole("checkbox", { name: "Dinner pickup orders (/dinner-catering)" }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ services: { dinnerPickup: false, subscriptions: true, trainingPublic: true } });

    const until = screen.getByLabelText("Pickup until");
    fireEvent.change(until, { target: { value: "16:00" } });
    await user.click(screen.getByRole("button", { name: "Save Dinner Hours" }));
    expect(screen.getByText("The pickup window must end after it starts.", { selector: "p" })).toBeInTheDocument();
    fireEvent.change(until, { target: { value: "21:30" } });
    await user.click(screen.getByRole("button", { name: "Save Dinner Hours" }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(puts[2]).toMatchObject({ dinner: { orderCutoff: "13:00", pickupEarliest: "17:00", pickupLatest: "21:30" } });
  });
});
