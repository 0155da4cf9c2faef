import { Router } from "express";
import { companyInfoSchema } from "@shared/validators/settings";
import { truckLocationSchema } from "@shared/validators/truck";
import { requireAdmin } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import type { SettingsService } from "../services/settings";

/** Company info is public (the site and printed quotes show it); only admins change it. */
export function settingsRouter(settings: SettingsService): Router {
  const router = Router();
  router.get("/settings/company-info", async (_req, res) => {
    res.json(await settings.getCompanyInfo());
  });
  router.put("/settings/company-info", requireAdmin, validateBody(companyInfoSchema), async (req, res) => {
    const info = await settings.updateCompanyInfo(req.body);
    req.log.info({ event: "settings_changed", key: "company_info", userId: req.user!.id }, "settings changed");
    res.json(info);
  });
  router.get("/truck/location", async (_req, res) => {
    res.json(await settings.getTruckLocation());
  });
  router.put("/truck/location", requireAdmin, validateBody(truckLocationSchema), async (req, res) => {
    const location = await settings.updateTruckLocation(req.body);
    req.log.info({ event: "settings_changed", key: "truck_location", userId: req.user!.id }, "settings changed");
    res.json(location);
  });
  return router;
}
