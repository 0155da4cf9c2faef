import type { Page } from "@playwright/test";
import { APP_READY_ATTRIBUTE } from "../shared/site/server-render";
import { CLIENT, expect, readOutbox, test, uniqueName } from "./fixtures";

/**
 * The pages' own forms work before and without the app (docs/decisions/011-forms-work-without-the-app.md): the
 * browser posts them, the server answers with a redirect, and nothing typed ever appears in an address.
 *
 * These tests open their own page (context.newPage()): the fixture's page waits after each goto for the app to take
 * the page over, which never happens with scripts off, and which the click-before-the-app test must not wait for.
 */

/** Every address the page asks for or shows: each request (navigations included) and each frame navigation. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => seen.push(request.url()));
  page.on("framenavigated", (frame) => seen.push(frame.url()));
  return seen;
}

/** None of the typed values (nor their field names with a value) in any address, raw or decoded. */
function expectNothingTypedIn(addresses: string[], typed: string[]) {
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    const decoded = decodeURIComponent(address.replace(/\+/g, " "));
    for (const value of typed) expect(decoded, `an address carried "${value}"`).not.toContain(value);
    expect(decoded).not.toMatch(/[?&](username|password|confirmPassword|email|name|message|phone)=/);
  }
}

// Each test signs in or creates an account (argon2) and loads several pages: on a busy machine that takes a while.
test.describe.configure({ timeout: 180_000 });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in with the demo client's account, after a refusal that keeps the password out of every address", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    await page.goto("/login");
    // A name no account has (its failed tries count against nobody's allowance).
    await page.getByLabel("Username", { exact: true }).fill("no-such-client");
    await page.getByLabel("Password", { exact: true }).fill("Not-The-Passw0rd");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?error=invalid$/);
    await expect(page.getByRole("alert")).toContainText("Invalid credentials");

    await page.getByLabel("Username", { exact: true }).fill(CLIENT.username);
    await page.getByLabel("Password", { exact: true }).fill(CLIENT.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await page.request.get("/api/me");
    expect(me.status()).toBe(200);
    expect((await me.json()).username).toBe(CLIENT.username);

    expectNothingTypedIn(addresses, [CLIENT.password, "Not-The-Passw0rd", "no-such-client"]);
  });

  test("creates an account on /signup, then signs in with it", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    const username = uniqueName("nojs");
    const email = `${username}@example.com`;
    const password = "Quiet-Kitchen-42!";
    await page.goto("/signup");
    await page.getByLabel("Username", { exact: true }).fill(username);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create Account", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?notice=registered$/);
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toBeVisible();

    await page.getByLabel("Username", { exact: true }).fill(username);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get("/api/me")).json()).username).toBe(username);

    expectNothingTypedIn(addresses, [username, email, password]);
  });

  test("sends an enquiry from the contact form, which reaches the business", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    const name = uniqueName("Nojs Visitor ");
    const email = `${uniqueName("visitor")}@example.com`;
    const message = `Lunch for sixty, please (${uniqueName("m")})`;
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: false }).first().fill(name);
    await page.getByLabel("Email", { exact: false }).first().fill(email);
    await page.getByLabel("Message", { exact: true }).fill(message);
    await page.getByRole("button", { name: "Send Message", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?notice=sent$/);
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
    // The business is told by email (the e2e server writes mail to its outbox).
    await expect.poll(() => readOutbox().some((mail) => mail.text.includes(message)), { timeout: 30_000 }).toBe(true);

    expectNothingTypedIn(addresses, [name, email, message]);
  });

  test("asks for a password reset link from the forgot-password page", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    const email = `${uniqueName("forgetful")}@example.com`;
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send Reset Link", exact: true }).click();
    await expect(page).toHaveURL(/\/forgot-password\?notice=sent$/);
    await expect(page.getByRole("heading", { name: "Email Sent!" })).toBeVisible();

    expectNothingTypedIn(addresses, [email]);
  });
});

test.describe("with scripts on, before the app has started", () => {
  /**
   * Holds the app's own chunks until `release()`, so that what the test does first surely comes before the app has
   * taken the page over (on a fast machine it could otherwise win the race); the entry script (main.tsx) runs at once.
   */
  async function holdTheApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (/\/assets\/(index|entry-shared)-[^/]+\.js$/.test(route.request().url())) return route.continue();
      await released;
      await route.continue();
    });
    return release;
  }

  /** The page's console errors (a React hydration mismatch among them), as the fixture's page collects them. */
  function consoleErrorsOf(page: Page): string[] {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  const isAppReady = (page: Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);

  test("a click on Sign In as soon as the page has painted signs in", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    const errors = consoleErrorsOf(page);
    const release = await holdTheApp(page);

    await page.goto("/login", { waitUntil: "commit" });
    const signIn = page.getByRole("button", { name: "Sign In", exact: true });
    await expect(signIn).toBeVisible();
    await page.getByLabel("Username", { exact: true }).fill(CLIENT.username);
    await page.getByLabel("Password", { exact: true }).fill(CLIENT.password);
    expect(await isAppReady(page)).toBe(false);
    await signIn.click();
    release();

    await expect(page).toHaveURL(/\/dashboard$/);
    // The browser's own post signed in; the app then starts on the dashboard, signed in.
    // The signed-in app's chunks load only now.
    await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${CLIENT.username}!` })).toBeVisible({ timeout: 30_000 });
    expect((await (await page.request.get("/api/me")).json()).username).toBe(CLIENT.username);
    expectNothingTypedIn(addresses, [CLIENT.password]);
    expect(errors, "console errors on the page").toEqual([]);
  });

  test("what was typed before the app started is still there when the app sends the form", async ({ context }) => {
    const page = await context.newPage();
    const addresses = addressesOf(page);
    const errors = consoleErrorsOf(page);
    const release = await holdTheApp(page);
    await page.goto("/login", { waitUntil: "commit" });
    await page.getByLabel("Username", { exact: true }).fill(CLIENT.username);
    await page.getByLabel("Password", { exact: true }).fill(CLIENT.password);
    expect(await isAppReady(page)).toBe(false);
    release();
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
    await expect(page.getByLabel("Username", { exact: true })).toHaveValue(CLIENT.username);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(CLIENT.password);

    // The app sends it (JSON) and says so.
    const login = page.waitForRequest((request) => request.url().endsWith("/api/login") && request.method() === "POST");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    expect((await login).postDataJSON()).toEqual({ username: CLIENT.username, password: CLIENT.password });
    await expect(page).toHaveURL(/\/dashboard$/);
    // The signed-in app's chunks load only now.
    await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${CLIENT.username}!` })).toBeVisible({ timeout: 30_000 });
    expectNothingTypedIn(addresses, [CLIENT.password]);
    expect(errors, "console errors on the page").toEqual([]);
  });
});
