import { pdfText } from "../server/test/pdf-text";
import { ADMIN, CLIENT, expect, savedSession, test, waitingForTheApp } from "./fixtures";

const DAY_MS = 24 * 60 * 60 * 1000;

test("a client shares the guest link, two guests answer in another browser, the client sees their needs and the BEO lists them", async ({ browser }, testInfo) => {
  // Three browser contexts on a busy 2-core machine: a limit for a hang, not a target.
  test.slow();
  const baseURL = process.env.E2E_BASE_URL;

  // The admin prepares a priced proposal for the demo client and confirms it (through the API: the screens for
  // that have their own tests, e2e/proposal-for-client.spec.ts).
  const admin = await browser.newContext({ baseURL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const [demoClient] = (await (await admin.request.get("/api/admin/clients?search=client@creativecuisines.example")).json()) as { id: number }[];
  // A date of its own, weeks ahead, so that this run's event does not meet another's capacity.
  const eventDate = new Date(Date.now() + (45 + Math.floor(Math.random() * 200)) * DAY_MS).toISOString();
  const created = await admin.request.post("/api/admin/proposals", {
    data: {
      client: { kind: "existing", id: demoClient.id },
      eventType: "wedding",
      eventDate,
      guestCount: 60,
      venue: "Hudson Yards, New York, NY 10001",
      lines: [{ kind: "staffing", description: "Servers, 5 hours", quantity: 2, unitPrice: "150.00" }],
    },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; number: string };
  expect((await admin.request.patch(`/api/quotes/${quote.id}/status`, { data: { status: "accepted" } })).status()).toBe(200);
  await admin.close();

  // The client creates the guest link on the proposal and reads it.
  const client = await browser.newContext({ baseURL, storageState: await savedSession(browser, CLIENT, testInfo.workerIndex) });
  const page = waitingForTheApp(await client.newPage());
  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("region", { name: quote.number });
  const guests = details.getByRole("region", { name: "Guest dietary needs" });
  await expect(guests.getByText("0 of 60 guests answered")).toBeVisible();
  await guests.getByRole("button", { name: "Create guest link" }).click();
  const linkField = guests.getByLabel("Guest link", { exact: true });
  await expect(linkField).toHaveValue(/\/guests\/[A-Za-z0-9_-]{48}$/);
  const link = new URL(await linkField.inputValue());

  // Two guests answer in a browser with no account.
  const guestContext = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const guestPage = waitingForTheApp(await guestContext.newPage());
  await guestPage.goto(link.pathname);
  await expect(guestPage.getByRole("heading", { name: "Your Dietary Needs" })).toBeVisible();
  await expect(guestPage.getByText(/invites you to tell us your dietary needs for the Wedding/)).toBeVisible();
  await guestPage.getByLabel("Your name").fill("Ann Lee");
  await guestPage.getByRole("checkbox", { name: "Vegan" }).check();
  await guestPage.getByRole("checkbox", { name: "Peanuts" }).check();
  await guestPage.getByRole("checkbox", { name: "Sesame" }).check();
  await guestPage.getByLabel("Notes (optional)").fill("No mushrooms, please");
  await guestPage.getByRole("button", { name: "Send my dietary needs" }).click();
  await expect(guestPage.getByText("We have your answers, Ann Lee.")).toBeVisible();

  await guestPage.getByRole("button", { name: "Answer for another guest" }).click();
  await guestPage.getByLabel("Your name").fill("Bo Chen");
  await guestPage.getByRole("checkbox", { name: "Gluten-Free" }).check();
  await guestPage.getByRole("checkbox", { name: "Peanuts" }).check();
  await guestPage.getByRole("button", { name: "Send my dietary needs" }).click();
  await expect(guestPage.getByText("We have your answers, Bo Chen.")).toBeVisible();
  await guestContext.close();

  // The client sees both guests' needs and the tally.
  await page.reload();
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  await expect(guests.getByText("2 of 60 guests answered")).toBeVisible();
  await expect(guests.getByText("Peanuts: 2")).toBeVisible();
  await expect(guests.getByText("Vegan: 1")).toBeVisible();
  await expect(guests.getByText("Gluten-Free: 1")).toBeVisible();
  const ann = guests.getByRole("row", { name: /Ann Lee/ });
  await expect(ann).toContainText("Peanuts, Sesame");
  await expect(ann).toContainText("No mushrooms, please");
  await expect(guests.getByRole("row", { name: /Bo Chen/ })).toContainText("Gluten-Free");
  await client.close();

  // The kitchen's BEO for the event lists each guest with their needs.
  const kitchen = await browser.newContext({ baseURL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const beo = await kitchen.request.get(`/api/quotes/${quote.id}/beo.pdf`);
  expect(beo.status()).toBe(200);
  const text = await pdfText(Buffer.from(await beo.body()));
  expect(text).toContain("Ann Lee");
  expect(text).toMatch(/Ann Lee[^]*Vegan, allergic to peanuts, allergic to sesame; No mushrooms, please/);
  expect(text).toMatch(/Bo Chen[^]*Gluten-Free, allergic to peanuts/);
  await kitchen.close();
});
