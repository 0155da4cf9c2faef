import fs from "node:fs";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { ADMIN, CLIENT, addToCart, expect, fillCard, fillCustomer, savedSession, signIn, test, uniqueName, waitingForTheApp } from "./fixtures";

test("a client pays an order, earns points, redeems a reward and uses its code at checkout", async ({ page, browser }, testInfo) => {
  // Two checkouts, a redemption and a QR code: a journey like the others given 120 s (one CI run on a slow machine passed 60 s).
  test.setTimeout(120_000);
  // A new client, so the points start at zero whatever other tests do with the demo client.
  const username = uniqueName("loyal");
  const password = "Loyal-Client-2026!";
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password } })).status()).toBe(201);
  await signIn(page, username, password);
  const { id: userId } = await (await page.request.get("/api/me")).json();

  const payMacAndCheese = async (couponCode?: string, total?: string) => {
    await page.goto("/menu");
    await addToCart(page, "Baked Macaroni & Cheese", "Full Pan");
    await page.goto("/checkout");
    await fillCustomer(page, `${username}@example.com`);
    if (couponCode) {
      await page.getByLabel("Coupon Code", { exact: true }).fill(couponCode);
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText(total!).first()).toBeVisible();
    }
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await fillCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Order Submitted Successfully!" })).toBeVisible();
  };

  // $110 paid in Bronze: 110 points.
  await payMacAndCheese();
  await page.goto("/rewards");
  const status = page.getByRole("region", { name: "Your loyalty status" });
  await expect(status).toContainText(/Points\s*110(?!\d)/);
  await expect(status).toContainText("Bronze");
  await expect(page.getByRole("cell", { name: /Earned: Order CC-/ })).toBeVisible();

  // The business adds 700 points (audited); the client now affords the 800-point appetizer tray.
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adjusted = await admin.request.post(`/api/loyalty/${userId}/adjustments`, { data: { points: 700, reason: "Welcome gift" } });
  expect(adjusted.status()).toBe(201);
  await admin.close();
  await page.reload();
  await expect(status).toContainText(/Points\s*810(?!\d)/);
  const tray = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Free Appetizer Tray" }) });
  await tray.getByRole("button", { name: "Redeem" }).click();
  await expect(page.getByText("Reward Redeemed", { exact: true }).first()).toBeVisible();
  const code = (await page.getByText(/^RWD-[0-9A-F]{8}$/).first().textContent())!;
  await expect(status).toContainText(/Points\s*10(?!\d)/);

  // $110 − $75 = $35.00 with the reward's code.
  await payMacAndCheese(code, "$35.00");
  await page.goto("/rewards");
  await expect(page.getByRole("listitem").filter({ hasText: code })).toContainText("Used");
  await expect(status).toContainText(/Points\s*45(?!\d)/);
});

test.describe("signed-in client", () => {
  test.use({ session: CLIENT });

  test("updates the profile, and the change survives a reload", async ({ page }) => {
    const phone = `(555) ${String(Date.now()).slice(-3)}-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Phone", { exact: true }).fill(phone);
    await page.getByLabel("Default event address", { exact: true }).fill("250 Greenwich Street, New York, NY 10007");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile Updated", { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(phone)).toBeVisible();
    await expect(page.getByText("250 Greenwich Street, New York, NY 10007")).toBeVisible();
  });

  test("enrolls in a training program, and the admin sees the request", async ({ page, browser }, testInfo) => {
    await page.goto("/training");
    const program = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Catering Service Etiquette" }) });
    await program.getByRole("button", { name: "Enroll Now" }).click();
    await expect(page.getByText("Enrollment Requested", { exact: true }).first()).toBeVisible();
    await expect(program.getByText("Request sent")).toBeVisible();

    const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
    const adminPage = waitingForTheApp(await admin.newPage());
    await adminPage.goto("/training");
    const requests = adminPage.getByRole("region", { name: "Enrollment Requests" });
    const request = requests.getByRole("listitem").filter({ hasText: "Catering Service Etiquette" }).filter({ hasText: "client@creativecuisines.example" });
    await expect(request).toBeVisible();
    await request.getByRole("button", { name: "Confirm" }).click();
    await expect(request).toContainText("confirmed");
    await admin.close();
  });
});

test("a visitor downloads a discount QR code as PNG, and it reads back as the code", async ({ page }) => {
  await page.goto("/qr-codes");
  await expect(page.getByRole("img", { name: "QR code: 10PERCENT" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download 10PERCENT as PNG" }).click()]);
  expect(download.suggestedFilename()).toBe("10percent-qr.png");
  const png = PNG.sync.read(fs.readFileSync((await download.path())!));
  expect([png.width, png.height]).toEqual([400, 400]);
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe("10PERCENT");
});

test("the admin moves the food truck, and a visitor sees the new address", async ({ browser }, testInfo) => {
  const address = `${Math.floor(Math.random() * 900) + 100} Broadway, New York, NY 10006`;
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  await adminPage.goto("/tracker");
  await adminPage.getByLabel("Address", { exact: true }).fill(address);
  await adminPage.getByRole("button", { name: "Update Location" }).click();
  await expect(adminPage.getByText("Location Updated", { exact: true }).first()).toBeVisible();
  await admin.close();

  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = waitingForTheApp(await visitor.newPage());
  await page.goto("/tracker");
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in Maps" })).toHaveAttribute("href", /google\.com\/maps/);
  await visitor.close();
});

test("the admin creates a coupon at /admin, and a visitor pays with it at checkout", async ({ browser, page }, testInfo) => {
  const code = uniqueName("E2E-").toUpperCase().slice(0, 20);
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  await adminPage.goto("/admin");
  await adminPage.getByRole("tab", { name: "Coupons" }).click();
  await adminPage.getByLabel("Code", { exact: true }).fill(code);
  await adminPage.getByLabel("Description (shown at checkout)", { exact: true }).fill("$20 off for our e2e guests");
  await adminPage.getByLabel("Discount type", { exact: true }).selectOption("amount");
  await adminPage.getByLabel("Amount off ($)", { exact: true }).fill("20");
  await adminPage.getByRole("button", { name: "Create Coupon" }).click();
  await expect(adminPage.getByText(`${code} works at checkout now.`).first()).toBeVisible();
  await expect(adminPage.getByRole("list", { name: "Coupons" })).toContainText(code);
  await admin.close();

  // Baked Macaroni & Cheese, full pan: $110 − $20 = $90.
  await page.goto("/menu");
  await addToCart(page, "Baked Macaroni & Cheese", "Full Pan");
  await page.goto("/checkout");
  await fillCustomer(page, `${uniqueName("coupon")}@example.com`);
  await page.getByLabel("Coupon Code", { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("$90.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Order Submitted Successfully!" })).toBeVisible();
});
