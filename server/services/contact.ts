import { desc, sql } from "drizzle-orm";
import { contactEnquiries, type ContactEnquiryRow } from "@shared/schema";
import type { ContactRequest } from "@shared/validators/contact";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { Logger } from "../logger";

export interface ContactServiceDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** Where new enquiries are announced: the business's email from settings. */
  businessEmail: () => Promise<string>;
}

export function createContactService({ db, mailer, logger, businessEmail }: ContactServiceDeps) {
  async function createEnquiry(input: ContactRequest, userId: number | undefined): Promise<ContactEnquiryRow> {
    const [row] = await db
      .insert(contactEnquiries)
      .values({ ...input, userId: userId ?? null })
      .returning();
    // The enquiry is saved whatever happens to the notification; a mail failure is only logged.
    try {
      await mailer.send({
        to: await businessEmail(),
        subject: `New enquiry from ${input.name}`,
        text: [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.phone ?? "-"}`,
          `Event type: ${input.eventType ?? "-"}`,
          `Event date: ${input.eventDate ?? "-"}`,
          `Guests: ${input.guestCount ?? "-"}`,
          "",
          input.message ?? "",
        ].join("\n"),
      });
    } catch (error) {
      logger.error({ err: error, enquiryId: row.id }, "enquiry notification failed");
    }
    return row;
  }

  async function listEnquiries({ page, pageSize }: PaginationQuery): Promise<Page<ContactEnquiryRow>> {
    const [items, [{ total }]] = await Promise.all([
      db
        .select()
        .from(contactEnquiries)
        .orderBy(desc(contactEnquiries.createdAt), desc(contactEnquiries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(contactEnquiries),
    ]);
    return { items, page, pageSize, total };
  }

  return { createEnquiry, listEnquiries };
}
export type ContactService = ReturnType<typeof createContactService>;
