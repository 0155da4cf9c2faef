import { useLocation } from "wouter";
import { menuProposalLine } from "@shared/rules/proposals";
import { toast } from "@/components/ui/use-toast";
import { useBusinessSettings } from "@/features/company-info";
import { paths } from "@/lib/paths";
import { useCreateQuoteDraft } from "./api/quote-drafts";
import { toastQuoteError } from "./quote-toasts";

/** A cart line as the draft needs it: the dish, its price text (to tell a per-person dish), option and quantity. */
export interface DraftCartLine {
  id: number;
  name: string;
  price: string;
  option: string | null;
  quantity: number;
}

export const DRAFT_CREATED = {
  title: "Draft proposal created",
  description: "Your cart is now a draft proposal. Add the date, venue and guests, then submit your request.",
} as const;

/**
 * The draft's first guest count: the most portions of a per-person dish in the cart (portions are guests), at least
 * the business's minimum (docs/product/quotes-and-proposals.md, "From cart to proposal").
 */
export function draftGuestCount(lines: readonly DraftCartLine[], minGuests: number): number {
  const portions = lines.map((line) => (menuProposalLine(line, line.option, line.quantity)?.perPerson ? line.quantity : 0));
  return Math.max(minGuests, ...portions);
}

/** `?quote=12` opens /proposals on that proposal's details. */
export const proposalHref = (id: number) => `${paths.proposals}?quote=${id}`;

/**
 * The cart's Request Event Quote for a signed-in client: the cart's lines become a draft proposal, priced by the
 * server, and the client lands on it in /proposals to complete it. `onCreated` runs once the draft exists (the cart
 * page empties the cart then: its dishes are in the draft).
 */
export function useCartDraft() {
  const createDraft = useCreateQuoteDraft();
  const settings = useBusinessSettings();
  const [, navigate] = useLocation();
  function start(lines: readonly DraftCartLine[], onCreated: () => void) {
    const items = lines.map(({ id, option, quantity }) => ({ menuItemId: id, option, quantity }));
    createDraft.mutate(
      { items, guestCount: draftGuestCount(lines, settings.booking.minGuests) },
      {
        onSuccess: (draft) => {
          onCreated();
          toast(DRAFT_CREATED);
          navigate(proposalHref(draft.id));
        },
        onError: toastQuoteError,
      },
    );
  }
  return { start, isPending: createDraft.isPending };
}
