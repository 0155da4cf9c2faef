import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { DEFAULT_TRUCK_LOCATION } from "@shared/validators/truck";
import { AppRouter } from "./router";

const visitor = () => json({ message: "Authentication required" }, 401);
const signedIn = () => json({ id: 1, username: "ann", email: "ann@example.com", role: "client" });
const signedInAdmin = () => json({ id: 2, username: "boss", email: "boss@example.com", role: "admin" });
const config = () => json({ demoMode: false, demoAccounts: [] });
// No coordinates: the map (Leaflet) is not drawn in the test DOM.
const truck = { ...DEFAULT_TRUCK_LOCATION, address: "Union Square, New York, NY 10003", latitude: null, longitude: null, waitEstimate: "5–10 minutes", updatedAt: null };

const banner = () => screen.getByRole("banner");
const portalNav = () => screen.getByRole("navigation", { name: "Portal" });

describe("route switch", () => {
  it("shows a loading spinner while the signed-in state is unknown", () => {
    stubApi({ "GET /api/me": () => new Promise<Response>(() => {}) });
    renderWithApp(<AppRouter />, { path: "/dashboard" });
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("redirects a visitor at /dashboard to /splash", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/config": config });
    const { memory } = renderWithApp(<AppRouter />, { path: "/dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Creative Cuisines" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/splash");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(within(banner()).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
  });

  it.each(["/profile", "/menu-manager", "/admin/edit-item/new", "/no-such-page"])("redirects a visitor at %s to /splash", async (path) => {
    stubApi({ "GET /api/me": visitor });
    const { memory } = renderWithApp(<AppRouter />, { path });
    expect(await screen.findByRole("link", { name: "Explore" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/splash");
  });

  it("shows the splash page to a visitor at /", async () => {
    stubApi({ "GET /api/me": visitor });
    const { memory } = renderWithApp(<AppRouter />, { path: "/" });
    expect(await screen.findByRole("link", { name: "Explore" })).toHaveAttribute("href", "/home");
    expect(memory.history).toEqual(["/"]);
  });

  it("lets a visitor open a public page, in the site layout without the sidebar", async () => {
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/gallery" });
    expect(await screen.findByRole("heading", { level: 1, name: "Creative Cuisines Gallery" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(/© \d{4} Creative Cuisines/);
    expect(screen.queryByRole("navigation", { name: "Portal" })).not.toBeInTheDocument();
  });

  it("moves the focus to the new page's h1 and announces it after a route change, not on the first load", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/gallery" });
    await screen.findByRole("heading", { level: 1, name: "Creative Cuisines Gallery" });
    expect(document.activeElement).toBe(document.body);

    await user.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "About" }));
    const heading = await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(document.querySelector("[aria-live='polite'][aria-atomic='true']")).toHaveTextContent(heading.textContent!);
  });

  it("lets a visitor open /checkout/success", async () => {
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/checkout/success" });
    expect(await screen.findByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeInTheDocument();
  });

  it("lets a visitor open /packages", async () => {
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/packages" });
    expect(await screen.findByRole("heading", { level: 1, name: "Event Packages" })).toBeInTheDocument();
  });

  it("lets a visitor open the public quote form at /quote", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/menu-items": () => json([]) });
    const { memory } = renderWithApp(<AppRouter />, { path: "/quote" });
    expect(await screen.findByRole("heading", { level: 1, name: "Request a Quote" })).toBeInTheDocument();
    expect(memory.history).toEqual(["/quote"]);
  });

  it("lets a visitor open /qr-codes", async () => {
    stubApi({ "GET /api/me": visitor });
    const { memory } = renderWithApp(<AppRouter />, { path: "/qr-codes" });
    expect(await screen.findByRole("heading", { level: 1, name: "QR Codes" })).toBeInTheDocument();
    expect(memory.history).toEqual(["/qr-codes"]);
  });

  it("lets a visitor see where the food truck is at /tracker", async () => {
    stubApi({ "GET /api/me": visitor, "GET /api/truck/location": () => json(truck) });
    renderWithApp(<AppRouter />, { path: "/tracker" });
    expect(await screen.findByRole("heading", { level: 1, name: "Food Truck Tracker" })).toBeInTheDocument();
    expect(await screen.findByText("Union Square, New York, NY 10003")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", expect.stringContaining("Union%20Square"));
  });

  it("shows the 404 page in the portal layout to a signed-in user at an unknown path", async () => {
    stubApi({ "GET /api/me": signedIn });
    renderWithApp(<AppRouter />, { path: "/no-such-page" });
    expect(await screen.findByText("Did you forget to add the page to the router?")).toBeInTheDocument();
    expect(portalNav()).toBeInTheDocument();
  });

  it("gives a signed-in user the portal layout on the public pages too", async () => {
    stubApi({ "GET /api/me": signedIn });
    renderWithApp(<AppRouter />, { path: "/about" });
    expect(await screen.findByRole("heading", { level: 1, name: "About Creative Cuisines" })).toBeInTheDocument();
    expect(portalNav()).toBeInTheDocument();
    expect(within(banner()).getByText("Welcome,", { exact: false })).toHaveTextContent("Welcome, ann (client)");
  });

  it("sends a signed-in user from / and /login to the dashboard", async () => {
    stubApi({ "GET /api/me": signedIn });
    const { memory } = renderWithApp(<AppRouter />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/dashboard");
    expect(screen.getByText("ann", { selector: "header *" })).toBeInTheDocument();
    expect(within(banner()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(within(banner()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("matches the admin edit page only for a number or new", async () => {
    stubApi({ "GET /api/me": signedInAdmin });
    const { memory } = renderWithApp(<AppRouter />, { path: "/admin/edit-item/12" });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Menu Item" })).toBeInTheDocument();
    memory.navigate("/admin/edit-item/new");
    expect(await screen.findByRole("heading", { level: 1, name: "Add Menu Item" })).toBeInTheDocument();
    memory.navigate("/admin/edit-item/abc");
    expect(await screen.findByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it.each(["/menu-manager", "/photo-gallery", "/enhanced-menu-editor", "/simple-menu-editor", "/admin", "/admin/audit", "/admin/edit-item/3"])(
    "tells a client at %s that access is denied, naming them and their role",
    async (path) => {
      stubApi({ "GET /api/me": signedIn });
      renderWithApp(<AppRouter />, { path });
      expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
      const message = path === "/photo-gallery" ? "You need admin privileges to access the photo gallery management." : "You need admin privileges to access this page.";
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(screen.getByText("Current user: ann | Role: client")).toBeInTheDocument();
    },
  );

  it("lets an admin into the admin pages", async () => {
    stubApi({ "GET /api/me": signedInAdmin });
    renderWithApp(<AppRouter />, { path: "/menu-manager" });
    expect(await screen.findByRole("heading", { level: 1, name: "Menu Manager" })).toBeInTheDocument();
    expect(screen.queryByText("Access Denied")).not.toBeInTheDocument();
  });

  it("logs out from the header to the splash page", async () => {
    const fetchMock = stubApi({ "GET /api/me": signedIn, "POST /api/logout": () => json({ message: "Logged out" }) });
    const { memory } = renderWithApp(<AppRouter />, { path: "/dashboard" });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" });
    await userEvent.setup().click(within(banner()).getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "Explore" })).toBeInTheDocument();
    await waitFor(() => expect(memory.history?.at(-1)).toBe("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    expect(await screen.findByText("Logged out", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Portal" })).not.toBeInTheDocument();
  });

  it("makes the skip link the first thing the keyboard reaches", async () => {
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/home" });
    await screen.findByRole("heading", { level: 1, name: "Exceptional Catering for Every Occasion" });
    await userEvent.setup().tab();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveFocus();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});

describe("portal sidebar", () => {
  const adminEntries = ["Photo Gallery", "Menu Manager", "Simple Menu Editor", "Admin", "Audit Log"];
  const memberEntries = ["Dashboard", "Proposals", "Events", "My Orders", "Favorites", "Messages", "Rewards", "Profile", "Menu", "Dinner Catering", "Food Truck", "Subscriptions", "Chef Training", "QR Codes"];

  it("shows a client the member entries and no admin entries", async () => {
    stubApi({ "GET /api/me": signedIn });
    renderWithApp(<AppRouter />, { path: "/dashboard" });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" });
    const nav = portalNav();
    for (const name of memberEntries) expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    for (const name of adminEntries) expect(within(nav).queryByRole("link", { name })).not.toBeInTheDocument();
    expect(within(nav).getByText("Client")).toBeInTheDocument();
  });

  it("shows an admin the admin entries too", async () => {
    stubApi({ "GET /api/me": signedInAdmin });
    renderWithApp(<AppRouter />, { path: "/dashboard" });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, boss!" });
    const nav = portalNav();
    for (const name of [...memberEntries, ...adminEntries]) expect(within(nav).getByRole("link", { name })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Menu Manager" })).toHaveAttribute("href", "/menu-manager");
    expect(nav).toHaveTextContent("Role: Admin");
  });

  it("marks the current page", async () => {
    stubApi({ "GET /api/me": signedIn });
    renderWithApp(<AppRouter />, { path: "/favorites" });
    await screen.findByRole("heading", { level: 1, name: "My Favorite Meals" });
    expect(within(portalNav()).getByRole("link", { name: "Favorites" })).toHaveAttribute("aria-current", "page");
    expect(within(portalNav()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("switches between the portal and the public site", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": signedIn });
    const { memory } = renderWithApp(<AppRouter />, { path: "/dashboard" });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" });
    await user.click(within(portalNav()).getByRole("button", { name: "Switch View" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Exceptional Catering for Every Occasion" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/home");
    await user.click(within(portalNav()).getByRole("button", { name: "Switch View" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/dashboard");
  });

  it("logs out from the sidebar", async () => {
    stubApi({ "GET /api/me": signedIn, "POST /api/logout": () => json({ message: "Logged out" }) });
    const { memory } = renderWithApp(<AppRouter />, { path: "/favorites" });
    await screen.findByRole("heading", { level: 1, name: "My Favorite Meals" });
    await userEvent.setup().click(within(portalNav()).getByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "Explore" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/");
  });

  it("opens as a drawer that closes on Escape and on navigation", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/me": signedIn });
    const { memory } = renderWithApp(<AppRouter />, { path: "/dashboard" });
    await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" });

    const toggle = screen.getByRole("button", { name: "Open navigation" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    const drawer = await screen.findByRole("dialog", { name: "Navigation" });
    expect(within(drawer).getByRole("button", { name: "Close navigation" })).toHaveAttribute("aria-expanded", "true");
    // Only the drawer's navigation is reachable while it is open.
    expect(screen.getAllByRole("navigation", { name: "Portal" })).toHaveLength(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Open navigation" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Open navigation" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("link", { name: "Messages" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(memory.history?.at(-1)).toBe("/messages");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeInTheDocument();
  });
});
