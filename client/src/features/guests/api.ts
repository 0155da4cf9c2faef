import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GuestInvitationsBody, GuestResponseInput } from "@shared/validators/guests";
import { api, ApiError } from "@/lib/api-client";

/**
 * A confirmed event's guest list (docs/product/client-portal.md, "Guest dietary needs"): the guest page's event and
 * answer (through the link, no account), and the client's link, list and invitations.
 */
const guestEventQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["guest-link", token],
    queryFn: () => api("GET /api/guests/:token", { params: { token } }),
    // A link that opens nothing answers 404 every time: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export const useGuestEvent = (token: string) => useQuery(guestEventQueryOptions(token));

/** Whether the answer says the link opens nothing (forged, renewed away, a cancelled event). */
export const isDeadGuestLink = (error: unknown) => error instanceof ApiError && error.status === 404;

/** A refusal because the list closed meanwhile (409): the page then shows it closed. */
export const isClosedGuestList = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useSendGuestResponse(token: string) {
  return useMutation({ mutationFn: (body: GuestResponseInput) => api("POST /api/guests/:token/responses", { params: { token }, body }) });
}

export const guestListQueryOptions = (quoteId: number) =>
  queryOptions({ queryKey: ["guest-list", quoteId], queryFn: () => api("GET /api/quotes/:id/guests", { params: { id: quoteId } }) });

export const useGuestList = (quoteId: number) => useQuery(guestListQueryOptions(quoteId));

export function useCreateGuestLink(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/quotes/:id/guest-link", { params: { id: quoteId } }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: guestListQueryOptions(quoteId).queryKey }),
  });
}

/** A new guest link in place of the old one, which stops working (a link shared too widely). */
export function useRenewGuestLink(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/quotes/:id/guest-link/renewal", { params: { id: quoteId } }),
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: guestListQueryOptions(quoteId).queryKey }),
  });
}

export function useInviteGuests(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestInvitationsBody) => api("POST /api/quotes/:id/guest-invitations", { params: { id: quoteId }, body }),
    // The first invitation makes the link: the list shows it.
    onSuccess: async () => queryClient.invalidateQueries({ queryKey: guestListQueryOptions(quoteId).queryKey }),
  });
}
