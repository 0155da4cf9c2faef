import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { AuditLogService } from "../services/audit-log";

/** The change history: admins only (visitors 401, clients 403, like every admin route). */
export function auditLogRouter(audit: AuditLogService): Router {
  const router = Router();
  const list = apiRoute("GET /api/audit-log");
  router.get(list.path, requireAdmin, list.validate, async (req, res) => {
    list.send(res, await audit.list(list.query(req)));
  });
  return router;
}
