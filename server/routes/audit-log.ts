import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { AuditLogService } from "../services/audit-log";

export function auditLogRouter(audit: AuditLogService): Router {
  const router = Router();
  const list = apiRoute("GET /api/audit-log");
  router.get(list.path, requireAdmin, list.validate, async (req, res) => {
    const { entityType, entityId, ...page } = list.query(req);
    list.send(res, await audit.list(page, { entityType, entityId }));
  });
  return router;
}
