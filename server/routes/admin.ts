import { Router } from "express";
import { overviewQuerySchema, socialLinksSchema, staffInvitationSchema, type OverviewPeriod } from "@shared/validators/admin";
import { requireAdmin } from "../auth/guards";
import { validateBody, validateQuery } from "../middleware/validate";
import type { AdminOverviewService } from "../services/admin-overview";
import type { AuthService } from "../services/auth";
import type { SettingsService } from "../services/settings";
import { recordAudit } from "../services/audit-log";
import type { Database } from "../db/client";

/** The admin control page's API: dashboard figures, staff, and the social links setting. */
export function adminRouter({ db, overview, auth, settings }: { db: Database; overview: AdminOverviewService; auth: AuthService; settings: SettingsService }): Router {
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

  router.get("/settings/social-links", async (_req, res) => {
    res.json(await settings.getSocialLinks());
  });
  router.put("/settings/social-links", requireAdmin, validateBody(socialLinksSchema), async (req, res) => {
    const before = await settings.getSocialLinks();
    const links = await settings.updateSocialLinks(req.body);
    await recordAudit(db, req.user!, { action: "settings.social_links", entityType: "settings", entityId: null, before, after: links });
    res.json(links);
  });
  return router;
}
