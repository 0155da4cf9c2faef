import { Router } from "express";
import type { AppConfig } from "@shared/api/contract";
import { DEMO_ACCOUNTS } from "../auth/demo-accounts";
import { apiRoute } from "../http/api-route";

/** What the browser needs to know about this deployment. Demo credentials exist only in demo mode. */
export function appConfigRouter(demoMode: boolean): Router {
  const router = Router();
  const config: AppConfig = {
    demoMode,
    demoAccounts: demoMode ? DEMO_ACCOUNTS.map(({ role, username, password }) => ({ role, username, password })) : [],
  };
  const body = JSON.stringify(config);
  // Written once: every page load asks, and the answer only changes with a restart.
  router.get(apiRoute("GET /api/config").path, (_req, res) => {
    res.type("application/json").setHeader("Cache-Control", "no-cache");
    res.send(body);
  });
  return router;
}
