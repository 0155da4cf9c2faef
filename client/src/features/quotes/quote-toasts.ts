import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";

/** The quote forms' confirmation and failure toasts, worded once for all of them (docs/decisions/007-screen-copy.md). */
export const QUOTE_SUBMITTED = {
  title: "Quote Request Submitted Successfully!",
  description: "Your catering quote request has been submitted. We'll contact you within 24 hours with a detailed quote and pricing.",
} as const;

export const QUOTE_ERROR_FALLBACK = "Something went wrong. Please try again.";

export function toastQuoteSubmitted(): void {
  toast(QUOTE_SUBMITTED);
}

/** The server's message (or the network fallback) in a destructive toast titled Error. */
export function toastQuoteError(error: unknown): void {
  toast({ title: "Error", description: getErrorMessage(error, QUOTE_ERROR_FALLBACK), variant: "destructive" });
}

/** A validation refusal. */
export function toastQuoteInvalid(title: string, description: string): void {
  toast({ title, description, variant: "destructive" });
}
