import { Router } from "express";
import { DEMO_ACCOUNTS } from "../db/seed";

/** What the browser needs to know about this deployment. Demo credentials exist only in demo mode. */
export function appConfigRouter(demoMode: boolean): Router {
  const router = Router();
  const body = JSON.stringify({
    demoMode,
    demoAccounts: demoMode ? DEMO_ACCOUNTS.map(({ role, username, password }) => ({ role, username, password })) : [],
  });
  router.get("/config", (_req, res) => {
    res.type("application/json").setHeader("Cache-Control", "no-cache");
    res.send(body);
  });
  return router;
}
