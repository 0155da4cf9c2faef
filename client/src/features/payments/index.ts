// The payments feature's public surface: other features import only from here.
export type { ChargeTarget } from "./api/charge-card";
export { isSandbox, usePaymentConfig } from "./api/get-payment-config";
export type { CardDetails } from "./card-form-schema";
export { CardForm } from "./components/card-form";
export type { CardSubmitOutcome } from "./components/card-form";
export { SandboxCardsNote } from "./components/sandbox-cards-note";
export { newIdempotencyKey } from "./idempotency-key";
export { PAYMENT_ERROR_MESSAGES } from "./payment-errors";
export { paymentFailed, useCardPayment } from "./use-card-payment";
export { RefundForm } from "./components/refund-form";
export { useRefundDraft } from "./use-refund-draft";
