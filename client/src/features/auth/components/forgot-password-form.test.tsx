import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { ForgotPasswordForm } from "./forgot-password-form";

describe("<ForgotPasswordForm>", () => {
  it("asks for an email before sending", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({});
    renderWithApp(<ForgotPasswordForm />);
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Email Required", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter your email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows Email Sent! after sending, and Try again returns to the form with the email kept", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "POST /api/forgot-password": () => json({ message: "If an account exists for that email, a reset link is on its way." }) });
    renderWithApp(<ForgotPasswordForm />);

    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Email Sent!" });
    expect(heading).toHaveFocus();
    expect(await screen.findByText("Reset Link Sent", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ email: "ann@example.com" });

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByLabelText("Email")).toHaveValue("ann@example.com");
    expect(screen.getByLabelText("Email")).toHaveFocus();
  });

  it("says Error / Could not send reset email when the request fails without a message", async () => {
    const user = userEvent.setup();
    stubApi({ "POST /api/forgot-password": () => new Response("", { status: 502, statusText: "Bad Gateway" }) });
    renderWithApp(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
    expect(await screen.findByText("Could not send reset email", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeInTheDocument();
  });
});
