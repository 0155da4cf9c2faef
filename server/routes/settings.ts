import { Router, type Request } from "express";
import { requireAdmin } from "../auth/guards";
import { apiRoute } from "../http/api-route";
import type { SettingsService } from "../services/settings";

/**
 * Business settings: public to read (the site, quotes and the tracker show them); only admins change them, audited
 * by the settings service in the save's own transaction.
 */
export function settingsRouter(settings: SettingsService): Router {
  const router = Router();

  /** Saves a setting as the signed-in admin, and logs the change. */
  async function saved<T>(req: Request, key: string, save: () => Promise<T>): Promise<T> {
    const after = await save();
    req.log.info({ event: "settings_changed", key, userId: req.user!.id }, "settings changed");
    return after;
  }

  const companyInfo = apiRoute("GET /api/settings/company-info");
  router.get(companyInfo.path, async (_req, res) => {
    companyInfo.send(res, await settings.getCompanyInfo());
  });
  const saveCompanyInfo = apiRoute("PUT /api/settings/company-info");
  router.put(saveCompanyInfo.path, requireAdmin, saveCompanyInfo.validate, async (req, res) => {
    saveCompanyInfo.send(res, await saved(req, "company_info", () => settings.updateCompanyInfo(req.user!, saveCompanyInfo.body(req))));
  });
  const socialLinks = apiRoute("GET /api/settings/social-links");
  router.get(socialLinks.path, async (_req, res) => {
    socialLinks.send(res, await settings.getSocialLinks());
  });
  const saveSocialLinks = apiRoute("PUT /api/settings/social-links");
  router.put(saveSocialLinks.path, requireAdmin, saveSocialLinks.validate, async (req, res) => {
    saveSocialLinks.send(res, await saved(req, "social_links", () => settings.updateSocialLinks(req.user!, saveSocialLinks.body(req))));
  });
  const features = apiRoute("GET /api/settings/features");
  router.get(features.path, async (_req, res) => {
    features.send(res, await settings.getFeatures());
  });
  const saveFeatures = apiRoute("PUT /api/settings/features");
  router.put(saveFeatures.path, requireAdmin, saveFeatures.validate, async (req, res) => {
    saveFeatures.send(res, await saved(req, "features", () => settings.updateFeatures(req.user!, saveFeatures.body(req))));
  });
  // The kitchen's capacity, closed days and lead times: admins only (the public sees each day's outcome, /api/availability).
  const kitchen = apiRoute("GET /api/settings/kitchen");
  router.get(kitchen.path, requireAdmin, async (_req, res) => {
    kitchen.send(res, await settings.getKitchen());
  });
  const saveKitchen = apiRoute("PUT /api/settings/kitchen");
  router.put(saveKitchen.path, requireAdmin, saveKitchen.validate, async (req, res) => {
    saveKitchen.send(res, await saved(req, "kitchen", () => settings.updateKitchen(req.user!, saveKitchen.body(req))));
  });
  const truck = apiRoute("GET /api/truck/location");
  router.get(truck.path, async (_req, res) => {
    truck.send(res, await settings.getTruckLocation());
  });
  const moveTruck = apiRoute("PUT /api/truck/location");
  router.put(moveTruck.path, requireAdmin, moveTruck.validate, async (req, res) => {
    moveTruck.send(res, await saved(req, "truck_location", () => settings.updateTruckLocation(req.user!, moveTruck.body(req))));
  });
  return router;
}
