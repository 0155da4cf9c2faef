import type { CompanyInfo } from "@shared/settings/company-info";
import { tileOrigin } from "@shared/validators/truck";
import type { ChangeFeed } from "../db/change-feed";
import type { Logger } from "../logger";
import type { SettingsService } from "../services";
import { createSettingsHolder } from "../settings/current-settings";

type SettingsReader = Pick<SettingsService, "getCompanyInfo" | "getFeatures" | "getTruckLocation" | "getKitchen">;

/**
 * The business settings in force on this instance, kept in memory so that a request, a job or an email never reads
 * them: the settings the shared rules read (`current`, given to the services, routers and jobs that need them), the
 * company info (it signs every email and its address hears of every order, quote and enquiry; every date the server
 * writes is in its time zone) and the truck map's tile origin (the CSP allows images from it). Read at start, again
 * at once after a save on this instance, and when the change feed announces another instance's save.
 */
export function createSettingsInForce(changeFeed: ChangeFeed, logger: Logger) {
  const holder = createSettingsHolder();
  let reader: SettingsReader | undefined;
  let companyInfo: CompanyInfo | undefined;
  let mapTileOrigin: string | null = null;

  const settings = () => {
    if (!reader) throw new Error("The settings are read before the settings service exists.");
    return reader;
  };
  const applyTileOrigin = async () => {
    mapTileOrigin = tileOrigin((await settings().getTruckLocation()).mapTileUrl);
  };
  const applyCompanyInfo = async () => {
    companyInfo = await settings().getCompanyInfo();
    holder.applyCompanyInfo(companyInfo);
  };
  // The quote rules' minimum guests and lead time are settings too (Feature Manager → Book Now), and so are tax and
  // delivery on card orders (Settings → Taxes and delivery) and the dinner pickup hours.
  const applyFeatures = async () => {
    holder.applyFeatures(await settings().getFeatures());
  };
  // The kitchen's capacity, closed days and lead times (Settings → Kitchen capacity): every order and quote date.
  const applyKitchen = async () => {
    holder.applyKitchen(await settings().getKitchen());
  };
  const applyAll = () => Promise.all([applyTileOrigin(), applyCompanyInfo(), applyFeatures(), applyKitchen()]);
  const thenAnnounce = (apply: () => Promise<void>) => async () => {
    await apply();
    await changeFeed.publish("settings");
  };

  return {
    current: holder.current,
    companyInfo(): CompanyInfo {
      if (!companyInfo) throw new Error("The company info is read before the settings were.");
      return companyInfo;
    },
    mapTileOrigin: () => mapTileOrigin,
    /** The settings service's hooks: this instance applies its own save at once, the change feed tells the others. */
    hooks: {
      truckLocationChanged: thenAnnounce(applyTileOrigin),
      companyInfoChanged: thenAnnounce(applyCompanyInfo),
      featuresChanged: thenAnnounce(applyFeatures),
      kitchenChanged: thenAnnounce(applyKitchen),
    },
    /** Reads the settings through the settings service, and again whenever the change feed announces a save. */
    async start(service: SettingsReader): Promise<void> {
      reader = service;
      await applyAll();
      changeFeed.on("settings", () => void applyAll().catch((error) => logger.error({ err: error }, "reading the settings failed")));
    },
  };
}
export type SettingsInForce = ReturnType<typeof createSettingsInForce>;
