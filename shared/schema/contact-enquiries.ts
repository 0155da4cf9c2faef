import { date, index, integer, pgEnum, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";
import { ENQUIRY_STATUSES } from "../rules/enquiries";

export const enquiryStatusEnum = pgEnum("enquiry_status", ENQUIRY_STATUSES);

/** Messages sent through the public contact form; admins read, answer and close them. */
export const contactEnquiries = pgTable(
  "contact_enquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    eventType: text("event_type"),
    eventDate: date("event_date"),
    guestCount: integer("guest_count"),
    message: text("message"),
    /** The signed-in user who sent it, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: enquiryStatusEnum("status").notNull().default("new"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_enquiries_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("contact_enquiries_status_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);
export type ContactEnquiryRow = typeof contactEnquiries.$inferSelect;
