/** A contact enquiry is new until an admin answers it (by email, from /admin) or closes it. */
export const ENQUIRY_STATUSES = ["new", "answered", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
