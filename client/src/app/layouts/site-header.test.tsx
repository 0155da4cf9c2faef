import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { CART_STORAGE_KEY } from "@/features/cart/cart-store";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { SiteHeader } from "./site-header";

const visitor = () => json({ message: "Authentication required" }, 401);
const client = () => json({ id: 1, username: "ann", email: "ann@example.com", role: "client" });
const admin = () => json({ id: 2, username: "admin", email: "admin@example.com", role: "admin" });
const healthy = () => json({ status: "ok", database: "up" });
const demoConfig = () =>
  json({
    demoMode: true,
    demoAccounts: [
      { role: "admin", username: "admin", password: "AdminDemo1" },
      { role: "client", username: "client", password: "ClientDemo1" },
    ],
  });

beforeEach(() => {
  window.localStorage.clear();
});

describe("<SiteHeader>", () => {
  it("says System Online when the health check answers ok", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />);
    expect(screen.getByRole("status")).toHaveTextContent("Checking system");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("System Online"));
  });

  it("says System Offline when the health check answers 503", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/health": () => json({ status: "degraded", database: "down" }, 503) });
    renderWithApp(<SiteHeader />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("System Offline"));
  });

  it("says System Offline when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    renderWithApp(<SiteHeader />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("System Offline"));
  });

  it("shows the brand, the main links and Login to a visitor", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />, { path: "/about" });
    expect(screen.getByRole("link", { name: "Creative Cuisines" })).toHaveAttribute("href", "/home");
    const nav = screen.getByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Home", "About", "Gallery", "Menu", "Services", "Dinner Pickup", "Food Truck", "QR Codes", "Contact"]);
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(await screen.findByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Book Now" })).toHaveAttribute("href", "/quote");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("takes a visitor's Book Now to the quote form", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    const { memory } = renderWithApp(<SiteHeader />, { path: "/about" });
    await screen.findByRole("link", { name: "Login" });
    await user.click(screen.getByRole("link", { name: "Book Now" }));
    expect(memory.history?.at(-1)).toBe("/quote");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("welcomes a signed-in client with Dashboard, Logout and Book Now", async () => {
    stubApi({ "GET /api/me": client, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />);
    expect(await screen.findByText("Welcome,", { exact: false })).toHaveTextContent("Welcome, ann (client)");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book Now" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("opens the catering order wizard when a signed-in client books, staying on the page", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": client, "GET /api/health": healthy, "GET /api/menu-items": () => json([]) });
    const { memory } = renderWithApp(<SiteHeader />, { path: "/about" });
    const book = await screen.findByRole("button", { name: "Book Now" });
    expect(screen.queryByRole("link", { name: "Book Now" })).not.toBeInTheDocument();
    await user.click(book);
    const wizard = await screen.findByRole("dialog", { name: "Catering Order" });
    expect(within(wizard).getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeInTheDocument();
    expect(memory.history).toEqual(["/about"]);
    await user.click(within(wizard).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes only the wizard on Escape when it was opened from the mobile menu; the focus returns to Book Now", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": client, "GET /api/health": healthy, "GET /api/menu-items": () => json([]) });
    renderWithApp(<SiteHeader />, { path: "/about" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    await user.click(await within(panel).findByRole("button", { name: "Book Now" }));
    await screen.findByRole("dialog", { name: "Catering Order" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(panel).getByRole("button", { name: "Book Now" })).toHaveFocus());
    // The next Escape closes the menu itself.
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("gives an admin Add/Edit Menu Item instead of Book Now", async () => {
    stubApi({ "GET /api/me": admin, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />);
    expect(await screen.findByRole("link", { name: "Add/Edit Menu Item" })).toHaveAttribute("href", "/menu-manager");
    expect(screen.queryByRole("link", { name: "Book Now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book Now" })).not.toBeInTheDocument();
  });

  it("counts the cart's items and follows changes to the cart", async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { id: 1, name: "Classic Caesar Salad", price: "Half Pan $60 / Full Pan $90", category: "salads", quantity: 2, panSize: "Half Pan" },
        { id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts", quantity: 1 },
      ]),
    );
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />);
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/menu?tab=cart");
    const newValue = JSON.stringify([{ id: 7, name: "Peach Cobbler Cups", price: "$8", category: "desserts", quantity: 1 }]);
    window.localStorage.setItem(CART_STORAGE_KEY, newValue);
    fireEvent(window, new StorageEvent("storage", { key: CART_STORAGE_KEY, newValue }));
    expect(await screen.findByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument();
  });

  it("hides a logo that fails to load and only warns about it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    const { container } = renderWithApp(<SiteHeader />);
    const logo = container.querySelector("img");
    expect(logo).toHaveAttribute("src", "/images/logo.svg");
    expect(logo).toHaveAttribute("alt", "");
    fireEvent.error(logo!);
    expect(container.querySelector("img")).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Logo failed to load"));
    expect(screen.getByRole("link", { name: "Creative Cuisines" })).toBeInTheDocument();
  });

  it("opens and closes the mobile menu with its toggle, Escape and navigation", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    const { memory } = renderWithApp(<SiteHeader />, { path: "/home" });
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!);
    expect(panel).toContainElement(screen.getByRole("navigation", { name: "Main" }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    await user.tab();
    expect(within(panel!).getByRole("link", { name: "Login" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(panel!).getByRole("link", { name: "Services" }));
    expect(memory.history?.at(-1)).toBe("/services");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

describe("demo role switch", () => {
  it("is absent outside demo mode", async () => {
    stubApi({ "GET /api/me": client, "GET /api/health": healthy, "GET /api/config": () => json({ demoMode: false, demoAccounts: [] }) });
    renderWithApp(<SiteHeader />);
    await screen.findByRole("button", { name: "Logout" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Switch to/ })).not.toBeInTheDocument());
  });

  it("signs a client out and in as the demo admin, then opens the dashboard", async () => {
    const fetchMock = stubApi({
      "GET /api/me": client,
      "GET /api/health": healthy,
      "GET /api/config": demoConfig,
      "POST /api/logout": () => json({ message: "Logged out" }),
      "POST /api/login": admin,
    });
    const { memory } = renderWithApp(<SiteHeader />, { path: "/orders" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Switch to Admin" }));

    expect(await screen.findByRole("button", { name: "Switch to Client" })).toBeInTheDocument();
    expect(screen.getByText("Welcome,", { exact: false })).toHaveTextContent("Welcome, admin (admin)");
    expect(memory.history?.at(-1)).toBe("/dashboard");
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`);
    expect(calls.indexOf("POST /api/logout")).toBeLessThan(calls.indexOf("POST /api/login"));
    const loginCall = fetchMock.mock.calls.find(([url]) => url === "/api/login");
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: "admin", password: "AdminDemo1" });
  });

  it("says so when the switch fails", async () => {
    stubApi({
      "GET /api/me": admin,
      "GET /api/health": healthy,
      "GET /api/config": demoConfig,
      "POST /api/logout": () => json({ message: "Logged out" }),
      "POST /api/login": () => json({ message: "Invalid credentials" }, 401),
    });
    renderWithApp(<SiteHeader />, { path: "/dashboard" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Switch to Client" }));
    expect(await screen.findByText("Failed to switch role", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText("Error", { selector: "[data-variant='destructive'] *" })).toBeInTheDocument();
  });

  it("shows a signed-in user Messages with the number of unread messages", async () => {
    stubApi({ "GET /api/me": client, "GET /api/health": healthy, "GET /api/messages/unread": () => json({ total: 3, threads: [{ quoteId: 7, count: 3 }] }) });
    renderWithApp(<SiteHeader />);
    const link = await screen.findByRole("link", { name: "Messages, 3 unread" });
    expect(link).toHaveAttribute("href", "/messages");
    expect(link).toHaveTextContent("3");
  });

  it("has no Messages link for a visitor", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/health": healthy });
    renderWithApp(<SiteHeader />);
    await screen.findByRole("link", { name: "Login" });
    expect(screen.queryByRole("link", { name: /^Messages/ })).not.toBeInTheDocument();
  });
});
