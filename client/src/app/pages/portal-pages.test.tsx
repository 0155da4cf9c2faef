import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { loyaltyStanding } from "@shared/rules/loyalty";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import RewardsPage from "@/app/pages/rewards";
import ProfilePage from "@/app/pages/profile";
import QrCodesPage from "@/app/pages/qr-codes";
import TrainingPage from "@/app/pages/training";
import SubscribePage from "@/app/pages/subscribe";

const toastText = (text: string | RegExp) => screen.findByText(text, { selector: "[data-variant] *" });
const client = () => json({ id: 7, username: "casey", email: "casey@example.com", role: "client" });
const admin = () => json({ id: 1, username: "boss", email: "boss@example.com", role: "admin" });
const standing = (points: number, coupons: { code: string; description: string; used: boolean }[] = []) => () => json({ userId: 7, ...loyaltyStanding(points), coupons });
const ledger = () =>
  json({ items: [{ id: 1, kind: "earn", points: 320, description: "Order CC-2024-012", couponCode: null, createdAt: "2026-11-01T15:00:00.000Z" }], page: 1, pageSize: 10, total: 1 });
const bodyOf = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => `${init?.method ?? "GET"} ${String(url)}` === key);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe("/rewards", () => {
  it("shows the tier, points and progress, and redeems a reward into a code", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/me": client,
      "GET /api/loyalty/7": standing(2450),
      "GET /api/loyalty/7/ledger?page=1&pageSize=10": ledger,
      "POST /api/loyalty/redemptions": () => json({ code: "RWD-1A2B3C4D", rewardId: "percent-15", description: "15% off", points: 1950 }, 201),
    });
    renderWithApp(<RewardsPage />);
    const status = await screen.findByRole("region", { name: "Your loyalty status" });
    expect(status).toHaveTextContent("Gold");
    expect(status).toHaveTextContent("2,450");
    expect(within(status).getByRole("progressbar", { name: "Progress to Platinum" })).toHaveAttribute("aria-valuenow", "63");
    expect(await screen.findByText("Order CC-2024-012", { exact: false })).toBeInTheDocument();
    const reward = screen.getByRole("heading", { name: "15% Off Next Order" }).closest("li")!;
    await user.click(within(reward).getByRole("button", { name: "Redeem" }));
    expect(await toastText(/use code RWD-1A2B3C4D at checkout/)).toBeInTheDocument();
    expect(bodyOf(api, "POST /api/loyalty/redemptions")).toEqual({ rewardId: "percent-15" });
  });

  it("says how many points a reward still needs, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/me": client,
      "GET /api/loyalty/7": standing(450, [{ code: "RWD-USEDUSED", description: "Free tray", used: true }]),
      "GET /api/loyalty/7/ledger?page=1&pageSize=10": ledger,
      "POST /api/loyalty/redemptions": () => json({ message: "Insufficient Points: you need 50 more points" }, 409),
    });
    renderWithApp(<RewardsPage />);
    const reward = (await screen.findByRole("heading", { name: "15% Off Next Order" })).closest("li")!;
    expect(reward).toHaveTextContent("You need 50 more points");
    expect(screen.getByText("RWD-USEDUSED").closest("li")).toHaveTextContent("Used");
    await user.click(within(reward).getByRole("button", { name: "Redeem" }));
    expect(await toastText("Insufficient Points: you need 50 more points")).toBeInTheDocument();
  });
});

const profile = {
  id: 7,
  username: "casey",
  email: "casey@example.com",
  role: "client",
  fullName: "Casey Client",
  phone: "",
  eventAddress: "",
  notificationPrefs: { quoteUpdates: true, orderUpdates: true, messages: true, marketing: false },
  emailVerified: true,
  pendingEmail: null,
};

describe("/profile", () => {
  it("edits and saves the details; Cancel leaves them as they were", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/me": client,
      "GET /api/profile": () => json(profile),
      "PATCH /api/profile": (init) => json({ ...profile, ...JSON.parse(String(init?.body)) }),
    });
    renderWithApp(<ProfilePage />);
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.type(screen.getByLabelText("Phone"), "555-0100");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Phone").nextElementSibling).toHaveTextContent("Not given");

    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.type(screen.getByLabelText("Phone"), "555-0100");
    await user.type(screen.getByLabelText("Default event address"), "250 Greenwich Street");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await toastText("Profile Updated")).toBeInTheDocument();
    expect(bodyOf(api, "PATCH /api/profile")).toMatchObject({ phone: "555-0100", eventAddress: "250 Greenwich Street" });
    expect(screen.getByText("Phone").nextElementSibling).toHaveTextContent("555-0100");
  });

  it("keeps what was typed when the server refuses, with the reason beside the field", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/me": client,
      "GET /api/profile": () => json(profile),
      "PATCH /api/profile": () => json({ message: "That email is already registered", field: "email" }, 409),
    });
    renderWithApp(<ProfilePage />);
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await toastText("That email is already registered")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("taken@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("switches email topics in Settings", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/me": client,
      "GET /api/profile": () => json(profile),
      "PATCH /api/profile": (init) => json({ ...profile, notificationPrefs: { ...profile.notificationPrefs, ...JSON.parse(String(init?.body)).notificationPrefs } }),
    });
    renderWithApp(<ProfilePage />);
    await user.click(await screen.findByRole("tab", { name: "Settings" }));
    await user.click(screen.getByRole("checkbox", { name: "News and offers" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "News and offers" })).toBeChecked());
    expect(bodyOf(api, "PATCH /api/profile")).toEqual({ notificationPrefs: { marketing: true } });
    expect(screen.getByRole("link", { name: "Change Password" })).toHaveAttribute("href", "/account/password");
  });
});

describe("/qr-codes", () => {
  it("shows everyone the portal and the advertised discount codes", async () => {
    const advertised = ["10PERCENT", "20PERCENT", "FIRSTTIME", "CORPORATE"].map((code) => ({ code, description: `${code} offer` }));
    stubApi({ "GET /api/me": () => json({ message: "Authentication required" }, 401), "GET /api/coupons/advertised": () => json(advertised) });
    renderWithApp(<QrCodesPage />);
    for (const code of ["10PERCENT", "20PERCENT", "FIRSTTIME", "CORPORATE"]) {
      expect(await screen.findByRole("heading", { level: 3, name: code })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: `Share ${code}` })).toBeInTheDocument();
    }
    expect(screen.getByRole("button", { name: "Copy Link" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Generate a QR Code" })).not.toBeInTheDocument();
  });

  it("gives admins the generator, which needs a name and data", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": admin, "GET /api/coupons/advertised": () => json([]), "GET /api/qr-codes?page=1&pageSize=12": () => json({ items: [], page: 1, pageSize: 12, total: 0 }) });
    renderWithApp(<QrCodesPage />);
    await user.click(await screen.findByRole("button", { name: "Generate QR Code" }));
    expect(await toastText("Please provide both name and data for the QR code.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("No saved codes yet. Generate one above.")).toBeInTheDocument();
  });
});

const program = (id: number, category: string, title: string, seatsLeft = 5) => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, "-"),
  title,
  category,
  summary: `${title} summary`,
  details: `${title} details`,
  duration: "4 weeks",
  priceLabel: "$599",
  maxStudents: 12,
  seatsLeft,
  isPublic: true,
  myEnrollment: null,
});

describe("/training", () => {
  it("filters by category, shows details and enrolls a client", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/me": client,
      "GET /api/training/programs": () => json([program(1, "etiquette", "Service Etiquette"), program(2, "chef-training", "Chef Training", 0)]),
      "POST /api/training/programs/1/enrollments": () => json({ id: 9, status: "pending" }, 201),
    });
    renderWithApp(<TrainingPage />);
    expect(await screen.findByRole("heading", { name: "Chef Training", level: 2 })).toBeInTheDocument();
    const full = screen.getByRole("heading", { name: "Chef Training", level: 2 }).closest("li")!;
    expect(within(full).getByRole("button", { name: "Program Full" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Etiquette" }));
    expect(screen.queryByRole("heading", { name: "Chef Training", level: 2 })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Learn More" }));
    expect(await screen.findByRole("dialog", { name: "Service Etiquette" })).toHaveTextContent("Service Etiquette details");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Enroll Now" }));
    expect(await toastText(/We will confirm your seat in Service Etiquette/)).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url) === "/api/training/programs/1/enrollments")).toBe(true);
  });
});

describe("/subscribe", () => {
  it("lets a client request a plan, the address prefilled from the profile", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/me": client,
      "GET /api/profile": () => json({ ...profile, eventAddress: "250 Greenwich Street, New York" }),
      "GET /api/subscriptions": () =>
        json([{ id: 3, name: "Weekly Office Lunch for 20", description: "Lunch", items: ["Jerk Chicken"], dayOfWeek: 3, guestCount: 20, pricePerDelivery: "450.00", active: true }]),
      "GET /api/subscription-requests?page=1&pageSize=20": () => json({ items: [], page: 1, pageSize: 20, total: 0 }),
      "POST /api/subscription-requests": () => json({ id: 1 }, 201),
    });
    renderWithApp(<SubscribePage />);
    expect(await screen.findByText("$450.00")).toBeInTheDocument();
    expect(await screen.findByText("You have no subscriptions yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe: Weekly Office Lunch for 20" });
    expect(within(dialog).getByLabelText("Delivery address")).toHaveValue("250 Greenwich Street, New York");
    // Only the plan's delivery day is offered as the start: the next Wednesdays.
    const start = within(dialog).getByRole("combobox", { name: "Start date (a Wednesday)" });
    const offered = within(start).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(offered).toHaveLength(8);
    for (const date of offered) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(3);
    expect(within(dialog).getAllByRole("option")[0]).toHaveTextContent(/^Wednesday, /);
    await user.selectOptions(start, offered[1]);
    await user.click(within(dialog).getByRole("button", { name: "Request Subscription" }));
    expect(await toastText(/We will confirm Weekly Office Lunch for 20/)).toBeInTheDocument();
    expect(bodyOf(api, "POST /api/subscription-requests")).toMatchObject({ planId: 3, startDate: offered[1], address: "250 Greenwich Street, New York" });
  });
});
