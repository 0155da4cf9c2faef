import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { LoginForm } from "./login-form";

const demoConfig = () =>
  json({
    demoMode: true,
    demoAccounts: [
      { role: "admin", username: "admin", password: "AdminDemo1" },
      { role: "client", username: "client", password: "ClientDemo1" },
    ],
  });

describe("<LoginForm>", () => {
  it("fills the form from a demo account and signs in", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/config": demoConfig,
      "POST /api/login": () => json({ id: 2, username: "client", email: "client@example.com", role: "client" }),
    });
    const { memory } = renderWithApp(<LoginForm />, { path: "/login" });

    await user.click(await screen.findByRole("button", { name: "Use client account" }));
    expect(screen.getByLabelText("Username")).toHaveValue("client");
    expect(screen.getByLabelText("Password")).toHaveValue("ClientDemo1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Logged in as client", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText("Welcome back!", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/dashboard");
    const loginCall = fetchMock.mock.calls.find(([url]) => url === "/api/login");
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: "client", password: "ClientDemo1" });
  });

  it("says why sign-in failed and keeps the username", async () => {
    const user = userEvent.setup();
    stubApi({ "POST /api/login": () => json({ message: "Invalid credentials" }, 401) });
    const { memory } = renderWithApp(<LoginForm />, { path: "/login" });

    await user.type(screen.getByLabelText("Username"), "ann");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByText("Login Failed", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText("Invalid credentials", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveValue("ann");
    expect(memory.history).toEqual(["/login"]);
  });

  it("requires both fields before calling the server", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithApp(<LoginForm />);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Username is required", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAccessibleDescription("Username is required");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/login")).toBe(false);
  });

  it("shows and hides the password", async () => {
    const user = userEvent.setup();
    stubApi({});
    renderWithApp(<LoginForm />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  });

  it("posts to the form endpoint when the browser sends it itself, and shows that post's refusal from the address", async () => {
    const user = userEvent.setup();
    stubApi({ "POST /api/login": () => json({ id: 2, username: "client", email: "client@example.com", role: "client" }) });
    renderWithApp(<LoginForm />, { path: "/login?error=invalid" });

    const form = screen.getByRole("button", { name: "Sign In" }).closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/forms/login");
    const summary = screen.getByRole("alert");
    expect(summary).toHaveTextContent("Invalid credentials");
    // Once the app sends the form, the old refusal is gone.
    await user.type(screen.getByLabelText("Username"), "client");
    await user.type(screen.getByLabelText("Password"), "ClientDemo1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Logged in as client", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.queryByText("Invalid credentials")).not.toBeInTheDocument();
  });

  it("says an account was created when a sign-up without the app led here", () => {
    stubApi({});
    renderWithApp(<LoginForm />, { path: "/login?notice=registered" });
    expect(screen.getByRole("status")).toHaveTextContent("Account created. Please sign in with your new account.");
  });
});
