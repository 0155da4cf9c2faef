import fs from "node:fs";
import type { Download } from "@playwright/test";
import { ADMIN, CLIENT, expect, readOutbox, savedSession, test, waitingForTheApp } from "./fixtures";
import { pdfText } from "../server/test/pdf-text";

const readDownload = async (download: Download) => pdfText(fs.readFileSync((await download.path())!));

test("a quote at 11:30 PM New York time shows the New York date in a Tokyo browser and in its PDF", async ({ browser }, testInfo) => {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: await savedSession(browser, CLIENT, testInfo.workerIndex),
    timezoneId: "Asia/Tokyo",
  });
  const page = waitingForTheApp(await context.newPage());
  // December 6, 11:30 PM in New York (UTC−5) is December 7, 1:30 PM in Tokyo.
  const year = new Date().getFullYear() + 1;
  const created = await page.request.post("/api/quotes", {
    data: { eventType: "corporate", eventDate: `${year}-12-07T04:30:00.000Z`, guestCount: 60, menuPackage: "custom", notes: "Late-night launch party" },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; number: string };
  expect(await page.evaluate(() => new Date(`${new Date().getFullYear()}-12-07T04:30:00.000Z`).getDate())).toBe(7);

  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await expect(page.getByRole("article", { name: quote.number })).toContainText(`December 6, ${year}`);
  await page.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("region", { name: quote.number });
  await expect(details).toContainText(`December 6, ${year}`);
  const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: "Download PDF" }).click()]);
  expect(await readDownload(download)).toContain(`Event date: December 6, ${year}`);
  await context.close();
});

test("the admin edits the company phone; the footer, a new quote PDF and its email show it", async ({ browser }, testInfo) => {
  const admin = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, ADMIN, testInfo.workerIndex) });
  const adminPage = waitingForTheApp(await admin.newPage());
  const before = (await (await adminPage.request.get("/api/settings/company-info")).json()) as Record<string, string>;
  try {
    await adminPage.goto("/admin");
    await adminPage.getByRole("tab", { name: "Settings" }).click();
    await adminPage.getByLabel("Phone", { exact: true }).fill("(215) 555-0199");
    await adminPage.getByRole("button", { name: "Save Company Info" }).click();
    await expect(adminPage.getByText("Settings Saved", { exact: true }).first()).toBeVisible();

    const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = waitingForTheApp(await visitor.newPage());
    await page.goto("/home");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "(215) 555-0199" })).toBeVisible();
    await visitor.close();

    const client = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await savedSession(browser, CLIENT, testInfo.workerIndex) });
    const clientPage = waitingForTheApp(await client.newPage());
    const created = await clientPage.request.post("/api/quotes", {
      data: { eventType: "wedding", eventDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), guestCount: 80, menuPackage: "custom" },
    });
    const quote = (await created.json()) as { id: number; number: string };
    const pdf = await clientPage.request.get(`/api/quotes/${quote.id}/pdf`);
    expect(await pdfText(await pdf.body())).toContain("(215) 555-0199");
    await expect.poll(() => readOutbox().find((m) => m.subject === `We received your quote request ${quote.number}`)?.text ?? "").toContain("(215) 555-0199");
    await client.close();
  } finally {
    expect((await adminPage.request.put("/api/settings/company-info", { data: before })).status()).toBe(200);
    await admin.close();
  }
});
