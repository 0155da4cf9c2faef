import { useMemo, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_BUSINESS_SETTINGS, businessSettingsFrom } from "@shared/settings/business-settings";
import { companyInfoQueryOptions, featureSettingsQueryOptions } from "../api/get-company-info";
import { BusinessSettingsContext } from "../business-settings-context";

/**
 * Gives every page the business settings the shared rules take (`useBusinessSettings`, `useBusinessDates`): the
 * time zone dates are written in (company info), the booking rules of quotes (Feature Manager → Book Now), the tax
 * and delivery of card orders and the dinner pickup hours, as the API gives them; the defaults until they load.
 * When they arrive or change, the components that read them draw again. It only watches the cache: every layout's
 * footer loads the company info, the header the feature settings.
 */
export function BusinessSettings({ children }: { children: ReactNode }) {
  const company = useQuery({ ...companyInfoQueryOptions(), enabled: false }).data;
  const features = useQuery({ ...featureSettingsQueryOptions(), enabled: false }).data;
  // One object while the answers stay the same: what is built per settings (a form's schema) is kept meanwhile.
  const settings = useMemo(
    () => businessSettingsFrom(company ?? DEFAULT_BUSINESS_SETTINGS, features ?? DEFAULT_BUSINESS_SETTINGS),
    [company, features],
  );
  return <BusinessSettingsContext.Provider value={settings}>{children}</BusinessSettingsContext.Provider>;
}
