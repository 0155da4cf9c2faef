import { Router } from "express";
import { requireAdmin, requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { TrainingService } from "../services/training";
import { parseId } from "./params";

export function trainingRouter(training: TrainingService): Router {
  const router = Router();
  router.use("/training", requireAuth);
  const programs = apiRoute("GET /api/training/programs");
  router.get(programs.path, async (req, res) => {
    programs.send(res, await training.listPrograms(req.user!));
  });
  const enroll = apiRoute("POST /api/training/programs/:id/enrollments");
  router.post(enroll.path, enroll.validate, async (req, res) => {
    enroll.send(res, await training.enroll(req.user!, parseId(req.params.id, "Program"), enroll.body(req).notes));
  });
  const visibility = apiRoute("PATCH /api/training/programs/:id");
  router.patch(visibility.path, requireAdmin, visibility.validate, async (req, res) => {
    visibility.send(res, await training.setVisibility(req.user!, parseId(req.params.id, "Program"), visibility.body(req).isPublic));
  });
  const enrollments = apiRoute("GET /api/training/enrollments");
  router.get(enrollments.path, requireAdmin, enrollments.validate, async (req, res) => {
    enrollments.send(res, await training.listEnrollments(enrollments.query(req)));
  });
  const decide = apiRoute("PATCH /api/training/enrollments/:id");
  router.patch(decide.path, requireAdmin, decide.validate, async (req, res) => {
    decide.send(res, await training.decide(req.user!, parseId(req.params.id, "Enrollment"), decide.body(req).status));
  });
  return router;
}
