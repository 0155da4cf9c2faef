import { ADMIN, expect, readOutbox, signIn, test, uniqueName, waitingForTheApp } from "./fixtures";

test.use({ session: ADMIN });

test("an admin invites a member of staff, removes them (who is signed out at once) and finds the removal in the audit log", async ({ page, browser }) => {
  // Two browsers, an invitation and two password hashes (argon2): a limit for a hang on a busy machine, not a target.
  test.setTimeout(240_000);
  const username = uniqueName("staff");
  const email = `${username}@example.com`;

  // The invitation, from Admin → Settings → Team.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Settings" }).click();
  const team = page.getByRole("region", { name: "Team" });
  await team.getByLabel("Username").fill(username);
  await team.getByLabel("Email").fill(email);
  await team.getByRole("button", { name: "Invite Admin" }).click();
  await expect(page.getByText(`${username} will get an email to choose a password.`, { exact: true })).toBeVisible({ timeout: 60_000 });

  // The new member chooses a password from the emailed link and signs in, in a browser of their own.
  let link: string | undefined;
  await expect
    .poll(() => {
      link = readOutbox()
        .find((m) => m.to[0].address === email)
        ?.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  const staff = waitingForTheApp(await staffContext.newPage());
  await staff.goto(link!);
  await staff.getByLabel("New Password", { exact: true }).fill("Kitchen-Staff-2026!");
  await staff.getByLabel("Confirm Password", { exact: true }).fill("Kitchen-Staff-2026!");
  await staff.getByRole("button", { name: "Reset Password" }).click();
  await expect(staff).toHaveURL(/\/login$/, { timeout: 60_000 });
  await signIn(staff, username, "Kitchen-Staff-2026!");
  await expect(staff.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Audit Log" })).toBeVisible();

  // The admin removes them, after the confirmation.
  await page.reload();
  await page.getByRole("tab", { name: "Settings" }).click();
  await team.getByRole("button", { name: `Remove ${username}` }).click();
  const dialog = page.getByRole("dialog", { name: `Remove ${username} from the team?` });
  await expect(dialog).toContainText("signed out at once");
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText(`${username} no longer has admin access and has been signed out.`, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(team.getByRole("list", { name: "Administrators" })).not.toContainText(username);

  // Their open page goes to the public side by itself (the live stream told it), and their cookie opens nothing.
  await expect(staff).toHaveURL(/\/splash$/, { timeout: 30_000 });
  expect((await staff.request.get("/api/me")).status()).toBe(401);
  await staffContext.close();

  // The audit log, from the admin navigation: the removal, by whom, and the account as it was.
  await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await page.getByLabel("Changed by").fill(ADMIN.username);
  await page.getByLabel("Kind of record").selectOption({ label: "Account" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  const removal = page
    .getByRole("list", { name: "Changes, page 1" })
    .getByRole("listitem")
    .filter({ hasText: "Removed from the team" })
    .filter({ hasText: `username: ${username} → (empty)` });
  await expect(removal).toHaveCount(1);
  await expect(removal).toContainText(`${ADMIN.username} · Removed from the team · Account #`);
  const invitation = page
    .getByRole("list", { name: "Changes, page 1" })
    .getByRole("listitem")
    .filter({ hasText: "Invited to the team" })
    .filter({ hasText: `username: (empty) → ${username}` });
  await expect(invitation).toHaveCount(1);
});
