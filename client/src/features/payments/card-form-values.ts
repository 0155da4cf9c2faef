import type { CardFormInput } from "./card-form-schema";

// Card form values without zod: the form shows before zod has loaded (card-form-schema.ts loads when it is first used).

export const EMPTY_CARD: CardFormInput = { number: "", exp_month: "", exp_year: "", cvv: "", name: "" };

/** The sandbox's approving test card, with an expiry two years ahead. */
export function sandboxApproveCard(name = "Test Customer"): CardFormInput {
  return { number: "4242 4242 4242 4242", exp_month: "12", exp_year: String(new Date().getFullYear() + 2), cvv: "123", name };
}
