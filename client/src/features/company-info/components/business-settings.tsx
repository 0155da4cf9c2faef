import { Fragment, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { businessTimeZone, setBusinessTimeZone } from "@shared/rules/dates";
import { bookingRules, setBookingRules } from "@shared/rules/booking";
import { chargeRules, setChargeRules } from "@shared/rules/charges";
import { dinnerRules, setDinnerRules } from "@shared/rules/dinner";
import { companyInfoQueryOptions, featureSettingsQueryOptions } from "../api/get-company-info";

/**
 * The business settings every page's rules read synchronously: the time zone dates are written in (company info)
 * the booking rules of quotes (Feature Manager → Book Now), the tax and delivery of card orders and the dinner pickup
 * hours; the defaults
 * until they load. A new time zone
 * redraws the pages below (every date on them moves); booking rules are read whenever a form checks a value, so
 * they only need applying. It only watches the cache: every layout's footer loads the company info, the header the
 * feature settings.
 */
export function BusinessSettings({ children }: { children: ReactNode }) {
  const zone = useQuery({ ...companyInfoQueryOptions(), enabled: false }).data?.timeZone;
  const features = useQuery({ ...featureSettingsQueryOptions(), enabled: false }).data;
  const booking = features?.booking;
  // Idempotent, and needed before the children render: the formatters and schemas they call read these directly.
  if (zone && zone !== businessTimeZone()) setBusinessTimeZone(zone);
  if (booking && JSON.stringify(booking) !== JSON.stringify(bookingRules())) setBookingRules(booking);
  if (features?.charges && JSON.stringify(features.charges) !== JSON.stringify(chargeRules())) setChargeRules(features.charges);
  if (features?.dinner && JSON.stringify(features.dinner) !== JSON.stringify(dinnerRules())) setDinnerRules(features.dinner);
  return <Fragment key={businessTimeZone()}>{children}</Fragment>;
}
