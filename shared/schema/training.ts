import { boolean, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import { TRAINING_CATEGORIES, ENROLLMENT_STATUSES } from "../rules/training";

export const trainingCategoryEnum = pgEnum("training_category", TRAINING_CATEGORIES);
export const enrollmentStatusEnum = pgEnum("enrollment_status", ENROLLMENT_STATUSES);

export const trainingPrograms = pgTable(
  "training_programs",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: trainingCategoryEnum("category").notNull(),
    summary: text("summary").notNull(),
    details: text("details").notNull(),
    duration: text("duration").notNull(),
    /** The price as shown ("$299", "$150/hour"). */
    priceLabel: text("price_label").notNull(),
    maxStudents: integer("max_students").notNull(),
    /** Admin-only programs are hidden from clients. */
    isPublic: boolean("is_public").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("training_programs_slug_idx").on(t.slug)],
);
export type TrainingProgramRow = typeof trainingPrograms.$inferSelect;

/** A client's request for a seat. Pending and confirmed requests take a seat; declined ones free it. */
export const trainingEnrollments = pgTable(
  "training_enrollments",
  {
    id: serial("id").primaryKey(),
    programId: integer("program_id")
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: enrollmentStatusEnum("status").notNull().default("pending"),
    notes: text("notes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("training_enrollments_program_idx").on(t.programId, t.status),
    // A client holds at most one live request per program.
    uniqueIndex("training_enrollments_live_idx").on(t.programId, t.userId).where(sql`status <> 'declined'`),
  ],
);
export type TrainingEnrollmentRow = typeof trainingEnrollments.$inferSelect;
