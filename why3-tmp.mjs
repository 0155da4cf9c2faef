import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const p of ["/home", "/login", "/menu", "/checkout"]) {
  const page = await browser.newPage();
  page.on("console", (m) => console.log(p, m.type(), m.text().slice(0, 300)));
  await page.goto("http://localhost:5123" + p, { waitUntil: "networkidle" });
  await page.close();
}
await browser.close();
