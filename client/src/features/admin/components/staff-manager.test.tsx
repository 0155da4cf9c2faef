import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { json, renderWithApp, stubApi } from "@/test/test-utils";
import { StaffManager } from "./staff-manager";

const boss = { id: 1, username: "boss", email: "boss@example.com", role: "admin" };
const sam = { id: 9, username: "sam-staff", email: "sam@example.com", role: "admin" };
const toastText = (text: string | RegExp) => screen.findByText(text, { selector: "[data-variant] *" });
const team = () => screen.getByRole("list", { name: "Administrators" });
const member = (username: string) => within(team()).queryAllByRole("listitem").find((item) => item.textContent?.startsWith(`${username} `) || item.textContent?.startsWith(`${username}(`));

describe("the Team list's removal", () => {
  it("asks first in a dialog (Cancel keeps everyone), then removes the member, tells the admin and lists the team again", async () => {
    const user = userEvent.setup({ delay: null });
    let members = [boss, sam];
    const api = stubApi({
      "GET /api/me": () => json(boss),
      "GET /api/admin/staff": () => json(members),
      "DELETE /api/admin/staff/9": () => {
        members = [boss];
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<StaffManager />);
    const opener = await screen.findByRole("button", { name: "Remove sam-staff" });
    expect(member("boss")).toHaveTextContent("boss (you) · boss@example.com");

    await user.click(opener);
    let dialog = await screen.findByRole("dialog", { name: "Remove sam-staff from the team?" });
    expect(dialog).toHaveAccessibleDescription("sam-staff will lose admin access and be signed out at once, on every device. Their past changes stay in the audit log.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The focus goes back to the button that opened it.
    expect(opener).toHaveFocus();
    expect(api.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    // Escape closes it as well; then the removal itself.
    await user.click(opener);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(opener);
    dialog = await screen.findByRole("dialog", { name: "Remove sam-staff from the team?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await toastText("sam-staff no longer has admin access and has been signed out.")).toBeInTheDocument();
    await waitFor(() => expect(member("sam-staff")).toBeUndefined());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api).toHaveBeenCalledWith("/api/admin/staff/9", expect.objectContaining({ method: "DELETE" }));
  });

  it("says why the server refused (the last admin), and keeps the member listed", async () => {
    const user = userEvent.setup({ delay: null });
    const message = "boss is the last admin. Invite another admin before removing them, so someone can still run the business.";
    stubApi({
      "GET /api/me": () => json(boss),
      "GET /api/admin/staff": () => json([boss]),
      "DELETE /api/admin/staff/1": () => json({ message }, 409),
    });
    renderWithApp(<StaffManager />);
    await user.click(await screen.findByRole("button", { name: "Remove boss" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove yourself from the team?" });
    expect(dialog).toHaveAccessibleDescription("You will lose admin access and be signed out at once, on every device. Your past changes stay in the audit log.");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await toastText(message)).toBeInTheDocument();
    expect(screen.getByText("Not Removed", { selector: "[data-variant] *" })).toBeInTheDocument();
    expect(member("boss")).toBeDefined();
  });

  it("signs the admin out at once when they remove themselves", async () => {
    const user = userEvent.setup({ delay: null });
    let signedIn = true;
    const api = stubApi({
      "GET /api/me": () => (signedIn ? json(boss) : json({ message: "Authentication required" }, 401)),
      "GET /api/admin/staff": () => json([boss, sam]),
      "DELETE /api/admin/staff/1": () => {
        signedIn = false;
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<StaffManager />);
    await user.click(await screen.findByRole("button", { name: "Remove boss" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Remove yourself from the team?" })).getByRole("button", { name: "Remove" }));
    // Who is signed in is asked again (the app then shows the public side).
    await waitFor(() => expect(api.mock.calls.filter(([url]) => String(url) === "/api/me")).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText("(you)", { exact: false })).not.toBeInTheDocument());
  });

  it("speaks of the invitee's email, not the admin's, when it is missing", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ "GET /api/me": () => json(boss), "GET /api/admin/staff": () => json([boss]) });
    renderWithApp(<StaffManager />);
    await user.type(await screen.findByLabelText("Username"), "sam-staff");
    await user.click(screen.getByRole("button", { name: "Invite Admin" }));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription("Please enter the new admin's email address");
    expect(screen.queryByText(/your email/i)).not.toBeInTheDocument();
  });
});
