import { businessDates, DEFAULT_BUSINESS_TIME_ZONE } from "../shared/rules/dates";
import { ADMIN, addToCart, expect, fillCard, fillCustomer, readOutbox, savedSession, test, uniqueName, waitingForTheApp } from "./fixtures";

// Dates at a business in the default time zone (New York), as the end-to-end server's settings have it.
const { businessDateInDays } = businessDates(DEFAULT_BUSINESS_TIME_ZONE);

test("a visitor orders two items, applies onedollar and pays $1.00 by card", async ({ page }) => {
  const email = `${uniqueName("buyer")}@example.com`;
  await page.goto("/menu");
  await addToCart(page, "Baked Macaroni & Cheese", "Full Pan");
  await addToCart(page, "Classic Caesar Salad", "Half Pan");
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/checkout");
  await fillCustomer(page, email);
  await page.getByLabel("Coupon Code", { exact: true }).fill("onedollar");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("$1.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout\/success/);
  await expect(page.getByRole("heading", { name: "Order Submitted Successfully!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  // The order exists, paid, with a total of 1.00: the admin sees it.
  const admin = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  const login = await admin.request.post("/api/login", { data: { username: "admin", password: "AdminDemo1" } });
  expect(login.ok()).toBe(true);
  const orders = await (await admin.request.get("/api/orders?pageSize=100")).json();
  const mine = orders.items.find((o: { customerInfo: { email: string } }) => o.customerInfo.email === email);
  // Picked up (fillCustomer's choice): at noon, no delivery fee.
  expect(mine).toMatchObject({ status: "paid", totalAmount: "1.00", subtotalAmount: "170.00", coupon: { code: "ONEDOLLAR" }, fulfilment: "pickup", pickupTime: "12:00", deliveryFeeAmount: "0.00" });
  expect(mine.items.map((i: { name: string; option: string }) => `${i.name} (${i.option})`).sort()).toEqual([
    "Baked Macaroni & Cheese (Full Pan)",
    "Classic Caesar Salad (Half Pan)",
  ]);
  await admin.close();
});

test("a declined card shows Payment Failed and keeps the cart", async ({ page }) => {
  await page.goto("/menu");
  await addToCart(page, "Honey Cornbread");
  await page.goto("/checkout");
  await fillCustomer(page, `${uniqueName("declined")}@example.com`);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Payment Failed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Your card was declined. Check the number or try another card.", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
});

test("a signed-in client favorites an item and reorders it from /favorites", async ({ page }) => {
  const username = uniqueName("fan");
  const created = await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: "Favorite-Dish9" } });
  expect(created.status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill("Favorite-Dish9");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/menu");
  await page.getByRole("button", { name: "Add Jerk Chicken to favorites" }).click();
  await expect(page.getByText("Added to Favorites", { exact: true }).first()).toBeVisible();

  await page.goto("/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorite Meals" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jerk Chicken" })).toBeVisible();
  await page.getByRole("button", { name: "Reorder All Favorites" }).click();
  await expect(page.getByText("All Favorites Added", { exact: true }).first()).toBeVisible();
  const quickCart = page.getByRole("complementary", { name: "Quick Cart" });
  await expect(quickCart.getByText("Jerk Chicken")).toBeVisible();
  await quickCart.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("at 375 px a toast never covers the focused control: Coupon Applied moves above the Remove button's row", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/menu");
  await addToCart(page, "Classic Caesar Salad", "Half Pan");
  await page.goto("/checkout");
  await page.getByLabel("Coupon Code", { exact: true }).fill("onedollar");
  // The Apply button at the very bottom of the screen, where toasts appear.
  const apply = page.getByRole("button", { name: "Apply" });
  await apply.evaluate((button) => button.scrollIntoView({ block: "end" }));
  await apply.click();
  await expect(page.locator("[data-toast-viewport] li").filter({ hasText: "Coupon Applied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove", exact: true })).toBeFocused();
  const [focused, covering] = await page.evaluate(() => {
    const rect = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    return [rect(document.activeElement!), rect(document.querySelector("[data-toast-viewport] li")!)];
  });
  const overlap = focused.top < covering.bottom && covering.top < focused.bottom && focused.left < covering.right && covering.left < focused.right;
  expect(overlap, `focused ${JSON.stringify(focused)}, toast ${JSON.stringify(covering)}`).toBe(false);
});

test("a visitor orders dinner for pickup; the customer and the business are emailed, and the admin sees the order", async ({ page, browser }) => {
  const name = uniqueName("Diner ");
  const email = `${uniqueName("diner")}@example.com`;
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dinner Pickup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dinner Catering" })).toBeFocused();
  await page.getByRole("button", { name: "Add Braised Short Ribs to Order" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Phone", { exact: true }).fill("215-555-0142");
  await page.getByLabel("Email", { exact: true }).fill(email);
  // Tomorrow at the business: open whatever the time of day (today's orders close at 1 PM).
  await page.getByLabel("Pickup Date", { exact: true }).fill(businessDateInDays(1));
  await page.getByLabel("Pickup Time", { exact: true }).fill("18:30");
  await page.getByRole("button", { name: "Place Order" }).click();
  const confirmed = page.getByRole("region", { name: "Order Confirmed" });
  await expect(confirmed).toBeVisible();
  const number = (await confirmed.getByText(/^CC-\d{4}-\d+$/).textContent())!;

  await expect.poll(() => readOutbox().filter((m) => m.subject.includes(number)).length).toBe(2);
  const mails = readOutbox().filter((m) => m.subject.includes(number));
  const customer = mails.find((m) => m.to[0].address === email)!;
  expect(customer.subject).toBe(`Your dinner pickup order ${number}`);
  expect(customer.text).toContain("at 6:30 PM");
  expect(customer.text).toContain("1 × Braised Short Ribs  $36.00");
  const business = mails.find((m) => m.to[0].address !== email)!;
  expect(business.subject).toMatch(new RegExp(`^New dinner pickup order ${number} for .+ at 6:30 PM$`));
  expect(business.text).toContain(`${name} · 215-555-0142 · ${email}`);
  // Replying from the mail program answers the customer; both emails have an HTML part signed with the company's details.
  expect(business.replyTo?.[0]?.address).toBe(email);
  for (const mail of [customer, business]) {
    expect(mail.html).toContain("Braised Short Ribs");
    expect(mail.html).toContain("$36.00");
    // (The address: a test beside this one changes the phone for a moment.)
    expect(mail.text).toContain("123 Culinary Avenue, New York, NY 10001");
  }

  const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, test.info().workerIndex) });
  const admin = waitingForTheApp(await adminContext.newPage());
  await admin.goto("/orders");
  // The admin's orders page is its own lazily loaded chunk: on a loaded two-core machine its first load has
  // taken more than the default 10 s.
  await expect(admin.getByRole("heading", { level: 1, name: "All Orders" })).toBeVisible({ timeout: 30_000 });
  const card = admin.getByRole("article").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pay at pickup")).toBeVisible();
  await adminContext.close();
});

test("a keyboard-only checkout never drops the focus on the page body and ends on the success heading", async ({ page }) => {
  const focusIsLost = () => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
  const press = async (locator: ReturnType<typeof page.getByRole>, key = "Enter") => {
    await locator.focus();
    await page.keyboard.press(key);
  };

  await page.goto("/menu");
  await press(page.getByRole("button", { name: "Add to Cart: Honey Cornbread" }));
  await expect(page.getByText("Added to Cart", { exact: true }).first()).toBeVisible();
  expect(await focusIsLost()).toBe(false);

  await press(page.getByRole("link", { name: /^Cart, \d+ items?$/ }));
  await expect(page.getByRole("tab", { name: /^Cart/ })).toHaveAttribute("aria-selected", "true");
  expect(await focusIsLost()).toBe(false);

  await press(page.getByRole("link", { name: "Checkout Now" }));
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await fillCustomer(page, `${uniqueName("keys")}@example.com`);
  await page.getByLabel("Coupon Code", { exact: true }).focus();
  await page.keyboard.type("onedollar");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove" })).toBeFocused();

  await press(page.getByRole("button", { name: "Continue to Payment" }));
  await expect(page.getByRole("heading", { name: "Payment Information" })).toBeFocused();
  await fillCard(page, "4242 4242 4242 4242");
  await press(page.getByRole("button", { name: "Pay $1.00" }));
  await expect(page.getByRole("heading", { level: 1, name: "Order Submitted Successfully!" })).toBeFocused();
  expect(await focusIsLost()).toBe(false);
});
