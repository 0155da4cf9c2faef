import type { KeyObject } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Transaction } from "../db/client";
import type { Logger } from "../logger";
import type { Email } from "./email";
import { renderEmail } from "./render";
import type { JobQueue, QueueDefinition } from "../jobs/job-queue";
import { sealedQueue } from "../jobs/sealed-jobs";

export interface MailMessage {
  to: string;
  /** What it says: one of the templates in templates.ts. */
  email: Email;
}

export interface Mailer {
  /**
   * Sends, or (the queued mailer) queues, a message or several. Given the transaction of the change the emails tell
   * about, they are queued in it (in one statement): they go out if and only if the change commits.
   */
  send(message: MailMessage | readonly MailMessage[], tx?: Transaction): Promise<void>;
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
  async function sendOne({ to, email }: MailMessage): Promise<void> {
    const { subject, html, text } = await renderEmail(email, await company());
    const info = await transport.sendMail({ from, to, subject, html, text, ...(email.replyTo ? { replyTo: email.replyTo } : {}) });
    if (!smtpUrl) {
      await fs.mkdir(outboxDir, { recursive: true });
      // Written aside, then renamed: whoever reads the outbox (an e2e test, a developer) never sees half a message.
      const name = `${Date.now()}-${crypto.randomUUID()}`;
      const partial = path.join(outboxDir, `.${name}.partial`);
      await fs.writeFile(partial, String(info.message));
      await fs.rename(partial, path.join(outboxDir, `${name}.json`));
    }
    // Subject and recipient only: bodies can hold reset links.
    logger.info({ to, subject, outbox: !smtpUrl }, "mail sent");
  }
  return {
    async send(message) {
      for (const one of Array.isArray(message) ? message : [message]) await sendOne(one);
    },
  };
}

export const MAIL_QUEUE = "mail";

/**
 * Mail as durable jobs: send() only records the message in the job queue (a row in PostgreSQL) and wakes this
 * instance's worker, which hands it to `transport`. A mail server that is down or slow delays mail, never fails
 * or slows the request, and loses nothing: a failed delivery is retried with growing pauses (15 s, 30 s, 1 min …,
 * 25 times, about a week in all) by whichever instance's worker takes it.
 */
/** The mail queue's retry policy: 25 tries, from 15 s apart, doubling (about a week in all). */
export const MAIL_QUEUE_DEFINITION: QueueDefinition = { name: MAIL_QUEUE, retryLimit: 25, retryDelay: 15, retryBackoff: true };

/**
 * Each message is sealed in its job (jobs/sealed-jobs.ts: reset and invitation links must not sit readable in the
 * database) with `payloadKey`, and its row is deleted once delivered. Messages queued before sealing are still
 * delivered.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer, payloadKey: KeyObject): Mailer & { startDelivering(): Promise<void> } {
  const queue = sealedQueue<MailMessage>(jobs, MAIL_QUEUE, payloadKey, { acceptUnsealed: true });
  return {
    send: (message, tx) => queue.send(message, tx),
    // Separate, so the app can start delivering (mail waiting from before a restart, too) once all it needs exists.
    startDelivering: () => queue.work({ pollingIntervalSeconds: 2 }, (message) => transport.send(message)),
  };
}

/**
 * Queues `message` (or several, in one statement) in the transaction of the change it tells about, under a
 * savepoint: the email goes out if and only if the change commits, and should queuing it fail, the change still
 * stands (the failure is logged).
 */
export async function mailWithChange(tx: Transaction, mailer: Mailer, message: MailMessage | readonly MailMessage[], logger: Logger): Promise<void> {
  if (Array.isArray(message) && message.length === 0) return;
  try {
    await tx.transaction((savepoint) => mailer.send(message, savepoint));
  } catch (error) {
    // Not the subject or recipient: they can carry the customer's name or address.
    logger.error({ err: error }, "queuing an email failed");
  }
}
