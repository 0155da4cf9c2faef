import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { AppRouter } from "./router";

const visitor = () => json({ message: "Authentication required" }, 401);
const signedIn = () => json({ id: 1, username: "ann", email: "ann@example.com", role: "client" });
const config = () => json({ demoMode: false, demoAccounts: [] });

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
    expect(screen.getByRole("link", { name: "Login" })).toBeInTheDocument();
  });

  it("shows the splash page to a visitor at /", async () => {
    stubApi({ "GET /api/me": visitor });
    const { memory } = renderWithApp(<AppRouter />, { path: "/" });
    expect(await screen.findByRole("link", { name: "Explore" })).toHaveAttribute("href", "/home");
    expect(memory.history).toEqual(["/"]);
  });

  it("lets a visitor open a public page", async () => {
    stubApi({ "GET /api/me": visitor });
    renderWithApp(<AppRouter />, { path: "/gallery" });
    expect(await screen.findByRole("heading", { level: 1, name: "Gallery" })).toBeInTheDocument();
  });

  it("shows the 404 page to a signed-in user at an unknown path", async () => {
    stubApi({ "GET /api/me": signedIn });
    renderWithApp(<AppRouter />, { path: "/no-such-page" });
    expect(await screen.findByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("sends a signed-in user from / and /login to the dashboard", async () => {
    stubApi({ "GET /api/me": signedIn });
    const { memory } = renderWithApp(<AppRouter />, { path: "/login" });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome back, ann!" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/dashboard");
    expect(screen.getByText("ann", { selector: "header *" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("matches the admin edit page only for a number or new", async () => {
    stubApi({ "GET /api/me": signedIn });
    const { memory } = renderWithApp(<AppRouter />, { path: "/admin/edit-item/12" });
    expect(await screen.findByRole("heading", { level: 1, name: "Edit Menu Item" })).toBeInTheDocument();
    memory.navigate("/admin/edit-item/abc");
    expect(await screen.findByText("Did you forget to add the page to the router?")).toBeInTheDocument();
  });

  it("logs out to the splash page", async () => {
    const fetchMock = stubApi({ "GET /api/me": signedIn, "POST /api/logout": () => json({ message: "Logged out" }) });
    const { memory } = renderWithApp(<AppRouter />, { path: "/dashboard" });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("link", { name: "Explore" })).toBeInTheDocument();
    await waitFor(() => expect(memory.history?.at(-1)).toBe("/"));
    expect(fetchMock).toHaveBeenCalledWith("/api/logout", expect.objectContaining({ method: "POST" }));
    expect(screen.getByText("Logged out", { selector: "[data-variant] *" })).toBeInTheDocument();
  });
});
