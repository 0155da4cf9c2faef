import { eq } from "drizzle-orm";
import { settings } from "@shared/schema";
import { DEFAULT_COMPANY_INFO, type CompanyInfo } from "@shared/settings/company-info";
import { DEFAULT_TRUCK_LOCATION, TRUCK_WAIT_ESTIMATE, type TruckLocationInput, type TruckLocationView } from "@shared/validators/truck";
import { DEFAULT_SOCIAL_LINKS, type SocialLinks } from "@shared/validators/admin";
import { DEFAULT_FEATURES, type FeatureSettings } from "@shared/settings/features";
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from "@shared/settings/kitchen";
import type { Database, Transaction } from "../db/client";
import { recordAudit, type AuditActor } from "./audit-log";

type SettingKey = "company_info" | "truck_location" | "social_links" | "features" | "kitchen";

export function createSettingsService(
  db: Database,
  {
    truckLocationChanged,
    companyInfoChanged,
    featuresChanged,
    kitchenChanged,
  }: {
    truckLocationChanged?: () => Promise<void>;
    companyInfoChanged?: () => Promise<void>;
    featuresChanged?: () => Promise<void>;
    kitchenChanged?: () => Promise<void>;
  } = {},
) {
  /** A setting's stored value over its defaults (a key never saved, or saved before a field existed). */
  async function read<T extends object>(key: SettingKey, defaults: T, executor: Database | Transaction): Promise<{ value: T; updatedAt: Date | null }> {
    const [row] = await executor.select().from(settings).where(eq(settings.key, key));
    return { value: { ...defaults, ...(row?.value as Partial<T> | undefined) }, updatedAt: row?.updatedAt ?? null };
  }

  /**
   * Saves a setting and audits it by whom, with its value before and after, in one transaction; `changed` (the app
   * rereads its settings and tells the other instances) runs once it has committed.
   */
  async function save<T>(
    actor: AuditActor,
    key: SettingKey,
    value: object,
    view: (tx: Transaction) => Promise<T>,
    after: (tx: Transaction) => Promise<T>,
    changed?: () => Promise<void>,
  ): Promise<T> {
    const saved = await db.transaction(async (tx) => {
      const before = await view(tx);
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      const now = await after(tx);
      await recordAudit(tx, actor, { action: `settings.${key}`, entityType: "settings", entityId: null, before, after: now });
      return now;
    });
    await changed?.();
    return saved;
  }

  async function companyInfoIn(executor: Database | Transaction): Promise<CompanyInfo> {
    return (await read("company_info", DEFAULT_COMPANY_INFO, executor)).value;
  }
  const getCompanyInfo = (): Promise<CompanyInfo> => companyInfoIn(db);

  async function updateCompanyInfo(actor: AuditActor, info: CompanyInfo): Promise<CompanyInfo> {
    return save(actor, "company_info", info, companyInfoIn, async () => info, companyInfoChanged);
  }

  /** The food truck's whereabouts: public, set by admins from the tracker page. */
  async function truckLocationIn(executor: Database | Transaction): Promise<TruckLocationView> {
    const { value, updatedAt } = await read("truck_location", DEFAULT_TRUCK_LOCATION, executor);
    return { ...value, waitEstimate: TRUCK_WAIT_ESTIMATE, updatedAt: updatedAt?.toISOString() ?? null };
  }
  const getTruckLocation = (): Promise<TruckLocationView> => truckLocationIn(db);

  async function updateTruckLocation(actor: AuditActor, location: TruckLocationInput): Promise<TruckLocationView> {
    return save(actor, "truck_location", location, truckLocationIn, truckLocationIn, truckLocationChanged);
  }

  async function socialLinksIn(executor: Database | Transaction): Promise<SocialLinks> {
    return (await read("social_links", DEFAULT_SOCIAL_LINKS, executor)).value;
  }
  const getSocialLinks = (): Promise<SocialLinks> => socialLinksIn(db);

  async function updateSocialLinks(actor: AuditActor, links: SocialLinks): Promise<SocialLinks> {
    return save(actor, "social_links", links, socialLinksIn, async () => links);
  }

  /** Book Now and the optional services; each part over its defaults, so a new field starts at its default. */
  async function featuresIn(executor: Database | Transaction): Promise<FeatureSettings> {
    const { value } = await read<Partial<FeatureSettings>>("features", {}, executor);
    return {
      booking: { ...DEFAULT_FEATURES.booking, ...value.booking },
      services: { ...DEFAULT_FEATURES.services, ...value.services },
      charges: { ...DEFAULT_FEATURES.charges, ...value.charges },
      dinner: { ...DEFAULT_FEATURES.dinner, ...value.dinner },
      cancellation: { ...DEFAULT_FEATURES.cancellation, ...value.cancellation },
    };
  }

  const getFeatures = (): Promise<FeatureSettings> => featuresIn(db);

  async function updateFeatures(actor: AuditActor, features: FeatureSettings): Promise<FeatureSettings> {
    return save(actor, "features", features, featuresIn, async () => features, featuresChanged);
  }

  /** The kitchen's capacity, closed days and lead times (Settings → Kitchen capacity), over the defaults. */
  async function kitchenIn(executor: Database | Transaction): Promise<KitchenSettings> {
    return (await read("kitchen", DEFAULT_KITCHEN_SETTINGS, executor)).value;
  }
  const getKitchen = (): Promise<KitchenSettings> => kitchenIn(db);

  async function updateKitchen(actor: AuditActor, kitchen: KitchenSettings): Promise<KitchenSettings> {
    return save(actor, "kitchen", kitchen, kitchenIn, async () => kitchen, kitchenChanged);
  }

  return { getCompanyInfo, updateCompanyInfo, getTruckLocation, updateTruckLocation, getSocialLinks, updateSocialLinks, getFeatures, updateFeatures, getKitchen, updateKitchen };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
