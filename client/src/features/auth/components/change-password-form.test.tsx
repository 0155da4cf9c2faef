import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { ChangePasswordForm } from "./change-password-form";

const inToast = { selector: "[data-variant] *" };

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  await user.type(screen.getByLabelText(/^Current Password/), current);
  await user.type(screen.getByLabelText(/^New Password/), next);
  await user.type(screen.getByLabelText(/^Confirm Password/), next);
}

describe("ChangePasswordForm", () => {
  it("sends the current and new password, says Password Changed and clears the form", async () => {
    let sent: unknown;
    stubApi({
      "POST /api/account/password": (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ message: "Password Changed" });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChangePasswordForm />);
    await fill(user, "Old-Passw0rd", "Grilled-Peach7");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Password Changed", inToast)).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: "Old-Passw0rd", newPassword: "Grilled-Peach7" });
    await waitFor(() => expect(screen.getByLabelText(/^Current Password/)).toHaveValue(""));
  });

  it("keeps what was typed when the server refuses the current password", async () => {
    stubApi({ "POST /api/account/password": () => json({ message: "Your current password is not correct." }, 400) });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<ChangePasswordForm />);
    await fill(user, "Wrong-Passw0rd", "Grilled-Peach7");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("Your current password is not correct.", inToast)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveValue("Wrong-Passw0rd");
    expect(screen.getByLabelText(/^New Password/)).toHaveValue("Grilled-Peach7");
  });
});
