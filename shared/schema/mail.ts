import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per email the mail server accepted, by its Message-ID, written as soon as it did. A mail job that runs
 * again (its completion could not be recorded, or its worker died after sending) finds the row and does not send
 * the email a second time. Rows older than the mail queue's longest retry are deleted by the hourly clean-up.
 */
export const mailSent = pgTable(
  "mail_sent",
  {
    messageId: text("message_id").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_sent_sent_at_idx").on(t.sentAt)],
);
