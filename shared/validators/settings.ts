import { z } from "zod";

export const companyInfoSchema = z.object({
  name: z.string().trim().min(1, "Company name is required").max(120),
  address: z.string().trim().min(1, "Address is required").max(240),
  phone: z.string().trim().min(1, "Phone is required").max(40),
  email: z.string().trim().pipe(z.email("Please enter a valid email address")),
  // http(s) only: a javascript: or data: address would run in the page that links it.
  website: z.string().trim().max(300).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Please enter a website address starting with http:// or https://" })),
});
export type CompanyInfoInput = z.infer<typeof companyInfoSchema>;
