import { Router } from "express";
import { requireAuth } from "../auth/guards";
import type { DashboardService } from "../services/dashboard";

export function dashboardRouter(service: DashboardService): Router {
  const router = Router();
  router.get("/dashboard/week", requireAuth, async (req, res) => {
    res.json(await service.weeklyFigures(req.user!));
  });
  return router;
}
