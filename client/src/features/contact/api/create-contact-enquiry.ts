import { useMutation } from "@tanstack/react-query";
import type { ContactEnquiryCreated } from "@shared/api/contract";
import type { ContactRequest } from "@shared/validators/contact";
import { api } from "@/lib/api-client";

export type { ContactEnquiryCreated };

/** Records the enquiry for the team (admins list them); answers 201 {id, message}. */
export async function createContactEnquiry(data: ContactRequest): Promise<ContactEnquiryCreated> {
  return api("POST /api/contact", { body: data });
}

export function useCreateContactEnquiry({
  onSuccess,
  onError,
}: { onSuccess?: (created: ContactEnquiryCreated) => void; onError?: (error: Error) => void } = {}) {
  return useMutation({ mutationFn: createContactEnquiry, onSuccess, onError });
}
