import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from "@shared/settings/business-settings";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { FeatureSettings } from "@shared/settings/features";
import type { KitchenSettings } from "@shared/settings/kitchen";

/**
 * The business settings in force, as services read them: called at each use (a request, a job, an email), never
 * kept, so a change applies to the next use.
 */
export type CurrentSettings = () => BusinessSettings;

/**
 * The server's one copy of the business settings the shared rules read (time zone, booking rules, charges, dinner
 * hours). createApp fills it from the database at start and again whenever the change feed announces a settings
 * change (this instance's own saves at once); everything else is given `current`. Each change replaces the object
 * whole: a caller that read it keeps a consistent set, and what is built per settings (request schemas) follows.
 */
export interface SettingsHolder {
  current: CurrentSettings;
  /** The company info as saved: its time zone. */
  applyCompanyInfo(info: Pick<CompanyInfo, "timeZone">): void;
  /** The feature settings as saved: booking rules, charges and dinner hours. */
  applyFeatures(features: Pick<FeatureSettings, "booking" | "charges" | "dinner" | "cancellation">): void;
  /** The kitchen's capacity, closed days and lead times as saved. */
  applyKitchen(kitchen: KitchenSettings): void;
}

/** A holder starting from `initial` (the defaults until the database's settings are applied). */
export function createSettingsHolder(initial: BusinessSettings = DEFAULT_BUSINESS_SETTINGS): SettingsHolder {
  let settings = initial;
  return {
    current: () => settings,
    applyCompanyInfo(info) {
      if (info.timeZone !== settings.timeZone) settings = { ...settings, timeZone: info.timeZone };
    },
    applyFeatures({ booking, charges, dinner, cancellation }) {
      // Every settings change is announced alike (the truck's location too): unchanged rules keep their object.
      const next = { ...settings, booking, charges, dinner, cancellation };
      if (JSON.stringify(next) !== JSON.stringify(settings)) settings = next;
    },
    applyKitchen(kitchen) {
      if (JSON.stringify(kitchen) !== JSON.stringify(settings.kitchen)) settings = { ...settings, kitchen };
    },
  };
}
