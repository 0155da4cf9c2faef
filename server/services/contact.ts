import { desc, eq, sql } from "drizzle-orm";
import { contactEnquiries, type ContactEnquiryRow, type PublicUser } from "@shared/schema";
import type { EnquiryStatus } from "@shared/rules/enquiries";
import { contactEventDateRefusal, type ContactRequest, type EnquiryView } from "@shared/validators/contact";
import { badRequest, notFound } from "../errors";
import type { CurrentSettings } from "../settings/current-settings";
import { publishLiveEvent } from "../events/live-events";
import { recordAudit } from "./audit-log";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { formatCalendarDate } from "@shared/rules/dates";
import { eventTypeLabel } from "@shared/rules/event-types";
import type { Logger } from "../logger";

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where new enquiries are announced: the business's email from settings. */
  businessEmail: () => Promise<string>;
  /** The business settings in force (an event date is checked against today in its time zone). */
  settings: CurrentSettings;
}

export function createContactService({ db, mailer, logger, businessEmail, settings }: ContactServiceDeps) {
  /** Every way in (the JSON route, the form post without the app) meets the same rule: no event date already past. */
  async function createEnquiry(input: ContactRequest, userId: number | undefined): Promise<ContactEnquiryRow> {
    const refusal = contactEventDateRefusal(input.eventDate, settings().timeZone);
    if (refusal) throw badRequest(refusal, { errors: { eventDate: refusal } });
    // Read before the transaction, which may only use its own connection (PGlite has one).
    const to = await businessEmail();
    // The enquiry, its live announcement and the business's email commit together; a failure to queue the email
    // never loses the enquiry. Replying from the mail program answers the customer (the template sets Reply-To).
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactEnquiries)
        .values({ ...input, userId: userId ?? null })
        .returning();
      await publishLiveEvent(tx, ["admins"], "enquiry", { enquiryId: row.id });
      const { eventType, eventDate } = input;
      const email = emails.newEnquiry({ ...input, eventType: eventType ? eventTypeLabel(eventType) : null, eventDate: eventDate ? formatCalendarDate(eventDate) : null });
      await mailWithChange(tx, mailer, { to, about: `enquiry-${row.id}/new-enquiry`, email }, logger);
      return row;
    });
  }

  const toView = (row: ContactEnquiryRow): EnquiryView => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    eventType: row.eventType,
    eventDate: row.eventDate,
    guestCount: row.guestCount,
    message: row.message,
    status: row.status,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });

  /** Newest first, optionally only one status (the admin's "new" inbox). */
  async function listEnquiries({ page, pageSize, status }: PaginationQuery & { status?: EnquiryStatus }): Promise<Page<EnquiryView>> {
    const where = status ? eq(contactEnquiries.status, status) : undefined;
    const [items, [{ total }]] = await Promise.all([
      db
        .select()
        .from(contactEnquiries)
        .where(where)
        .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(contactEnquiries).where(where),
    ]);
    return { items: items.map(toView), page, pageSize, total };
  }

  async function findEnquiry(id: number): Promise<ContactEnquiryRow> {
    const [row] = await db.select().from(contactEnquiries).where(eq(contactEnquiries.id, id));
    if (!row) throw notFound("Enquiry not found");
    return row;
  }

  async function setStatus(admin: PublicUser, id: number, status: EnquiryStatus): Promise<EnquiryView> {
    const before = await findEnquiry(id);
    // The new status and its audit entry commit together.
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(contactEnquiries).set({ status }).where(eq(contactEnquiries.id, id)).returning();
      await recordAudit(tx, admin, { action: "enquiry.status", entityType: "enquiry", entityId: id, before: { status: before.status }, after: { status } });
      return updated;
    });
    return toView(row);
  }

  /**
   * The admin answers from the page: the customer gets the reply by email (replies to it reach the business), the
   * enquiry is marked answered, and the reply is kept in the audit log, all in one transaction: a reply that cannot be
   * queued changes nothing, and an enquiry is marked answered only with its reply on the way.
   */
  async function reply(admin: PublicUser, id: number, message: string): Promise<EnquiryView> {
    const enquiry = await findEnquiry(id);
    const email = emails.enquiryReply({ name: enquiry.name, reply: message, original: enquiry.message, businessEmail: await businessEmail() });
    const row = await db.transaction(async (tx) => {
      await mailer.send({ to: enquiry.email, email }, tx);
      const [updated] = await tx.update(contactEnquiries).set({ status: "answered", repliedAt: new Date() }).where(eq(contactEnquiries.id, id)).returning();
      await recordAudit(tx, admin, { action: "enquiry.reply", entityType: "enquiry", entityId: id, before: { status: enquiry.status }, after: { status: "answered", message } });
      return updated;
    });
    return toView(row);
  }

  return { createEnquiry, listEnquiries, setStatus, reply };
}
export type ContactService = ReturnType<typeof createContactService>;
