import { Router, type Request } from "express";
import { companyInfoSchema, featureSettingsSchema } from "@shared/validators/settings";
import { truckLocationSchema } from "@shared/validators/truck";
import { socialLinksSchema } from "@shared/validators/admin";
import { requireAdmin } from "../auth/guards";
import { validateBody } from "../middleware/validate";
import type { SettingsService } from "../services/settings";
import { recordAudit } from "../services/audit-log";
import type { Database } from "../db/client";

/** Business settings: public to read (the site, quotes and the tracker show them); only admins change them, audited. */
export function settingsRouter(settings: SettingsService, db: Database): Router {
  const router = Router();

  /** Saves a setting and audits it with its value before and after. */
  async function audited<T>(req: Request, key: string, read: () => Promise<T>, save: () => Promise<T>): Promise<T> {
    const before = await read();
    const after = await save();
    await recordAudit(db, req.user!, { action: `settings.${key}`, entityType: "settings", entityId: null, before, after });
    req.log.info({ event: "settings_changed", key, userId: req.user!.id }, "settings changed");
    return after;
  }

  router.get("/settings/company-info", async (_req, res) => {
    res.json(await settings.getCompanyInfo());
  });
  router.put("/settings/company-info", requireAdmin, validateBody(companyInfoSchema), async (req, res) => {
    res.json(await audited(req, "company_info", settings.getCompanyInfo, () => settings.updateCompanyInfo(req.body)));
  });
  router.get("/settings/social-links", async (_req, res) => {
    res.json(await settings.getSocialLinks());
  });
  router.put("/settings/social-links", requireAdmin, validateBody(socialLinksSchema), async (req, res) => {
    res.json(await audited(req, "social_links", settings.getSocialLinks, () => settings.updateSocialLinks(req.body)));
  });
  router.get("/settings/features", async (_req, res) => {
    res.json(await settings.getFeatures());
  });
  router.put("/settings/features", requireAdmin, validateBody(featureSettingsSchema), async (req, res) => {
    res.json(await audited(req, "features", settings.getFeatures, () => settings.updateFeatures(req.body)));
  });
  router.get("/truck/location", async (_req, res) => {
    res.json(await settings.getTruckLocation());
  });
  router.put("/truck/location", requireAdmin, validateBody(truckLocationSchema), async (req, res) => {
    res.json(await audited(req, "truck_location", settings.getTruckLocation, () => settings.updateTruckLocation(req.body)));
  });
  return router;
}
