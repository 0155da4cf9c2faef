import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { ADMIN, CLIENT, addToCart, expect, savedSession, test, waitingForTheApp, type Account } from "./fixtures";

// Issue 42, "Accessible to the GOV.UK bar": where the focus goes after an action, that it is never hidden, and the
// forms' error summaries, checked in Chromium with the keyboard (controls are reached with focus() and pressed with
// Enter or Space; nothing is clicked with the pointer).

const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What has the focus: never the page's <body>, and (on a page) inside the main content. */
async function focusPlace(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      isBody: !active || active === document.body,
      inMain: Boolean(active && document.querySelector("main")?.contains(active)),
      text: active?.textContent?.trim().slice(0, 80) ?? "",
    };
  });
}

/**
 * Whether the focused element can be seen whole: inside the window and inside every box around it that clips what
 * overflows (a dialog's scrolling body).
 */
async function focusedIsInView(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { inView: false, name: "<body>" };
    const rect = active.getBoundingClientRect();
    const within = (box: { top: number; bottom: number; left: number; right: number }) =>
      rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    let inView = within({ top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth });
    for (let node = active.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (/(auto|scroll|hidden)/.test(`${style.overflowX} ${style.overflowY}`)) inView &&= within(node.getBoundingClientRect());
    }
    return { inView, name: active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 60) ?? active.tagName };
  });
}

/** Keyboard only: the dialog opens on its Close button; Shift+Tab wraps to its last control, which must be in view. */
async function expectWrapToLastInView(page: Page, dialog: Locator, lastName: string | RegExp) {
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: lastName })).toBeFocused();
  expect(await focusedIsInView(page)).toEqual({ inView: true, name: expect.stringMatching(lastName) });
  // And Tab wraps back to the top, in view as well.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  expect((await focusedIsInView(page)).inView).toBe(true);
}

async function press(locator: Locator, key = "Enter") {
  await locator.focus();
  await locator.press(key);
}

async function signedInPage(page: Page, account: Account): Promise<Page> {
  const context = await page.context().browser()!.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: await savedSession(page.context().browser()!, account, test.info().workerIndex),
  });
  return waitingForTheApp(await context.newPage());
}

/** The demo client's paid card order of 10 × Honey Cornbread ($159.90), placed through the API; its number. */
async function paidClientOrder(request: APIRequestContext): Promise<string> {
  const items = await (await request.get("/api/menu-items")).json();
  const cornbread = items.find((item: { name: string }) => item.name === "Honey Cornbread");
  const created = await request.post("/api/orders", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: {
      customerInfo: { firstName: "Casey", lastName: "Client", email: "client@example.com", phone: "555-0100", eventDate: businessDateInDays(30) },
      fulfilment: "delivery",
      deliveryAddress: "12 Analytical Row, Brooklyn, NY 11201",
      orderItems: [{ menuItemId: cornbread.id, option: null, quantity: 10 }],
      totalAmount: "159.90",
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();
  const config = await (await request.post("/api/payments/api-key")).json();
  const token = await (
    await request.post(config.tokenizeUrl, { headers: { apikey: config.apiKey }, data: { card: { number: "4242424242424242", exp_month: "12", exp_year: "2031", cvv: "123" } } })
  ).json();
  const charged = await request.post("/api/payments/charge", {
    headers: { "Idempotency-Key": crypto.randomUUID() },
    data: { orderId: order.id, orderToken: order.accessToken, token: token.id, amount: "159.90" },
  });
  expect(charged.status()).toBe(200);
  return order.number;
}

test("after a status change, an empty refund and a full refund on /orders, the focus stays in the main content", async ({ page }) => {
  test.setTimeout(120_000);
  const client = await signedInPage(page, CLIENT);
  const number = await paidClientOrder(client.request);
  await client.context().close();

  const admin = await signedInPage(page, ADMIN);
  await admin.goto(`/orders?q=${number}`);
  const card = admin.getByRole("article", { name: number });
  // The admin's orders page is its own lazily loaded chunk: on a loaded two-core machine its first load has taken
  // more than the default 10 s.
  await expect(card).toBeVisible({ timeout: 30_000 });

  // Mark Confirmed: the button goes (Mark In Preparation takes its place); the focus goes to the card's heading.
  await press(card.getByRole("button", { name: "Mark Confirmed" }));
  await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(card.getByRole("heading", { name: number })).toBeFocused();
  expect(await focusPlace(admin)).toMatchObject({ isBody: false, inMain: true });

  // An empty amount: the error summary takes the focus and says what to do; its link leads to the field.
  await press(card.getByRole("button", { name: "Refund" }));
  const dialog = admin.getByRole("dialog", { name: "Refund Order" });
  await dialog.getByLabel(/Amount/).fill("");
  await press(dialog.getByRole("button", { name: "Refund", exact: true }));
  const problems = dialog.getByRole("alert", { name: "There is a problem" });
  await expect(problems).toBeFocused();
  await expect(problems.getByRole("link", { name: "Enter the amount to refund" })).toBeVisible();
  await expect(problems.getByRole("link", { name: "Please give a reason for the refund" })).toBeVisible();
  await press(problems.getByRole("link", { name: "Enter the amount to refund" }));
  await expect(dialog.getByLabel(/Amount/)).toBeFocused();

  // The full refund: the Refund button goes with it; the focus goes to the card's heading, not the <body>.
  await admin.keyboard.type("159.90");
  await dialog.getByLabel(/Reason/).focus();
  await admin.keyboard.type("The event was called off");
  await press(dialog.getByRole("button", { name: "Refund", exact: true }));
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Refunded").locator("xpath=following-sibling::dd")).toHaveText("−$159.90");
  await expect(card.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await expect(card.getByRole("heading", { name: number })).toBeFocused();
  expect(await focusPlace(admin)).toMatchObject({ isBody: false, inMain: true });
  await admin.context().close();
});

test("a failed sign-in puts the focus on the error summary in the main content", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).focus();
  await page.keyboard.type("client");
  await page.keyboard.press("Tab");
  await page.keyboard.type("not-the-password");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Login Failed", { exact: true }).first()).toBeVisible();
  const problems = page.getByRole("alert", { name: "There is a problem" });
  await expect(problems).toBeFocused();
  expect(await focusPlace(page)).toMatchObject({ isBody: false, inMain: true });
  await press(problems.getByRole("link"));
  await expect(page.getByLabel("Username", { exact: true })).toBeFocused();
});

test.describe("tall dialogs keep the focused control in view", () => {
  test("the catering wizard at 375 px: Shift+Tab wraps to Next in view, and on step 4 no checkbox hides under the counter", async ({ page }) => {
    test.setTimeout(120_000);
    const client = await signedInPage(page, CLIENT);
    await client.setViewportSize({ width: 375, height: 667 });
    await client.goto("/dashboard");
    await press(client.getByRole("button", { name: "Menu", exact: true }));
    await press(client.getByRole("banner").getByRole("button", { name: "Book Now" }));
    const wizard = client.getByRole("dialog", { name: "Catering Order" });
    await expect(wizard.getByRole("heading", { name: "Step 1 of 5: Event Type" })).toBeVisible();
    await expectWrapToLastInView(client, wizard, "Next");

    // To step 4 (the answers are typed; the steps are what is checked here).
    await wizard.getByRole("radio", { name: "Wedding" }).check();
    await press(wizard.getByRole("button", { name: "Next" }));
    await wizard.getByLabel("Event Date").fill(businessDateInDays(21));
    await wizard.getByLabel("Start Time").fill("17:30");
    await wizard.getByRole("textbox", { name: "Venue Address" }).fill("The Boathouse, Central Park, New York, NY 10021");
    await press(wizard.getByRole("button", { name: "Next" }));
    await wizard.getByRole("radio", { name: "Full-Service Package" }).check();
    await press(wizard.getByRole("button", { name: "Next" }));
    await expect(wizard.getByRole("heading", { name: "Step 4 of 5: Menu Items" })).toBeVisible();
    const checkboxes = wizard.getByRole("checkbox");
    await expect(checkboxes.first()).toBeVisible();
    const count = await checkboxes.count();
    expect(count).toBeGreaterThan(10);

    // Shift+Tab from the last checkbox back up to the first: each one lands clear of the sticky counter, in view.
    await checkboxes.last().focus();
    const counter = wizard.getByText(/^Selected \d\/5/).locator("xpath=..");
    for (let i = count - 1; i >= 0; i -= 1) {
      await expect(checkboxes.nth(i)).toBeFocused();
      const [box, bar] = [await checkboxes.nth(i).boundingBox(), await counter.boundingBox()];
      expect(box!.y, `checkbox ${i + 1} of ${count} starts below the counter`).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
      expect((await focusedIsInView(client)).inView, `checkbox ${i + 1} of ${count} in view`).toBe(true);
      await client.keyboard.press("Shift+Tab");
    }

    // The last button of step 4 is REVIEW ORDER, in view after the wrap as well.
    await press(wizard.getByRole("button", { name: "Close" }), "Shift+Tab");
    await expect(wizard.getByRole("button", { name: "REVIEW ORDER" })).toBeFocused();
    expect((await focusedIsInView(client)).inView).toBe(true);
    await client.context().close();
  });

  test("the menu-item editor and the proposal builder: Shift+Tab from Close wraps to the last button, in view", async ({ page }) => {
    test.setTimeout(120_000);
    const admin = await signedInPage(page, ADMIN);
    for (const size of [
      { width: 1280, height: 720 },
      { width: 375, height: 667 },
    ]) {
      await admin.setViewportSize(size);
      await admin.goto("/menu-manager");
      await press(admin.getByRole("button", { name: /^Edit / }).first());
      const editor = admin.getByRole("dialog", { name: "Edit Menu Item" });
      await expect(editor.getByRole("button", { name: "Save Changes" })).toBeAttached();
      await expectWrapToLastInView(admin, editor, "Save Changes");
      await admin.keyboard.press("Escape");
      await expect(editor).toBeHidden();

      await admin.goto("/proposals");
      await press(admin.getByRole("button", { name: "New Proposal" }).first());
      const builder = admin.getByRole("dialog", { name: "New Proposal" });
      await expect(builder.getByRole("button", { name: "Send Proposal" })).toBeAttached();
      await expectWrapToLastInView(admin, builder, "Send Proposal");
      // An empty proposal: the summary takes the focus, in view, and lists what is missing.
      await press(builder.getByRole("button", { name: "Send Proposal" }));
      const problems = builder.getByRole("alert", { name: "There is a problem" });
      await expect(problems).toBeFocused();
      expect((await focusedIsInView(admin)).inView).toBe(true);
      await expect(problems.getByRole("link", { name: "Select the type of event" })).toBeVisible();
      await admin.keyboard.press("Escape");
    }
    await admin.context().close();
  });

  test("the custom quote at 375 px: Shift+Tab from Close wraps to Submit Quote Request, in view", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    const items = (await (await page.request.get("/api/menu-items")).json()) as { id: number; name: string }[];
    await page.goto(`/quote?dish=${items[0].id}`);
    const dialog = page.getByRole("dialog", { name: "Request Event Quote" });
    await expect(dialog.getByRole("button", { name: "Submit Quote Request" })).toBeAttached();
    await expectWrapToLastInView(page, dialog, "Submit Quote Request");
  });
});

test("an empty checkout focuses an error summary whose links lead to their fields; it passes axe", async ({ page }) => {
  await page.goto("/menu");
  await addToCart(page, "Honey Cornbread");
  await page.goto("/checkout");
  await press(page.getByRole("button", { name: "Continue to Payment" }));
  const problems = page.getByRole("alert", { name: "There is a problem" });
  await expect(problems).toBeFocused();
  expect(await focusPlace(page)).toMatchObject({ isBody: false, inMain: true });
  // The approved toast stays; each field says what it needs.
  await expect(page.getByText("Please fill in all required fields", { exact: true }).first()).toBeVisible();
  const links: [string, string][] = [
    ["Enter your first name", "First Name"],
    ["Enter your last name", "Last Name"],
    ["Enter your email address", "Email"],
    ["Enter your phone number", "Phone"],
    ["Enter the date of your event", "Event Date"],
  ];
  const fulfilmentMessage = "Choose pickup or delivery";
  await expect(problems.getByRole("link")).toHaveText([...links.map(([message]) => message), fulfilmentMessage]);
  for (const [message, label] of links) {
    await press(problems.getByRole("link", { name: message }));
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    expect((await focusedIsInView(page)).inView).toBe(true);
  }
  // A group's link focuses its first choice; the group (a fieldset) carries the message.
  await press(problems.getByRole("link", { name: fulfilmentMessage }));
  await expect(page.getByRole("radio").first()).toBeFocused();
  await expect(page.getByRole("group", { name: /Pickup or Delivery/ })).toHaveAccessibleDescription(fulfilmentMessage);
  expect((await focusedIsInView(page)).inView).toBe(true);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("on /menu the header's Cart link moves the focus to the Cart tab and says so", async ({ page }) => {
  await page.goto("/menu");
  await addToCart(page, "Honey Cornbread");
  await press(page.getByRole("banner").getByRole("link", { name: /^Cart, / }));
  await expect(page).toHaveURL(/\/menu\?tab=cart$/);
  const cartTab = page.getByRole("tab", { name: /^Cart/ });
  await expect(cartTab).toHaveAttribute("aria-selected", "true");
  await expect(cartTab).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /^Cart tab: \d+ items?\.$/ })).toBeAttached();

  // Changing a quantity is announced.
  await press(page.getByRole("button", { name: /^Increase quantity of Honey Cornbread/ }));
  await expect(page.getByRole("status").filter({ hasText: /^Honey Cornbread: quantity \d+, \$/ })).toBeAttached();
});

// WCAG 1.4.12's text spacing, as the bookmarklets testers use apply it.
const TEXT_SPACING = "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

test("cut-short card descriptions offer the rest under WCAG text spacing", async ({ page }) => {
  const admin = await signedInPage(page, ADMIN);
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.goto("/menu-manager");
  await expect(admin.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  await admin.addStyleTag({ content: TEXT_SPACING });
  // Every clamped text that no longer fits has its Show more button (measured again as the spacing applies).
  const clamped = admin.locator("p.line-clamp-2, p.line-clamp-3");
  await expect
    .poll(() =>
      clamped.evaluateAll((texts) =>
        texts.filter((text) => text.scrollHeight > text.clientHeight + 1 && !text.nextElementSibling?.textContent?.startsWith("Show more")).length,
      ),
    )
    .toBe(0);
  const first = admin.getByRole("button", { name: /^Show more about / }).first();
  await expect(first).toBeVisible();
  // Found again by what it is about: its name changes to Show less once pressed.
  const about = (await first.textContent())!.replace(/^Show more about /, "");
  const more = admin.getByRole("button", { name: new RegExp(`^Show (more|less) about ${about.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
  await press(more);
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await expect(more).toHaveText(/^Show less/);
  const shown = more.locator("xpath=preceding-sibling::p[1]");
  expect(await shown.evaluate((text) => text.scrollHeight <= text.clientHeight + 1)).toBe(true);
  await admin.context().close();
});

/**
 * The pages each kind of visitor can open, where no submit button may start disabled. (/dinner-catering is checked
 * signed in: opened by a visitor, its server-rendered page now and then logs React's error 421 while it is taken
 * over, a race of its own that this test is not about.)
 */
const FORM_PAGES: { account: Account | null; paths: string[] }[] = [
  {
    account: null,
    paths: ["/home", "/contact", "/menu", "/quote", "/login", "/signup", "/forgot-password", "/reset-password?token=e2e-token", "/gallery", "/payment-test"],
  },
  { account: CLIENT, paths: ["/dashboard", "/account/password", "/profile", "/messages", "/subscribe", "/training", "/dinner-catering", "/checkout"] },
  { account: ADMIN, paths: ["/admin", "/orders", "/proposals", "/qr-codes", "/tracker", "/rewards", "/menu-manager", "/simple-menu-editor", "/admin/edit-item/new", "/subscribe", "/training"] },
];

test("no submit button is disabled before anything is typed, on any page or opened dialog", async ({ page }) => {
  test.setTimeout(180_000);
  const disabledSubmits = (target: Page) =>
    target.locator('button[type="submit"]:disabled, button[type="submit"][aria-disabled="true"]').evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));
  for (const { account, paths } of FORM_PAGES) {
    const visitor = account ? await signedInPage(page, account) : page;
    for (const path of paths) {
      await visitor.goto(path);
      await expect(visitor.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(visitor.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(await disabledSubmits(visitor), `${account?.username ?? "visitor"} ${path}`).toEqual([]);
    }
    if (account === ADMIN) {
      // Dialogs with forms: Add Photo (its Upload waited for a file), New Proposal, Add Menu Item.
      for (const [path, opener, name] of [
        ["/gallery", "Add Photo", "Add Photo"],
        ["/proposals", "New Proposal", "New Proposal"],
        ["/menu-manager", "Add Menu Item", "Add Menu Item"],
      ] as const) {
        await visitor.goto(path);
        await press(visitor.getByRole("button", { name: opener }).first());
        await expect(visitor.getByRole("dialog", { name })).toBeVisible();
        expect(await disabledSubmits(visitor), `admin ${path}: ${name}`).toEqual([]);
      }
    }
    if (account === CLIENT) {
      await visitor.goto("/dashboard");
      await press(visitor.getByRole("banner").getByRole("button", { name: "Book Now" }));
      await expect(visitor.getByRole("dialog", { name: "Catering Order" })).toBeVisible();
      expect(await disabledSubmits(visitor), "client: the catering wizard").toEqual([]);
    }
    if (account) await visitor.context().close();
  }
});
