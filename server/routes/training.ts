import { Router } from "express";
import { paginationQuerySchema, type PaginationQuery } from "@shared/validators/pagination";
import { enrollmentDecisionSchema, enrollmentRequestSchema, programVisibilitySchema } from "@shared/validators/training";
import { requireAdmin, requireAuth } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { TrainingService } from "../services/training";
import { parseId } from "./params";

export function trainingRouter(training: TrainingService): Router {
  const router = Router();
  router.use("/training", requireAuth);
  router.get("/training/programs", async (req, res) => {
    res.json(await training.listPrograms(req.user!));
  });
  router.post("/training/programs/:id/enrollments", validateBody(enrollmentRequestSchema), async (req, res) => {
    res.status(201).json(await training.enroll(req.user!, parseId(req.params.id, "Program"), req.body.notes));
  });
  router.patch("/training/programs/:id", requireAdmin, validateBody(programVisibilitySchema), async (req, res) => {
    res.json(await training.setVisibility(req.user!, parseId(req.params.id, "Program"), req.body.isPublic));
  });
  router.get("/training/enrollments", requireAdmin, validateQuery(paginationQuerySchema), async (_req, res) => {
    res.json(await training.listEnrollments(res.locals.query as PaginationQuery));
  });
  router.patch("/training/enrollments/:id", requireAdmin, validateBody(enrollmentDecisionSchema), async (req, res) => {
    res.json(await training.decide(req.user!, parseId(req.params.id, "Enrollment"), req.body.status));
  });
  return router;
}
