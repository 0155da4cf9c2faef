import { z } from "zod";

export const companyInfoSchema = z.object({
  name: z.string().trim().min(1, "Company name is required").max(120),
  address: z.string().trim().min(1, "Address is required").max(240),
  phone: z.string().trim().min(1, "Phone is required").max(40),
  email: z.string().trim().pipe(z.email("Please enter a valid email address")),
  website: z.string().trim().pipe(z.url("Please enter a valid website address")),
});
export type CompanyInfoInput = z.infer<typeof companyInfoSchema>;
