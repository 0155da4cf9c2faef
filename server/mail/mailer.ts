import crypto, { type KeyObject } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { mailSent } from "@shared/schema";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Database, Transaction } from "../db/client";
import type { Logger } from "../logger";
import type { Email } from "./email";
import { renderEmail } from "./render";
import type { JobQueue, QueueDefinition } from "../jobs/job-queue";
import { sealedQueue } from "../jobs/sealed-jobs";

export interface MailMessage {
  to: string;
  /** What it says: one of the templates in templates.ts. */
  email: Email;
  /**
   * What this email is about, naming it among all the app sends: "order-12/receipt". Its Message-ID is derived
   * from it and the recipient, so a second job for the same email finds it already sent. Absent, the email is one
   * of a kind (a reset link, a reply) and its Message-ID is drawn once, when it is queued.
   */
  about?: string;
  /** The Message-ID header, set when the message is queued: the same on every attempt to deliver it. */
  messageId?: string;
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
  const transport = smtpUrl ? nodemailer.createTransport(smtpTransportOptions(smtpUrl)) : nodemailer.createTransport({ jsonTransport: true });
  async function sendOne({ to, email, messageId }: MailMessage): Promise<void> {
    const business = await company();
    const { subject, html, text } = await renderEmail(email, business);
    const info = await transport.sendMail({ from: sender(from, business.name), to, subject, html, text, ...(messageId ? { messageId } : {}), ...(email.replyTo ? { replyTo: email.replyTo } : {}) });
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

/**
 * Who an email is from: the business's name from settings (what mail programs show beside the subject), at the
 * address of MAIL_FROM ("Creative Cuisines <hello@example.com>" or a bare address): a renamed business never sends
 * under its old name.
 */
export function sender(mailFrom: string, businessName: string): { name: string; address: string } {
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name: businessName, address };
}

/**
 * SMTP through a pool of kept-open connections (a burst of receipts is not a connection and a greeting per
 * message), with timeouts well inside the mail job's lease: a mail server that hangs fails the attempt (retried
 * later) instead of outliving the lease and having the job run twice at once. Settings in SMTP_URL's query win.
 */
export function smtpTransportOptions(smtpUrl: string) {
  return { url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 100, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
}

export const MAIL_QUEUE = "mail";

/**
 * Mail as durable jobs: send() only records the message in the job queue (a row in PostgreSQL) and wakes this
 * instance's worker, which hands it to `transport`. A mail server that is down or slow delays mail, never fails
 * or slows the request, and loses nothing: a failed delivery is retried with growing pauses (15 s, 30 s, 1 min …,
 * 25 times, about a week in all) by whichever instance's worker takes it.
 */
/**
 * The mail queue's policy: 25 tries, from 15 s apart, doubling (about a week in all); and a lease of a minute. A job
 * still active after its lease (its instance was killed mid-send, or PostgreSQL was away when its completion was to
 * be recorded) is given back by the job queue's maintenance and runs again: within about a minute and a half, not
 * pg-boss's default 15 minutes. The sent-marker (below) keeps that second run from sending the email again.
 */
export const MAIL_QUEUE_DEFINITION: QueueDefinition = { name: MAIL_QUEUE, retryLimit: 25, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 };

/** Emails fetched and handed to the transport at once by each instance's worker (its pooled connections send them side by side). */
const MAIL_BATCH_SIZE = 10;

/**
 * How long a worker keeps trying to write an email's sent-marker (PostgreSQL away just after the mail server took
 * the email) before giving the job back; inside the job's lease, and it keeps trying in the background after.
 */
const SENT_MARKER_PATIENCE_MS = 40_000;
const SENT_MARKER_BACKGROUND_MS = 15 * 60_000;
const SENT_MARKER_RETRY_MS = 1_000;

/**
 * The Message-ID of an email: derived (HMAC with a key from the server's secret) from what it is about and its
 * recipient, so the same email gets the same id on every attempt and a mail system recognises a repeat as the same
 * message, while ids never repeat across installations or reveal anything. In the domain of the From address.
 */
export function messageIdFor(message: Pick<MailMessage, "to" | "about">, ids: { key: KeyObject; domain: string }): string {
  const about = message.about ?? `once/${crypto.randomUUID()}`;
  const digest = crypto.createHmac("sha256", ids.key).update(`${about}\n${message.to.trim().toLowerCase()}`).digest("hex").slice(0, 40);
  return `<${digest}@${ids.domain}>`;
}

/** The key Message-IDs are derived with: from the server's secret (HKDF), apart from the job payloads' key. */
export function messageIdKey(secret: string): KeyObject {
  return crypto.createSecretKey(Buffer.from(crypto.hkdfSync("sha256", secret, "creative-cuisines", "message ids v1", 32)));
}

/** The domain of a From address ("Creative Cuisines <hello@example.com>" → "example.com"). */
export function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? "localhost";
}

export interface QueuedMailerOptions {
  /** Where the sent-markers are kept: the app's database. */
  db: Database;
  logger: Logger;
  /** How Message-IDs are made (messageIdKey, mailDomain). */
  messageIds: { key: KeyObject; domain: string };
}

/**
 * Whether an email's sent-marker is there. The emails of a batch ask at the same moment (the worker hands the batch's
 * jobs out together), so their lookups go to the database as one statement (dataloader gathers the calls made in one
 * turn of the event loop): one per batch instead of one per email. Never cached: a marker appears once its email
 * has gone out.
 */
export function sentMarkerLookup(db: Database): (messageId: string) => Promise<boolean> {
  const loader = new DataLoader<string, boolean>(
    async (messageIds) => {
      // One statement text whatever the batch's size (an IN list would be a new one for each size).
      const rows = await db.select({ messageId: mailSent.messageId }).from(mailSent).where(sql`${mailSent.messageId} = any(${sql.param([...messageIds])}::text[])`);
      const sent = new Set(rows.map((row) => row.messageId));
      return messageIds.map((id) => sent.has(id));
    },
    { cache: false, maxBatchSize: 100 },
  );
  return (messageId) => loader.load(messageId);
}

/**
 * Each message is sealed in its job (jobs/sealed-jobs.ts: reset and invitation links must not sit readable in the
 * database) with `payloadKey`, and its row is deleted once delivered. Messages queued before sealing are still
 * delivered.
 *
 * Each email once: its Message-ID is fixed when it is queued. Before sending, the worker looks for the email's
 * sent-marker (table mail_sent) and skips an email already sent; once the mail server has taken it, the marker is
 * written at once, tried again while PostgreSQL is away. A job that runs again (after its lease) thus finds its
 * email sent; should the marker be lost with its instance between the mail server's answer and the write, the
 * email goes out again with the same Message-ID, which mail systems treat as the same message.
 */
export function createQueuedMailer(jobs: JobQueue, transport: Mailer, payloadKey: KeyObject, options: QueuedMailerOptions): Mailer & { startDelivering(): Promise<void> } {
  const { db, logger, messageIds } = options;
  const queue = sealedQueue<MailMessage>(jobs, MAIL_QUEUE, payloadKey, { acceptUnsealed: true });
  const withId = (message: MailMessage): MailMessage => ({ ...message, messageId: message.messageId ?? messageIdFor(message, messageIds) });

  const isSent = sentMarkerLookup(db);
  const markSent = (messageId: string) => db.insert(mailSent).values({ messageId }).onConflictDoNothing();
  /** Writes the marker, trying again each second; resolves true once written, false when patience ran out. */
  const persistMarker = async (messageId: string, patienceMs: number): Promise<boolean> => {
    const deadline = Date.now() + patienceMs;
    for (;;) {
      try {
        await markSent(messageId);
        return true;
      } catch (error) {
        if (Date.now() >= deadline) {
          logger.warn({ err: error, messageId }, "an email was sent but its sent-marker could not be written yet");
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, SENT_MARKER_RETRY_MS).unref());
      }
    }
  };

  async function deliver(message: MailMessage): Promise<void> {
    // An email queued before Message-IDs were fixed at queuing has none: it gets one now (a retry may draw another).
    const sending = withId(message);
    const messageId = sending.messageId!;
    if (await isSent(messageId)) {
      logger.info({ messageId }, "mail already sent; not sent again");
      return;
    }
    await transport.send(sending);
    // The job's completion comes after this; if the marker cannot be written within the patience, the job is left
    // to its lease (its completion will likely fail too) while the marker keeps being tried in the background.
    if (!(await persistMarker(messageId, SENT_MARKER_PATIENCE_MS))) void persistMarker(messageId, SENT_MARKER_BACKGROUND_MS);
  }

  return {
    send: (message, tx) => queue.send(Array.isArray(message) ? message.map(withId) : withId(message as MailMessage), tx),
    // Separate, so the app can start delivering (mail waiting from before a restart, too) once all it needs exists.
    startDelivering: () => queue.work({ pollingIntervalSeconds: 2, batchSize: MAIL_BATCH_SIZE }, deliver),
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
