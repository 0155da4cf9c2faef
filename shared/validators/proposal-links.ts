import { z } from "zod";
import { emailField } from "./fields";
import { sendMessageRequestSchema } from "./messages";

/**
 * A visitor's proposal link (server/services/quote-access.ts): what its page and the API say. A link that opens
 * nothing (expired, tampered, another proposal's, or a quote now in an account) always gets the same words.
 */
export const PROPOSAL_LINK_MESSAGES = {
  invalid: "This link has expired or is not valid.",
  requested: "If we have a quote for that email, a new link to it is on its way.",
} as const;

/** The page's "email me a new link" form. */
export const proposalLinkRequestSchema = z.object({ email: emailField({ required: "Please enter your email address" }) });
export type ProposalLinkRequestBody = z.infer<typeof proposalLinkRequestSchema>;

/** A message written through the link: the quote is the link's, so only the text is sent. */
export const proposalLinkMessageSchema = sendMessageRequestSchema.pick({ content: true });
