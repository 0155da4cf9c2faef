// The kitchen feature's public surface: the days the kitchen takes (date pickers) and its settings (admin).
export { availabilityQueryKey, useAvailability } from "./api/get-availability";
export { DateAvailability } from "./components/date-availability";
export { dateAdvice, dateRefusal, type EventShape } from "./date-check";
