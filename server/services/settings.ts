import { eq } from "drizzle-orm";
import { settings } from "@shared/schema";
import { DEFAULT_COMPANY_INFO, type CompanyInfo } from "@shared/settings/company-info";
import type { Database } from "../db/client";

export function createSettingsService(db: Database) {
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

  return { getCompanyInfo, updateCompanyInfo };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
