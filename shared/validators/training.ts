import { z } from "zod";
import { ENROLLMENT_STATUSES } from "../rules/training";
import { safeText } from "./text";
import type * as view from "../api/responses";
import type { Answer } from "../api/wire";

export const enrollmentRequestSchema = z.object({ notes: safeText().trim().max(500).optional() }).strict();
export const enrollmentDecisionSchema = z.object({ status: z.enum(ENROLLMENT_STATUSES.filter((s) => s !== "pending") as ["confirmed", "declined"]) }).strict();
export const programVisibilitySchema = z.object({ isPublic: z.boolean() }).strict();

export type TrainingProgramView = Answer<typeof view.trainingProgramView>;

export type EnrollmentView = z.output<typeof view.enrollmentView>;
