import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { Toaster } from "./toaster";
import { toast } from "./use-toast";

describe("<Toaster>", () => {
  it("shows one toast at a time: a new toast replaces the old one", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Reset Link Sent" });
    });
    expect(screen.getByText("Reset Link Sent", { selector: "[data-variant] *" })).toBeInTheDocument();
    act(() => {
      toast({ title: "Login Failed", description: "Invalid credentials", variant: "destructive" });
    });
    expect(screen.queryByText("Reset Link Sent", { selector: "[data-variant] *" })).not.toBeInTheDocument();
    expect(screen.getByText("Login Failed", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getByText("Invalid credentials", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });

  it("closes a toast with its close button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: "Logged out" });
    });
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Logged out", { selector: "[data-variant] *" })).not.toBeInTheDocument();
  });
});
