import { useParams } from "wouter";
import { ProposalLinkView } from "@/features/quotes";

/**
 * /proposals/view/{token}: the link in a visitor's proposal emails. The router matches proposalLinkPath.pattern,
 * whose named group gives the token. Open signed in or not: the link, not a session, opens the proposal.
 */
export default function ProposalLinkPage() {
  const { token = "" } = useParams<{ token?: string }>();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 font-display text-3xl font-bold text-brand-900">Your Proposal</h1>
      <ProposalLinkView token={token} />
    </div>
  );
}
