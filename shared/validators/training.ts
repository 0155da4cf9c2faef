import { z } from "zod";
import { ENROLLMENT_STATUSES, type EnrollmentStatus, type TrainingCategory } from "../rules/training";
import { safeText } from "./text";

export const enrollmentRequestSchema = z.object({ notes: safeText().trim().max(500).optional() }).strict();
export const enrollmentDecisionSchema = z.object({ status: z.enum(ENROLLMENT_STATUSES.filter((s) => s !== "pending") as ["confirmed", "declined"]) }).strict();
export const programVisibilitySchema = z.object({ isPublic: z.boolean() }).strict();

export interface TrainingProgramView {
  id: number;
  slug: string;
  title: string;
  category: TrainingCategory;
  summary: string;
  details: string;
  duration: string;
  priceLabel: string;
  maxStudents: number;
  seatsLeft: number;
  isPublic: boolean;
  /** The signed-in client's live request for this program, if any. */
  myEnrollment: { id: number; status: EnrollmentStatus } | null;
}

export interface EnrollmentView {
  id: number;
  programId: number;
  programTitle: string;
  status: EnrollmentStatus;
  notes: string | null;
  client: { id: number; username: string; email: string };
  createdAt: Date | string;
}
