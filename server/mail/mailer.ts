import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes, when not to us (an enquiry announced to the business: the customer). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL, mail goes out through nodemailer's SMTP transport. Without it, nodemailer renders the message
 * as JSON and we keep it in an outbox folder (one file per message) so a developer, or an e2e test, can read it.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, outboxDir, from, logger } = options;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      if (!smtpUrl) {
        await fs.mkdir(outboxDir, { recursive: true });
        const file = path.join(outboxDir, `${Date.now()}-${crypto.randomUUID()}.json`);
        await fs.writeFile(file, String(info.message));
      }
      // Subject and recipient only: bodies can hold reset links.
      logger.info({ to: message.to, subject: message.subject, outbox: !smtpUrl }, "mail sent");
    },
  };
}
