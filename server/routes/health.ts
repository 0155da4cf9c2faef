import { Router } from "express";
import type { DatabaseHandle } from "../db/client";

/** Public and session-free: load balancers and the header's System Online light poll it. */
export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const databaseUp = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    res.status(databaseUp ? 200 : 503).json({ status: databaseUp ? "ok" : "degraded", database: databaseUp ? "up" : "down" });
  });
  return router;
}
