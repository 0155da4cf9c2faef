import { Router } from "express";
import { auditLogQuerySchema } from "@shared/validators/audit-log";
import type { PaginationQuery } from "@shared/validators/pagination";
import { requireAdmin } from "../auth/guards";
import { validateQuery } from "../middleware/validate";
import type { AuditLogService } from "../services/audit-log";

export function auditLogRouter(audit: AuditLogService): Router {
  const router = Router();
  router.get("/audit-log", requireAdmin, validateQuery(auditLogQuerySchema), async (_req, res) => {
    const { entityType, entityId, ...page } = res.locals.query as PaginationQuery & { entityType?: string; entityId?: number };
    res.json(await audit.list(page, { entityType, entityId }));
  });
  return router;
}
