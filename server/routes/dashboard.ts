import { Router } from "express";
import { requireAuth } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { DashboardService } from "../services/dashboard";

export function dashboardRouter(service: DashboardService): Router {
  const router = Router();
  const week = apiRoute("GET /api/dashboard/week");
  router.get(week.path, requireAuth, async (req, res) => {
    week.send(res, await service.weeklyFigures(req.user!));
  });
  return router;
}
