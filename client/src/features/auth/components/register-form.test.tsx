import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { RegisterForm } from "./register-form";

function requirement(label: string) {
  const item = screen.getByText(label).closest("li");
  if (!item) throw new Error(`No checklist item ${label}`);
  return item;
}

describe("<RegisterForm>", () => {
  it("updates the checklist as the password is typed", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApp(<RegisterForm variant="signup-page" onRegistered={vi.fn()} />);
    const password = screen.getByLabelText("Password");

    for (const label of ["At least 8 characters", "One lowercase letter", "One uppercase letter", "One number"]) {
      expect(requirement(label)).toHaveAttribute("data-met", "false");
      expect(requirement(label)).toHaveTextContent(`${label}: requirement not met`);
    }

    await user.type(password, "abc");
    expect(requirement("One lowercase letter")).toHaveAttribute("data-met", "true");
    expect(requirement("One lowercase letter")).toHaveTextContent("One lowercase letter: requirement met");
    expect(requirement("At least 8 characters")).toHaveAttribute("data-met", "false");
    expect(requirement("One uppercase letter")).toHaveAttribute("data-met", "false");

    await user.type(password, "defG1");
    for (const label of ["At least 8 characters", "One lowercase letter", "One uppercase letter", "One number"]) {
      expect(requirement(label)).toHaveAttribute("data-met", "true");
    }
    expect(password).toHaveAccessibleDescription(expect.stringContaining("Password requirements"));
  });

  // Issue 42 (GOV.UK): Create Account is never disabled; pressed before the password is right, it says what is
  // wrong (the approved toast, each field, and the error summary, which takes the focus) and sends nothing.
  it("refuses Create Account until the password meets every rule and both entries match", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<RegisterForm variant="signup-page" onRegistered={vi.fn()} />);
    const submit = screen.getByRole("button", { name: "Create Account" });
    const password = screen.getByLabelText("Password");
    const confirm = screen.getByLabelText("Confirm Password");

    expect(submit).toBeEnabled();
    await user.type(screen.getByLabelText("Username"), "ann");
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.type(password, "weakpass1");
    await user.type(confirm, "weakpass1");
    await user.click(submit); // matches, but no uppercase letter
    expect(await screen.findByText("Invalid Password", { selector: "[data-variant] *" })).toBeInTheDocument();
    const problems = await screen.findByRole("alert", { name: "There is a problem" });
    await waitFor(() => expect(problems).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringContaining("Please meet all password requirements"));

    await user.clear(password);
    await user.type(password, "Weakpass1");
    await user.clear(confirm);
    await user.type(confirm, "Weakpass2");
    expect(confirm).toHaveAccessibleDescription("Please make sure both passwords are identical");
    expect(confirm).toHaveAttribute("aria-invalid", "true");

    await user.clear(confirm);
    await user.type(confirm, "Weakpass1");
    expect(submit).toBeEnabled();
    expect(confirm).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/register")).toBe(false);
  });

  it("shows the server's message when registration fails and keeps what was typed", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({ "POST /api/register": () => json({ message: "That username is already taken" }, 409) });
    const onRegistered = vi.fn();
    renderWithApp(<RegisterForm variant="signup-page" onRegistered={onRegistered} />);

    await user.type(screen.getByLabelText("Username"), "ann");
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.type(screen.getByLabelText("Password"), "Tasty2024");
    await user.type(screen.getByLabelText("Confirm Password"), "Tasty2024");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Registration Failed", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(await screen.findByText("That username is already taken", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ username: "ann", email: "ann@example.com", password: "Tasty2024" });
    expect(onRegistered).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Username")).toHaveValue("ann");
    expect(screen.getByLabelText("Password")).toHaveValue("Tasty2024");
  });

  it("announces success in the login page's words and hands over the new user", async () => {
    const user = userEvent.setup({ delay: null });
    const created = { id: 7, username: "ann", email: "ann@example.com", role: "client" };
    stubApi({ "POST /api/register": () => json(created, 201) });
    const onRegistered = vi.fn();
    renderWithApp(<RegisterForm variant="login-page" onRegistered={onRegistered} />);

    await user.type(screen.getByLabelText("Username"), "ann");
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.type(screen.getByLabelText("Password"), "Tasty2024");
    await user.type(screen.getByLabelText("Confirm Password"), "Tasty2024");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(await screen.findByText("Account created successfully!", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledWith(created);
  });
  it("explains a submit that bypasses the disabled button, in the approved words", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({});
    renderWithApp(<RegisterForm variant="signup-page" onRegistered={vi.fn()} />);
    const form = screen.getByRole("button", { name: "Create Account" }).closest("form")!;

    await user.type(screen.getByLabelText("Username"), "ann");
    await user.type(screen.getByLabelText("Email"), "ann@example.com");
    await user.type(screen.getByLabelText("Password"), "short");
    fireEvent.submit(form);
    expect(await screen.findByText("Invalid Password", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(await screen.findByText("Please meet all password requirements", { selector: "[data-variant] *" })).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Tasty2024");
    await user.type(screen.getByLabelText("Confirm Password"), "Tasty2025");
    fireEvent.submit(form);
    expect(await screen.findByText("Passwords Don't Match", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
