import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { trainingEnrollments, trainingPrograms, users, type PublicUser } from "@shared/schema";
import { PROGRAM_FULL_MESSAGE, type EnrollmentStatus } from "@shared/rules/training";
import type { EnrollmentView, TrainingProgramView } from "@shared/validators/training";
import type { Page, PaginationQuery } from "@shared/validators/pagination";
import type { Database } from "../db/client";
import { conflict, notFound } from "../errors";
import type { Logger } from "../logger";
import { mailWithChange, type Mailer } from "../mail/mailer";
import { emails } from "../mail/templates";
import { recordAudit } from "./audit-log";

/**
 * The four programs (docs/product/client-portal.md, Chef training), in every deployment (seeded once; admins toggle
 * who sees them).
 */
export const DEFAULT_TRAINING_PROGRAMS = [
  {
    slug: "catering-etiquette",
    title: "Catering Service Etiquette",
    category: "etiquette",
    summary: "Professional service standards for events: table setting, serving order and guest care.",
    details: "Four sessions on how a catered event runs front of house: setting tables, serving courses in order, clearing, and looking after guests with allergies or special requests. Ends with a practical shift at one of our events.",
    duration: "2 weeks, 4 sessions",
    priceLabel: "$299",
    maxStudents: 15,
  },
  {
    slug: "professional-chef-training",
    title: "Professional Chef Training",
    category: "chef-training",
    summary: "Kitchen fundamentals for aspiring chefs: knife skills, stocks and sauces, and cooking for a crowd.",
    details: "Eight sessions in our commercial kitchen: knife skills, stocks and mother sauces, proteins, food safety, and scaling recipes from 4 to 200 guests. Certificate of completion.",
    duration: "4 weeks, 8 sessions",
    priceLabel: "$599",
    maxStudents: 12,
  },
  {
    slug: "caribbean-culinary-mastery",
    title: "Caribbean Culinary Mastery",
    category: "culinary-skills",
    summary: "The dishes behind our menu: jerk marinades, curries, oxtail and festival dumplings.",
    details: "Twelve hands-on sessions with our head chef on the techniques behind our menu, from a true jerk marinade to slow-braised oxtail. Small class, all ingredients included.",
    duration: "6 weeks, 12 sessions",
    priceLabel: "$1,299",
    maxStudents: 8,
  },
  {
    slug: "private-cooking-lessons",
    title: "Private Cooking Lessons",
    category: "private",
    summary: "One-to-one or small-group lessons in your kitchen or ours, on the dishes you choose.",
    details: "Lessons planned around you: a dinner-party menu, a family recipe, or the basics. In your kitchen or ours, for up to four people.",
    duration: "By the hour",
    priceLabel: "$150/hour",
    maxStudents: 4,
  },
] as const;

/** Pending and confirmed requests hold a seat. (The outer column in full: drizzle would print a bare "id" here.) */
const seatsTaken = sql<number>`(select count(*)::int from ${trainingEnrollments} e where e.program_id = "training_programs"."id" and e.status <> 'declined')`;

/** `mailer`: a confirmed enrollment is emailed to its client (`appUrl` for the link back to their training page). */
export function createTrainingService(db: Database, { mailer, logger, appUrl }: { mailer: Mailer; logger: Logger; appUrl: string }) {
  /** Clients see public programs; admins all of them. */
  async function listPrograms(viewer: PublicUser): Promise<TrainingProgramView[]> {
    const rows = await db
      .select({ program: trainingPrograms, taken: seatsTaken })
      .from(trainingPrograms)
      .where(viewer.role === "admin" ? undefined : eq(trainingPrograms.isPublic, true))
      .orderBy(asc(trainingPrograms.sortOrder), asc(trainingPrograms.id));
    const mine = await db
      .select({ id: trainingEnrollments.id, programId: trainingEnrollments.programId, status: trainingEnrollments.status })
      .from(trainingEnrollments)
      .where(and(eq(trainingEnrollments.userId, viewer.id), ne(trainingEnrollments.status, "declined")));
    return rows.map(({ program, taken }) => {
      const own = mine.find((e) => e.programId === program.id);
      return {
        id: program.id,
        slug: program.slug,
        title: program.title,
        category: program.category,
        summary: program.summary,
        details: program.details,
        duration: program.duration,
        priceLabel: program.priceLabel,
        maxStudents: program.maxStudents,
        seatsLeft: Math.max(0, program.maxStudents - taken),
        isPublic: program.isPublic,
        myEnrollment: own ? { id: own.id, status: own.status } : null,
      };
    });
  }

  /**
   * A client asks for a seat. The program row is locked while seats are counted, so of many requests for the last
   * seat exactly one gets it.
   */
  async function enroll(client: PublicUser, programId: number, notes: string | undefined): Promise<{ id: number; status: EnrollmentStatus }> {
    return db.transaction(async (tx) => {
      const [program] = await tx.select().from(trainingPrograms).where(eq(trainingPrograms.id, programId)).for("update");
      if (!program || (!program.isPublic && client.role !== "admin")) throw notFound("Program not found");
      const [own] = await tx
        .select({ id: trainingEnrollments.id })
        .from(trainingEnrollments)
        .where(and(eq(trainingEnrollments.programId, programId), eq(trainingEnrollments.userId, client.id), ne(trainingEnrollments.status, "declined")));
      if (own) throw conflict("You have already asked to enroll in this program.");
      const [{ taken }] = await tx
        .select({ taken: sql<number>`count(*)::int` })
        .from(trainingEnrollments)
        .where(and(eq(trainingEnrollments.programId, programId), ne(trainingEnrollments.status, "declined")));
      if (taken >= program.maxStudents) throw conflict(PROGRAM_FULL_MESSAGE);
      const [row] = await tx.insert(trainingEnrollments).values({ programId, userId: client.id, notes: notes || null }).returning();
      return { id: row.id, status: row.status };
    });
  }

  async function listEnrollments({ page, pageSize }: PaginationQuery): Promise<Page<EnrollmentView>> {
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: trainingEnrollments.id,
          programId: trainingEnrollments.programId,
          programTitle: trainingPrograms.title,
          status: trainingEnrollments.status,
          notes: trainingEnrollments.notes,
          client: { id: users.id, username: users.username, email: users.email },
          createdAt: trainingEnrollments.createdAt,
        })
        .from(trainingEnrollments)
        .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingEnrollments.programId))
        .innerJoin(users, eq(users.id, trainingEnrollments.userId))
        .orderBy(desc(trainingEnrollments.createdAt), desc(trainingEnrollments.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(trainingEnrollments),
    ]);
    return { items: rows, page, pageSize, total };
  }

  async function decide(admin: PublicUser, id: number, status: "confirmed" | "declined"): Promise<{ id: number; status: EnrollmentStatus }> {
    const [found] = await db
      .select({ enrollment: trainingEnrollments, program: { title: trainingPrograms.title, duration: trainingPrograms.duration }, client: { email: users.email, fullName: users.fullName } })
      .from(trainingEnrollments)
      .innerJoin(trainingPrograms, eq(trainingPrograms.id, trainingEnrollments.programId))
      .innerJoin(users, eq(users.id, trainingEnrollments.userId))
      .where(eq(trainingEnrollments.id, id));
    if (!found) throw notFound("Enrollment not found");
    const current = found.enrollment;
    if (current.status === "declined") throw conflict("This request was declined; the client can ask again.");
    // The decision, its audit entry and the client's confirmation email commit together. The status moves only from
    // the one read here, so of two admins confirming at once one does it (and the client hears of it once).
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(trainingEnrollments)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(trainingEnrollments.id, id), eq(trainingEnrollments.status, current.status)))
        .returning();
      if (!updated) throw conflict("This request was just changed by someone else. Please reload it.");
      await recordAudit(tx, admin, { action: "training.enrollment", entityType: "training_enrollment", entityId: id, before: { status: current.status }, after: { status } });
      if (status === "confirmed" && current.status !== "confirmed") {
        const email = emails.enrollmentConfirmed({ name: found.client.fullName, program: found.program.title, duration: found.program.duration, notes: current.notes, trainingUrl: `${appUrl}/training` });
        await mailWithChange(tx, mailer, { to: found.client.email, about: `enrollment-${id}/confirmed`, email }, logger);
      }
      return updated;
    });
    return { id: row.id, status: row.status };
  }

  async function setVisibility(admin: PublicUser, id: number, isPublic: boolean): Promise<{ id: number; isPublic: boolean }> {
    await db.transaction(async (tx) => {
      const [row] = await tx.update(trainingPrograms).set({ isPublic }).where(eq(trainingPrograms.id, id)).returning();
      if (!row) throw notFound("Program not found");
      await recordAudit(tx, admin, { action: "training.visibility", entityType: "training_program", entityId: id, after: { isPublic } });
    });
    return { id, isPublic };
  }

  return { listPrograms, enroll, listEnrollments, decide, setVisibility };
}
export type TrainingService = ReturnType<typeof createTrainingService>;
