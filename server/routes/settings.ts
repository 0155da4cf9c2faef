import { Router } from "express";
import { companyInfoSchema } from "@shared/validators/settings";
import { truckLocationSchema } from "@shared/validators/truck";
import { requireAdmin } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import type { SettingsService } from "../services/settings";
import { recordAudit } from "../services/audit-log";
import type { Database } from "../db/client";

/** Company info is public (the site and printed quotes show it); only admins change it. */
export function settingsRouter(settings: SettingsService, db: Database): Router {
  const router = Router();
  router.get("/settings/company-info", async (_req, res) => {
    res.json(await settings.getCompanyInfo());
  });
  router.put("/settings/company-info", requireAdmin, validateBody(companyInfoSchema), async (req, res) => {
    const before = await settings.getCompanyInfo();
    const info = await settings.updateCompanyInfo(req.body);
    await recordAudit(db, req.user!, { action: "settings.company_info", entityType: "settings", entityId: null, before, after: info });
    req.log.info({ event: "settings_changed", key: "company_info", userId: req.user!.id }, "settings changed");
    res.json(info);
  });
  router.get("/truck/location", async (_req, res) => {
    res.json(await settings.getTruckLocation());
  });
  router.put("/truck/location", requireAdmin, validateBody(truckLocationSchema), async (req, res) => {
    const before = await settings.getTruckLocation();
    const location = await settings.updateTruckLocation(req.body);
    await recordAudit(db, req.user!, { action: "settings.truck_location", entityType: "settings", entityId: null, before, after: location });
    req.log.info({ event: "settings_changed", key: "truck_location", userId: req.user!.id }, "settings changed");
    res.json(location);
  });
  return router;
}
