/**
 * npm run emails:preview — renders every email template with its sample values (template-samples.ts) into
 * data/outbox-preview/: <name>.html and <name>.txt each, and index.html linking them, for review in a browser.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { DEFAULT_COMPANY_INFO } from "@shared/settings/company-info";
import { escapeHtml } from "@shared/text/escape-html";
import { projectRoot } from "../paths";
import { renderEmail } from "./render";
import { EMAIL_SAMPLES } from "./template-samples";
import { emails } from "./templates";

const dir = path.join(projectRoot(), "data", "outbox-preview");
await fs.mkdir(dir, { recursive: true });
const rows: string[] = [];
for (const name of Object.keys(emails) as (keyof typeof emails)[]) {
  const email = (emails[name] as (sample: unknown) => ReturnType<(typeof emails)[typeof name]>)(EMAIL_SAMPLES[name]);
  const { subject, html, text } = await renderEmail(email, DEFAULT_COMPANY_INFO);
  await fs.writeFile(path.join(dir, `${name}.html`), html);
  await fs.writeFile(path.join(dir, `${name}.txt`), `Subject: ${subject}\n${email.replyTo ? `Reply-To: ${email.replyTo}\n` : ""}\n${text}`);
  rows.push(`<li><a href="${name}.html">${escapeHtml(subject)}</a> (<a href="${name}.txt">text</a>)</li>`);
}
await fs.writeFile(path.join(dir, "index.html"), `<!doctype html><meta charset="utf-8"><title>Email previews</title><h1>Email previews</h1><ul>${rows.join("")}</ul>`);
console.log(`${rows.length} emails rendered into ${path.relative(projectRoot(), dir)}/ (open index.html)`);
