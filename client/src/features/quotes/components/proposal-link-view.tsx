import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import type { QuoteStatus } from "@shared/rules/quotes";
import type { QuoteView } from "@shared/validators/quotes";
import { PROPOSAL_LINK_MESSAGES, proposalLinkRequestSchema, type ProposalLinkRequestBody } from "@shared/validators/proposal-links";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ProposalLinkConversation } from "@/features/messages";
import { getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { isDeadLink, linkedProposalQueryOptions, useLinkedProposal, useLinkedProposalStatus, useMarkLinkedProposalViewed, useRequestProposalLinks } from "../api/proposal-link";
import { quoteStatusLabel } from "../quote-display";
import { ProposalAccessProvider } from "../proposal-access";
import { QuoteDetails } from "./quote-details";

/**
 * /proposals/view/:token: a visitor's proposal, opened by the signed link its emails carry, without an account
 * (docs/decisions/012-visitor-proposal-links.md). The portal's own proposal screen, reached through the link, then the
 * conversation with the business. A link that opens nothing says only that, and offers a new one by email.
 */
export function ProposalLinkView({ token }: { token: string }) {
  const proposal = useLinkedProposal(token);
  if (proposal.isPending) return <Spinner label="Loading your proposal" className="py-16" />;
  if (proposal.isError) {
    return isDeadLink(proposal.error) ? (
      <DeadLink />
    ) : (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-gray-900">We couldn't load your proposal.</p>
        <p className="mt-1 text-sm text-gray-800">{getErrorMessage(proposal.error, "Please check your connection and try again.")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void proposal.refetch()} pending={proposal.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }
  return <LinkedProposal token={token} quote={proposal.data} />;
}

function LinkedProposal({ token, quote }: { token: string; quote: QuoteView }) {
  const queryClient = useQueryClient();
  const status = useLinkedProposalStatus(token);
  const viewed = useMarkLinkedProposalViewed(token);
  const replace = (updated: QuoteView) => queryClient.setQueryData(linkedProposalQueryOptions(token).queryKey, (current) => ({ ...current, ...updated }));

  // Opening a sent proposal marks it viewed, as in the portal; once per page.
  const markedViewed = useRef(false);
  useEffect(() => {
    if (markedViewed.current || quote.status !== "sent") return;
    markedViewed.current = true;
    viewed.mutate();
  }, [quote.status, viewed]);

  const change = (next: QuoteStatus) =>
    status.mutate(next, {
      onSuccess: (updated) => {
        toast({ title: "Status Updated", description: `The proposal is now ${quoteStatusLabel(updated.status).toLowerCase()}.` });
        replace(updated);
      },
      onError: (error) => toast({ title: "Error", description: getErrorMessage(error, "We couldn't update the proposal. Please try again."), variant: "destructive" }),
    });

  return (
    <ProposalAccessProvider value={{ kind: "link", token }}>
      <div className="space-y-6">
        <p className="text-gray-800">
          This private link opens your proposal without an account. To keep your proposals together,{" "}
          <Link href={paths.signup} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            create an account
          </Link>{" "}
          or{" "}
          <Link href={paths.login} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            sign in
          </Link>{" "}
          with {quote.contactEmail ? <strong className="break-all">{quote.contactEmail}</strong> : "the email you gave us"}: once the address is confirmed, this
          proposal appears in your account.
        </p>
        <QuoteDetails quote={quote} onAccept={replace} onDecline={() => change("rejected")} isUpdating={status.isPending} onQuoteUpdated={replace} />
        <ProposalLinkConversation quoteId={quote.id} number={quote.number} token={token} />
      </div>
    </ProposalAccessProvider>
  );
}

/** Expired, tampered, another proposal's or now in an account: one neutral answer, and a new link by email. */
function DeadLink() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProposalLinkRequestBody>({ resolver: zodResolver(proposalLinkRequestSchema), defaultValues: { email: "" }, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const request = useRequestProposalLinks();

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const onSubmit = submit((body) => {
    if (request.isPending) return;
    request.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => toast({ title: "Error", description: getErrorMessage(error, "We couldn't send the link. Please try again."), variant: "destructive" }),
    });
  });

  return (
    <section aria-labelledby="dead-link-heading" className="mx-auto max-w-xl rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="dead-link-heading" className="font-display text-2xl font-bold text-brand-900">
        {PROPOSAL_LINK_MESSAGES.invalid}
      </h2>
      <p className="mt-2 text-gray-800">Links to a proposal work for 30 days. Enter the email you asked for the quote with, and we will send a new link to it.</p>
      {sentTo ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-gray-900 outline-none">
          {PROPOSAL_LINK_MESSAGES.requested} Check the inbox of <strong className="break-all">{sentTo}</strong>.
        </p>
      ) : (
        <ErrorSummaryScope summary={summary}>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <ErrorSummary summary={summary} />
            <FormField label="Email" error={errors.email?.message}>
              {(control) => <Input {...control} {...register("email")} type="email" autoComplete="email" />}
            </FormField>
            <Button type="submit" pending={request.isPending}>
              {request.isPending ? "Sending..." : "Email me a new link"}
            </Button>
          </form>
        </ErrorSummaryScope>
      )}
      <p className="mt-4 text-sm text-gray-800">
        Have an account?{" "}
        <Link href={paths.login} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Sign in
        </Link>{" "}
        to see your proposals.
      </p>
    </section>
  );
}
