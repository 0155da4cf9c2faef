import { eq } from "drizzle-orm";
import { settings } from "@shared/schema";
import { DEFAULT_COMPANY_INFO, type CompanyInfo } from "@shared/settings/company-info";
import { DEFAULT_TRUCK_LOCATION, TRUCK_WAIT_ESTIMATE, type TruckLocationInput, type TruckLocationView } from "@shared/validators/truck";
import { DEFAULT_SOCIAL_LINKS, type SocialLinks } from "@shared/validators/admin";
import type { Database } from "../db/client";

export function createSettingsService(db: Database, { truckLocationChanged }: { truckLocationChanged?: () => Promise<void> } = {}) {
  async function getCompanyInfo(): Promise<CompanyInfo> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "company_info"));
    return { ...DEFAULT_COMPANY_INFO, ...(row?.value as Partial<CompanyInfo> | undefined) };
  }

  async function updateCompanyInfo(info: CompanyInfo): Promise<CompanyInfo> {
    await db
      .insert(settings)
      .values({ key: "company_info", value: info })
      .onConflictDoUpdate({ target: settings.key, set: { value: info, updatedAt: new Date() } });
    return info;
  }

  /** The food truck's whereabouts: public, set by admins from the tracker page. */
  async function getTruckLocation(): Promise<TruckLocationView> {
    const [row] = await db.select().from(settings).where(eq(settings.key, "truck_location"));
    const value = { ...DEFAULT_TRUCK_LOCATION, ...(row?.value as Partial<TruckLocationInput> | undefined) };
    return { ...value, waitEstimate: TRUCK_WAIT_ESTIMATE, updatedAt: row ? row.updatedAt.toISOString() : null };
  }

  async function updateTruckLocation(location: TruckLocationInput): Promise<TruckLocationView> {
    await db
      .insert(settings)
      .values({ key: "truck_location", value: location })
      .onConflictDoUpdate({ target: settings.key, set: { value: location, updatedAt: new Date() } });
    await truckLocationChanged?.();
    return getTruckLocation();
  }

  async function getSocialLinks(): Promise<SocialLinks> {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "social_links"));
    return { ...DEFAULT_SOCIAL_LINKS, ...(row?.value as Partial<SocialLinks> | undefined) };
  }

  async function updateSocialLinks(links: SocialLinks): Promise<SocialLinks> {
    await db
      .insert(settings)
      .values({ key: "social_links", value: links })
      .onConflictDoUpdate({ target: settings.key, set: { value: links, updatedAt: new Date() } });
    return links;
  }

  return { getCompanyInfo, updateCompanyInfo, getTruckLocation, updateTruckLocation, getSocialLinks, updateSocialLinks };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
