import { DEFAULT_BUSINESS_TIME_ZONE } from "../rules/dates";
import type { CompanyInfo } from "./company-info";
import { DEFAULT_FEATURES, type BookingSettings, type ChargeSettings, type DinnerSettings, type FeatureSettings } from "./features";
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from "./kitchen";
import type { CancellationPolicy } from "../rules/cancellation";

/**
 * The business settings the shared rules read: the time zone every date is written in (company info), the booking
 * rules of catering quotes, the tax and delivery of card orders and the dinner pickup hours (feature settings).
 * The rules take them as an argument; the server holds the ones in force (server/settings/current-settings.ts),
 * the browser reads them from the API (company-info feature, `useBusinessSettings`). The same settings give the same
 * answers on both sides.
 */
export interface BusinessSettings {
  timeZone: string;
  booking: BookingSettings;
  charges: ChargeSettings;
  dinner: DinnerSettings;
  /** The kitchen's capacity, closed days and lead times by headcount (shared/rules/capacity.ts). */
  kitchen: KitchenSettings;
  /** What a cancelled proposal refunds with less than 30 days' notice (shared/rules/cancellation.ts). */
  cancellation: CancellationPolicy;
}

/** The settings a new business starts with, and what the browser uses until the real ones load. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = Object.freeze({
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  booking: DEFAULT_FEATURES.booking,
  charges: DEFAULT_FEATURES.charges,
  dinner: DEFAULT_FEATURES.dinner,
  kitchen: DEFAULT_KITCHEN_SETTINGS,
  cancellation: DEFAULT_FEATURES.cancellation,
});

/** The rules' settings from the two settings rows as the database and the API give them. */
export function businessSettingsFrom(
  company: Pick<CompanyInfo, "timeZone">,
  features: Pick<FeatureSettings, "booking" | "charges" | "dinner"> & Partial<Pick<FeatureSettings, "cancellation">>,
  kitchen: KitchenSettings = DEFAULT_KITCHEN_SETTINGS,
): BusinessSettings {
  const cancellation = features.cancellation ?? DEFAULT_FEATURES.cancellation;
  return { timeZone: company.timeZone, booking: features.booking, charges: features.charges, dinner: features.dinner, kitchen, cancellation };
}

/**
 * `make` once per settings object: what is built from the settings (a request schema) is kept while they are in
 * force, and dropped with them. Settings are replaced whole, never changed in place, so the object is the key.
 */
export function perSettings<S extends object, T>(make: (settings: S) => T): (settings: S) => T {
  const made = new WeakMap<S, T>();
  return (settings) => {
    const known = made.get(settings);
    if (known !== undefined) return known;
    const value = make(settings);
    made.set(settings, value);
    return value;
  };
}
