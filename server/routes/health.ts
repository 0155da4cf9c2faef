import fs from "node:fs";
import path from "node:path";
import { Router } from "express";
import type { Health, Readiness } from "@shared/api/contract";
import { projectRoot } from "../paths";
import { apiRoute } from "../http/api-route";
import { DEFAULT_RETRY_AFTER_SECONDS } from "../errors";

/**
 * What health and readiness ask the database: the composition hands the database handle, which answers on its own
 * health connection (never the request pool). Declared here so that routes import nothing from db/.
 */
export interface DatabaseProbe {
  ping(): Promise<boolean>;
  /** How many migrations the database has applied; null when it cannot say. */
  appliedMigrations(): Promise<number | null>;
}

/** One part of readiness beyond the database: null when fine, else what is wrong, in words. */
export type ReadinessCheck = () => Promise<string | null> | string | null;

/** How many migrations this build ships (drizzle's journal); the database must have applied them all. */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(projectRoot(), "migrations", "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Public and session-free, on the database's own health connection (never the request pool).
 * /api/health: the header's System Online light, and liveness (it answers as long as the process serves).
 * /api/ready: whether this instance should get traffic — database reachable, migrations applied, the rest of
 * `checks` (the job queue) running — 503 with the reasons when not.
 */
export function healthRouter(database: DatabaseProbe, checks: Record<string, ReadinessCheck> = {}): Router {
  const router = Router();
  const expectedMigrations = shippedMigrations();
  const healthRoute = apiRoute("GET /api/health");
  const readyRoute = apiRoute("GET /api/ready");
  router.get(healthRoute.path, async (_req, res) => {
    const databaseUp = await database.ping();
    res.setHeader("Cache-Control", "no-store");
    const health: Health = { status: databaseUp ? "ok" : "degraded", database: databaseUp ? "up" : "down" };
    if (!databaseUp) res.setHeader("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
    healthRoute.send(res, health, databaseUp ? 200 : 503);
  });
  router.get(readyRoute.path, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const problems: string[] = [];
    const applied = await database.appliedMigrations();
    if (applied === null) problems.push("The database is not reachable.");
    else if (applied < expectedMigrations) problems.push(`The database has ${applied} of ${expectedMigrations} migrations applied.`);
    for (const [, check] of Object.entries(checks)) {
      const problem = await check();
      if (problem) problems.push(problem);
    }
    const readiness: Readiness =
      problems.length === 0 ? { ready: true, message: "Ready" } : { ready: false, message: problems.join(" "), problems };
    if (!readiness.ready) res.setHeader("Retry-After", String(DEFAULT_RETRY_AFTER_SECONDS));
    readyRoute.send(res, readiness, readiness.ready ? 200 : 503);
  });
  return router;
}
