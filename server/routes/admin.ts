import { Router } from "express";
import { clientSearchSchema, overviewQuerySchema, staffInvitationSchema, type OverviewPeriod } from "@shared/validators/admin";
import { adminProposalSchema } from "@shared/validators/proposals";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { AdminOverviewService } from "../services/admin-overview";
import type { AuthService } from "../services/auth";
import { recordAudit } from "../services/audit-log";
import type { Database } from "../db/client";
import type { QuoteService } from "../services/quotes";

/**
 * The admin control page's API: dashboard figures, staff, and proposals prepared for a client (its settings forms use
 * the settings routes).
 */
export function adminRouter({ db, overview, auth, quotes }: { db: Database; overview: AdminOverviewService; auth: AuthService; quotes: QuoteService }): Router {
  const router = Router();
  router.use("/admin", requireAdmin);
  router.get("/admin/overview", validateQuery(overviewQuerySchema), async (_req, res) => {
    res.json(await overview.overview((res.locals.query as { period: OverviewPeriod }).period));
  });
  router.get("/admin/staff", async (_req, res) => {
    res.json(await auth.listAdmins());
  });
  router.post("/admin/staff", validateBody(staffInvitationSchema), async (req, res) => {
    const staff = await auth.inviteAdmin(req.user!, req.body);
    await recordAudit(db, req.user!, { action: "staff.invite", entityType: "user", entityId: staff.id, after: staff });
    res.status(201).json(staff);
  });
  router.get("/admin/clients", validateQuery(clientSearchSchema), async (_req, res) => {
    res.json(await auth.findClients((res.locals.query as { search: string }).search));
  });
  router.post("/admin/proposals", validateBody(adminProposalSchema), async (req, res) => {
    res.status(201).json(await quotes.createProposal(req.user!, req.body));
  });

  return router;
}
