import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { APP_READY_ATTRIBUTE, QUERY_STATE_ELEMENT_ID } from "../shared/site/server-render";

// Dates at a business in the default time zone (New York), as the end-to-end server's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

export interface OutboxMessage {
  to: { address: string }[];
  replyTo?: { address: string }[];
  subject: string;
  text: string;
  html?: string;
}

/** Mail the app wrote to its outbox, newest last. */
export function readOutbox(): OutboxMessage[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as OutboxMessage);
}

/** A name no other test (or earlier run on the same data) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface Account {
  username: string;
  password: string;
}

export const ADMIN: Account = { username: "admin", password: "AdminDemo1" };
export const CLIENT: Account = { username: "client", password: "ClientDemo1" };

/** This worker's saved sessions: username → storage state file. */
const savedSessions = new Map<string, string>();

/**
 * The storage state file of `account`'s session in this worker: signed in through the login page the first time,
 * reused afterwards. For a test that needs two people at once (an admin and a client), one context each.
 */
export async function savedSession(browser: Browser, account: Account, workerIndex: number): Promise<string> {
  let file = savedSessions.get(account.username);
  if (!file) {
    // An empty state of its own: inside a test that runs signed in, a new context would otherwise start with that
    // test's session (Playwright applies the test's options to every context it creates).
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
    await signIn(waitingForTheApp(await context.newPage()), account.username, account.password);
    file = path.join(process.env.E2E_DATA_DIR!, `session-${account.username}-${workerIndex}.json`);
    await context.storageState({ path: file });
    await context.close();
    savedSessions.set(account.username, file);
  }
  return file;
}

/**
 * A visitor's public pages come rendered by the server and show before the app has taken them over (a moment
 * later, once they have painted: client/src/main.tsx): a click or a typed value before then would be lost. After
 * this, `goto` and `reload` wait until the app is ready (the attribute AppReadyMark sets); other pages are ready
 * as soon as they show anything, as before. Every page a test opens goes through here.
 */
export function waitingForTheApp(page: Page): Page {
  const untilReady = () =>
    page.waitForFunction(
      ([stateId, readyAttribute]) => !document.getElementById(stateId) || document.documentElement.hasAttribute(readyAttribute),
      [QUERY_STATE_ELEMENT_ID, APP_READY_ATTRIBUTE],
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilReady();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilReady();
    return response;
  };
  return page;
}

/**
 * Every test gets the server started by global-setup as its base URL, and fails if the page logs a
 * console error (other than the browser's own note about a refused request, e.g. the 401 of /api/me).
 */
export const test = base.extend<{ consoleErrors: string[]; session: Account | null }>({
  /** Set with test.use({ session }) to start each test signed in, without a sign-in of its own. */
  session: [null, { option: true }],
  // Signing in is slow (argon2) and limited per address, so each worker signs in once per account and every test
  // that asks for that account starts from the saved cookies. Tests that sign out must sign in for themselves.
  storageState: async ({ session, browser, storageState }, use, testInfo) => {
    await use(session ? await savedSession(browser, session, testInfo.workerIndex) : storageState);
  },
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login page and waits for the dashboard. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Adds an item from /menu to the cart (with its size when it has one). */
export async function addToCart(page: Page, itemName: string, size?: string) {
  const card = page.getByRole("article", { name: itemName, exact: true });
  // The option values are the size labels themselves ("Half Pan", "Full Pan").
  if (size) await card.getByRole("combobox", { name: `Pan size for ${itemName}` }).selectOption(size);
  await card.getByRole("button", { name: `Add to Cart: ${itemName}` }).click();
  await expect(page.getByText("Added to Cart", { exact: true }).first()).toBeVisible();
}

/**
 * The checkout's customer details, with an event date 45 days ahead, and pickup or delivery (pickup at noon unless
 * told: no delivery fee, whatever the business charges for delivery).
 */
export async function fillCustomer(page: Page, email: string, fulfilment: "pickup" | "delivery" = "pickup") {
  await page.getByLabel("First Name", { exact: true }).fill("Ada");
  await page.getByLabel("Last Name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("555-0100");
  await page.getByLabel("Event Date", { exact: true }).fill(businessDateInDays(45));
  if (fulfilment === "pickup") {
    await page.getByRole("radio", { name: /^Pickup/ }).check();
    await page.getByLabel("Pickup Time", { exact: true }).fill("12:00");
  } else {
    await page.getByRole("radio", { name: /^Delivery/ }).check();
    await page.getByLabel("Delivery Address", { exact: true }).fill("12 Analytical Row, Brooklyn, NY 11201");
  }
}

/** The sandbox card form. 4242… is approved, 4000 0000 0000 0002 declined. */
export async function fillCard(page: Pick<Page, "getByLabel">, number: string) {
  await page.getByLabel("Card Number", { exact: true }).fill(number);
  await page.getByLabel("Expiry Month", { exact: true }).fill("12");
  await page.getByLabel("Expiry Year", { exact: true }).fill("2031");
  await page.getByLabel("CVV", { exact: true }).fill("123");
  await page.getByLabel("Name on Card", { exact: true }).fill("Ada Lovelace");
}
