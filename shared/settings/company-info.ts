import { DEFAULT_BUSINESS_TIME_ZONE } from "../rules/dates";

/** Company details printed on quotes and shown on the site. Admins edit them; these are the starting values. */
export interface CompanyInfo {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  /** The IANA time zone every date and time is shown in (screens, PDFs, emails). */
  timeZone: string;
}

export const DEFAULT_COMPANY_INFO: CompanyInfo = {
  name: "Creative Cuisines",
  address: "123 Culinary Avenue, New York, NY 10001",
  phone: "(555) 123-4567",
  email: "hello@creativecuisines.example",
  website: "https://creativecuisines.example",
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
};
