import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { ResetPasswordForm } from "./reset-password-form";

describe("<ResetPasswordForm>", () => {
  it("sends a visitor without a token to /forgot-password with Invalid Reset Link", async () => {
    stubApi({});
    const { memory } = renderWithApp(<ResetPasswordForm token={null} />, { path: "/reset-password" });
    expect(await screen.findByText("Invalid Reset Link", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/forgot-password");
  });

  it("resets the password with the token and goes to /login", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/reset-password": () => json({ message: "Password Reset Successfully" }) });
    const { memory } = renderWithApp(<ResetPasswordForm token="abc123" />, { path: "/reset-password?token=abc123" });

    await user.type(screen.getByLabelText("New Password"), "Brunch2025");
    await user.type(screen.getByLabelText("Confirm Password"), "Brunch2025");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByText("Password Reset Successfully", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(memory.history?.at(-1)).toBe("/login");
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ token: "abc123", newPassword: "Brunch2025" });
  });

  it("shows the server's message for an expired link", async () => {
    const user = userEvent.setup({ delay: null });
    const expired = "This reset link is invalid or has expired. Please request a new one.";
    stubApi({ "POST /api/reset-password": () => json({ message: expired }, 400) });
    renderWithApp(<ResetPasswordForm token="old" />);

    await user.type(screen.getByLabelText("New Password"), "Brunch2025");
    await user.type(screen.getByLabelText("Confirm Password"), "Brunch2025");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByText("Reset Failed", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText(expired, { selector: "[data-variant] *" })).toBeInTheDocument();
  });
});
