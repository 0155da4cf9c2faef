import { Router } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { CurrentSettings } from "../settings/current-settings";
import type { AdminOverviewService } from "../services/admin-overview";
import type { AuthService } from "../services/auth";
import type { QuoteService } from "../services/quotes";
import type { ReconciliationService } from "../services/reconciliation";
import { idempotencyScope, readIdempotencyKey, type Idempotency } from "../http/idempotency";
import { parseId } from "./params";

/**
 * The admin control page's API: dashboard figures, staff, and proposals prepared for a client (its settings forms use
 * the settings routes).
 */
export function adminRouter({
  overview,
  auth,
  quotes,
  reconciliation,
  idempotency,
  settings,
}: {
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
  const figures = apiRoute("GET /api/admin/overview");
  router.get(figures.path, figures.validate, async (req, res) => {
    figures.send(res, await overview.overview(figures.query(req).period));
  });
  const staff = apiRoute("GET /api/admin/staff");
  router.get(staff.path, async (_req, res) => {
    staff.send(res, await auth.listAdmins());
  });
  const invite = apiRoute("POST /api/admin/staff");
  router.post(invite.path, invite.validate, async (req, res) => {
    // Audited by the auth service, with the invitation.
    invite.send(res, await auth.inviteAdmin(req.user!, invite.body(req)));
  });
  const removeStaff = apiRoute("DELETE /api/admin/staff/:id");
  router.delete(removeStaff.path, async (req, res) => {
    // Audited by the auth service; the member's sessions end with their account.
    await auth.removeStaff(req.user!, parseId(req.params.id, "Team member"));
    removeStaff.sendNoContent(res);
  });
  const clients = apiRoute("GET /api/admin/clients");
  router.get(clients.path, clients.validate, async (req, res) => {
    clients.send(res, await auth.findClients(clients.query(req).search));
  });
  const proposal = apiRoute("POST /api/admin/proposals", { settings });
  router.post(proposal.path, proposal.validate, async (req, res) => {
    proposal.send(res, await quotes.createProposal(req.user!, proposal.body(req)));
  });
  // A client's request (or a proposal already sent) priced by lines: the next version, emailed to the client.
  const priceByLines = apiRoute("PUT /api/admin/quotes/:id/lines");
  router.put(priceByLines.path, priceByLines.validate, async (req, res) => {
    priceByLines.send(res, await quotes.priceByLines(req.user!, parseId(req.params.id, "Quote"), priceByLines.body(req)));
  });
  // Money needing attention: the last reconciliation's findings, and the one-click refund of an orphan charge (the
  // same Idempotency-Key never refunds twice, like the other refunds).
  const report = apiRoute("GET /api/admin/reconciliation");
  router.get(report.path, async (_req, res) => {
    report.send(res, await reconciliation.report());
  });
  const refund = apiRoute("POST /api/admin/reconciliation/:id/refund");
  router.post(refund.path, async (req, res) => {
    const id = parseId(req.params.id, "Finding");
    const key = readIdempotencyKey(req.get("idempotency-key"));
    const scope = idempotencyScope("reconciliation-refund", `user:${req.user!.id}`);
    const answer = await idempotency.run({ scope, key, requestBody: { id } }, async () => ({ status: 201, body: await reconciliation.refund(req.user!, id) }));
    refund.sendStored(res, answer);
  });

  return router;
}
