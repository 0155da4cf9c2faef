import { createContext, useContext } from "react";
import { businessDates, type BusinessDates } from "@shared/rules/dates";
import { DEFAULT_BUSINESS_SETTINGS, type BusinessSettings } from "@shared/settings/business-settings";

/** The business settings as the API gave them (BusinessSettings provides them); the defaults outside it. */
export const BusinessSettingsContext = createContext<BusinessSettings>(DEFAULT_BUSINESS_SETTINGS);

/**
 * The business settings the shared rules take: the time zone, the booking rules, charges and dinner hours. The
 * defaults until the API's arrive; a component that calls this draws again when they change.
 */
export function useBusinessSettings(): BusinessSettings {
  return useContext(BusinessSettingsContext);
}

/** Dates and times written in the business's time zone (`formatLongDate`, `businessToday`…). */
export function useBusinessDates(): BusinessDates {
  return businessDates(useBusinessSettings().timeZone);
}
