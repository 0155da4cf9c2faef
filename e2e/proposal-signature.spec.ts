import crypto from "node:crypto";
import { readFile } from "node:fs/promises";
import { test, expect, uniqueName } from "./fixtures";
import { signAndAccept } from "./signature";
import { pdfText } from "../server/test/pdf-text";

const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

test("a client signs their proposal with a drawn signature; the signed PDF shows the signature and the certificate", async ({ page }) => {
  // Sign-up, drawing, signing and two downloads: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const username = uniqueName("signer");
  expect((await page.request.post("/api/register", { data: { username, email: `${username}@example.com`, password: "Event-Planner7" } })).status()).toBe(201);
  await page.goto("/login");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill("Event-Planner7");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = (await (await page.request.get("/api/menu-items")).json()) as { id: number; price: string }[];
  const fiveItems = menu.filter((item) => item.price.startsWith("Half Pan")).slice(0, 5).map((item) => item.id);
  const created = await page.request.post("/api/quotes", {
    data: { eventType: "corporate", eventDate: new Date(Date.now() + 21 * 86_400_000).toISOString(), guestCount: 60, venue: "123 Main Street, Brooklyn, NY 11201", menuPackage: "full-service", menuItemIds: fiveItems },
  });
  expect(created.status()).toBe(201);
  const quote = (await created.json()) as { id: number; number: string };
  // A plain acceptance is refused: accepting is signing.
  const plain = await page.request.patch(`/api/quotes/${quote.id}/status`, { data: { status: "accepted" } });
  expect(plain.status()).toBe(400);

  await page.goto("/proposals");
  await page.getByRole("tab", { name: "All Proposals" }).click();
  await page.getByRole("article", { name: quote.number }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("region", { name: quote.number });
  await expect(details.getByText("Viewed", { exact: true })).toBeVisible();
  // What will be signed: the PDF as it stands now.
  const before = Buffer.from(await (await page.request.get(`/api/quotes/${quote.id}/pdf`)).body());

  await details.getByRole("button", { name: "Accept Proposal" }).click();
  await signAndAccept(page, "Sam Signer");
  await expect(details.getByText(/Signed by Sam Signer on/)).toBeVisible();
  await expect(details.getByText(`SHA-256 of the document signed: ${sha256(before)}`)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), details.getByRole("link", { name: "Signed PDF" }).click()]);
  const signed = await readFile((await download.path())!);
  expect(signed.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The drawn signature is embedded as an image on the signature page.
  expect(signed.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  const text = await pdfText(signed);
  expect(text).toContain("Signed by Sam Signer");
  expect(text).toContain("Signature certificate");
  expect(text).toContain(sha256(before));
  // The original as signed: the hash recomputes from it, and it is the PDF the client saw.
  const original = Buffer.from(await (await page.request.get(`/api/quotes/${quote.id}/signed-original.pdf`)).body());
  expect(sha256(original)).toBe(sha256(before));
});
