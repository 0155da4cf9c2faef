import { setBookingRules } from "../rules/booking";
import { setChargeRules } from "../rules/charges";
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from "../rules/dates";
import { setDinnerRules } from "../rules/dinner";
import { DEFAULT_FEATURES } from "./features";

/**
 * Puts every business setting the shared rules hold (time zone, booking, charges, dinner hours) back to its default.
 * The test suites run many files in one process, so each test starts from the defaults whatever the last one set.
 */
export function applyDefaultBusinessSettings(): void {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  setBookingRules(DEFAULT_FEATURES.booking);
  setChargeRules(DEFAULT_FEATURES.charges);
  setDinnerRules(DEFAULT_FEATURES.dinner);
}
