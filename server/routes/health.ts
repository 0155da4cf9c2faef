import { Router } from "express";
import type { Health } from "@shared/api/contract";
import type { DatabaseHandle } from "../db/client";

/** Public and session-free: load balancers and the header's System Online light poll it. */
export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const databaseUp = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    const health: Health = { status: databaseUp ? "ok" : "degraded", database: databaseUp ? "up" : "down" };
    res.status(databaseUp ? 200 : 503).json(health);
  });
  return router;
}
