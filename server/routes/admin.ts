import { Router } from "express";
import { clientSearchSchema, overviewQuerySchema, staffInvitationSchema, type OverviewPeriod } from "@shared/validators/admin";
import { adminProposalSchema } from "@shared/validators/proposals";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { CurrentSettings } from "../settings/current-settings";
import type { AdminOverviewService } from "../services/admin-overview";
import type { AuthService } from "../services/auth";
import { recordAudit } from "../services/audit-log";
import type { Database } from "../db/client";
import type { QuoteService } from "../services/quotes";
import type { ReconciliationService } from "../services/reconciliation";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { parseId } from "./params";

/**
 * The admin control page's API: dashboard figures, staff, and proposals prepared for a client (its settings forms use
 * the settings routes).
 */
export function adminRouter({
  db,
  overview,
  auth,
  quotes,
  reconciliation,
  idempotency,
  settings,
}: {
  db: Database;
  overview: AdminOverviewService;
  auth: AuthService;
  quotes: QuoteService;
  reconciliation: ReconciliationService;
  idempotency: Idempotency;
  /** The business settings in force: a proposal's booking rules. */
  settings: CurrentSettings;
}): Router {
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
  router.post("/admin/proposals", validateBody(() => adminProposalSchema(settings())), async (req, res) => {
    res.status(201).json(await quotes.createProposal(req.user!, req.body));
  });
  // Money needing attention: the last reconciliation's findings, and the one-click refund of an orphan charge (the
  // same Idempotency-Key never refunds twice, like the other refunds).
  router.get("/admin/reconciliation", async (_req, res) => {
    res.json(await reconciliation.report());
  });
  router.post("/admin/reconciliation/:id/refund", async (req, res) => {
    const id = parseId(req.params.id, "Finding");
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("reconciliation-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id } }, async () => ({ status: 201, body: await reconciliation.refund(req.user!, id) }));
    res.status(answer.status).json(answer.body);
  });

  return router;
}
