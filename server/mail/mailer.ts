import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Logger } from "../logger";
import type { Email } from "./email";
import { renderEmail } from "./render";

export interface MailMessage {
  to: string;
  /** What it says: one of the templates in templates.ts. */
  email: Email;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message goes out with an HTML part and a plain-text part drawn from the same template, signed with the
 * company's contact details from settings. With SMTP_URL, mail goes out through nodemailer's SMTP transport.
 * Without it, nodemailer renders the message as JSON and we keep it in an outbox folder (one file per message) so a
 * developer, or an e2e test, can read it.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger; company: () => Promise<CompanyInfo> }): Mailer {
  const { smtpUrl, outboxDir, from, logger, company } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send({ to, email }) {
      const { subject, html, text } = await renderEmail(email, await company());
      const info = await transport.sendMail({ from, to, subject, html, text, ...(email.replyTo ? { replyTo: email.replyTo } : {}) });
      if (!smtpUrl) {
        await fs.mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${Date.now()}-${crypto.randomUUID()}.json`);
        await fs.writeFile(file, String(info.message));
      }
      // Subject and recipient only: bodies can hold reset links.
      logger.info({ to, subject, outbox: !smtpUrl }, "mail sent");
    },
  };
}
