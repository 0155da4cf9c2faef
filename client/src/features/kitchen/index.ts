// The kitchen feature's public surface: the days the kitchen takes (date pickers) and its settings (admin).
export { availabilityQueryKey, useAvailability } from "./api/get-availability";
export { DateAvailability } from "./components/lazy-date-availability";
export type { EventShape } from "./date-check";
/** The date rules (dateRefusal, dateAdvice), loaded when first needed: the date availability loads them too. */
export const loadDateCheck = () => import("./date-check");
