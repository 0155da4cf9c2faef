import type { PaymentConfig } from "@shared/api/contract";

/** One interface for every card provider: the browser tokenises the card, the server charges the token. */
export interface PaymentGateway {
  readonly provider: "sandbox" | "clover";
  /** True for the built-in sandbox: its charges move no money. */
  readonly demo: boolean;
  /** What the browser needs to tokenise a card: a publishable key and where to post the card. */
  browserConfig(): PaymentConfig;
  charge(request: ChargeAttempt): Promise<ChargeOutcome>;
  /** Gives back all or part of an earlier charge. */
  refund(request: RefundAttempt): Promise<RefundOutcome>;
  /**
   * The provider's own record of the charges it made from `from` to `to` (both included), for the reconciliation of
   * the payments table against it. Absent for a provider that cannot list them; throws when it does not answer.
   */
  listCharges?(window: { from: Date; to: Date }): Promise<GatewayChargeList>;
}

/** A charge as the provider records it. */
export interface GatewayCharge {
  id: string;
  amountCents: number;
  /** What has been given back of it so far. */
  refundedCents: number;
  createdAt: Date;
  description: string | null;
}

export interface GatewayChargeList {
  charges: GatewayCharge[];
  /** What the list cannot cover, in plain words (shown with the report); absent when it covers the whole window. */
  caveat?: string;
}

export interface RefundAttempt {
  chargeId: string;
  amountCents: number;
  /** As for charges: the same key always names the same refund. */
  idempotencyKey: string;
}

export type RefundOutcome =
  | { status: "succeeded"; refundId: string }
  /** The provider refused (already refunded, amount too large…): final. */
  | { status: "refused"; message: string }
  /** No answer: the refund may or may not exist; retry with the same key. */
  | { status: "unavailable"; message: string };

export interface ChargeAttempt {
  token: string;
  amountCents: number;
  description: string;
  /** Passed to the provider so a retried charge is never taken twice. */
  idempotencyKey: string;
}

export type ChargeOutcome =
  | { status: "succeeded"; chargeId: string }
  /** The card was refused (decline, insufficient funds, bad token): final for this token. */
  | { status: "declined"; message: string }
  /** The provider failed or did not answer: we cannot know whether it charged; retry with the same key. */
  | { status: "unavailable"; message: string };

/**
 * What a customer reads when the card is refused: what happened and what to try next (docs/product/payments.md, What
 * the customer reads). Nothing of what they typed besides the card is lost, so trying again is only the card.
 */
export const DECLINE_MESSAGES = {
  declined: "Your card was declined. Check the number or try another card.",
  insufficientFunds: "Your card has insufficient funds. Try another card.",
  expired: "Your card has expired. Check the expiry date or try another card.",
  incorrectCvc: "Your card's security code (CVV) was not accepted. Check it or try another card.",
  incorrectNumber: "Your card number was not accepted. Check the number or try another card.",
  tokenExpired: "Your card details have expired. Please enter them again.",
} as const;

/** A provider's decline code (Clover's `code` and `decline_code`) as the customer's sentence. */
export function declineMessage(codes: readonly (string | undefined)[]): string {
  const known = (code: string | undefined) => {
    switch (code) {
      case "insufficient_funds":
        return DECLINE_MESSAGES.insufficientFunds;
      case "expired_card":
        return DECLINE_MESSAGES.expired;
      case "incorrect_cvc":
      case "invalid_cvc":
        return DECLINE_MESSAGES.incorrectCvc;
      case "incorrect_number":
      case "invalid_number":
        return DECLINE_MESSAGES.incorrectNumber;
      default:
        return null;
    }
  };
  return codes.map(known).find((message) => message !== null) ?? DECLINE_MESSAGES.declined;
}

export const PAYMENT_MESSAGES = {
  unavailable: "The payment service did not respond. You have not been charged twice; please try again in a moment.",
  notConfigured: "Card payments are not set up yet. Please contact us to complete your order.",
} as const;
