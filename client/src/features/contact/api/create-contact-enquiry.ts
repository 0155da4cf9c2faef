import { useMutation } from "@tanstack/react-query";
import type { ContactRequest } from "@shared/validators/contact";
import { apiRequest } from "@/lib/api-client";

export interface ContactEnquiryCreated {
  id: number;
  message: string;
}

/** Records the enquiry for the team (admins list them); answers 201 {id, message}. */
export async function createContactEnquiry(data: ContactRequest): Promise<ContactEnquiryCreated> {
  const res = await apiRequest("POST", "/api/contact", data);
  return (await res.json()) as ContactEnquiryCreated;
}

export function useCreateContactEnquiry({
  onSuccess,
  onError,
}: { onSuccess?: (created: ContactEnquiryCreated) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: createContactEnquiry, onSuccess, onError });
}
