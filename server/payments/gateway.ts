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

export const PAYMENT_MESSAGES = {
  unavailable: "The payment service did not respond. You have not been charged twice; please try again in a moment.",
  notConfigured: "Card payments are not set up yet. Please contact us to complete your order.",
} as const;
