import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Signs the open proposal's "Sign and accept" dialog the way a client does (docs/decisions/014-e-signature.md):
 * types the full name, draws a signature with the mouse on the canvas, agrees to the terms and submits. Waits for
 * the "Proposal signed" toast.
 */
export async function signAndAccept(page: Page, signerName = "Pat Signer"): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: "Sign and accept" });
  await dialog.getByRole("textbox", { name: /Your full name/ }).fill(signerName);
  const canvas = dialog.getByTestId("signature-canvas");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // signature_pad loads on first use: drawn once it is there (the canvas is sized for it then).
  await expect(async () => {
    await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 20 + step * (box.width - 60) / 12, box.y + box.height * (step % 2 ? 0.3 : 0.7), { steps: 3 });
    await page.mouse.up();
    await expect(dialog.getByText("Signature added.")).toBeAttached();
  }).toPass();
  await dialog.getByRole("checkbox", { name: /I have read this proposal/ }).check();
  await dialog.getByRole("button", { name: "Sign and accept" }).click();
  await expect(page.getByText("Proposal signed", { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  return dialog;
}
