import { eq } from "drizzle-orm";
import { settings } from "@shared/schema";
import { DEFAULT_COMPANY_INFO, type CompanyInfo } from "@shared/settings/company-info";
import { DEFAULT_TRUCK_LOCATION, TRUCK_WAIT_ESTIMATE, type TruckLocationInput, type TruckLocationView } from "@shared/validators/truck";
import { DEFAULT_SOCIAL_LINKS, type SocialLinks } from "@shared/validators/admin";
import { DEFAULT_FEATURES, type FeatureSettings } from "@shared/settings/features";
import type { Database } from "../db/client";

type SettingKey = "company_info" | "truck_location" | "social_links" | "features";

export function createSettingsService(
  db: Database,
  {
    truckLocationChanged,
    companyInfoChanged,
    featuresChanged,
  }: { truckLocationChanged?: () => Promise<void>; companyInfoChanged?: () => Promise<void>; featuresChanged?: () => Promise<void> } = {},
) {
  /** A setting's stored value over its defaults (a key never saved, or saved before a field existed). */
  async function read<T extends object>(key: SettingKey, defaults: T): Promise<{ value: T; updatedAt: Date | null }> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    return { value: { ...defaults, ...(row?.value as Partial<T> | undefined) }, updatedAt: row?.updatedAt ?? null };
  }

  async function write(key: SettingKey, value: object): Promise<void> {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  }

  async function getCompanyInfo(): Promise<CompanyInfo> {
    return (await read("company_info", DEFAULT_COMPANY_INFO)).value;
  }

  async function updateCompanyInfo(info: CompanyInfo): Promise<CompanyInfo> {
    await write("company_info", info);
    await companyInfoChanged?.();
    return info;
  }

  /** The food truck's whereabouts: public, set by admins from the tracker page. */
  async function getTruckLocation(): Promise<TruckLocationView> {
    const { value, updatedAt } = await read("truck_location", DEFAULT_TRUCK_LOCATION);
    return { ...value, waitEstimate: TRUCK_WAIT_ESTIMATE, updatedAt: updatedAt?.toISOString() ?? null };
  }

  async function updateTruckLocation(location: TruckLocationInput): Promise<TruckLocationView> {
    await write("truck_location", location);
    await truckLocationChanged?.();
    return getTruckLocation();
  }

  async function getSocialLinks(): Promise<SocialLinks> {
    return (await read("social_links", DEFAULT_SOCIAL_LINKS)).value;
  }

  async function updateSocialLinks(links: SocialLinks): Promise<SocialLinks> {
    await write("social_links", links);
    return links;
  }

  /** Book Now and the optional services; each part over its defaults, so a new field starts at its default. */
  async function getFeatures(): Promise<FeatureSettings> {
    const { value } = await read<Partial<FeatureSettings>>("features", {});
    return {
      booking: { ...DEFAULT_FEATURES.booking, ...value.booking },
      services: { ...DEFAULT_FEATURES.services, ...value.services },
      charges: { ...DEFAULT_FEATURES.charges, ...value.charges },
      dinner: { ...DEFAULT_FEATURES.dinner, ...value.dinner },
    };
  }

  async function updateFeatures(features: FeatureSettings): Promise<FeatureSettings> {
    await write("features", features);
    await featuresChanged?.();
    return features;
  }

  return { getCompanyInfo, updateCompanyInfo, getTruckLocation, updateTruckLocation, getSocialLinks, updateSocialLinks, getFeatures, updateFeatures };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
