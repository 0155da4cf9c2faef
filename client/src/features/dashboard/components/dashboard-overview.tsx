import { useId } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { type User } from "@/features/auth";
import { QuoteStatsCards, NewProposalButton } from "@/features/quotes";

import { RecentMessages } from "./recent-messages";
import { RecentProposals } from "./recent-proposals";
import { WeeklyFiguresCard } from "./weekly-figures";

/**
 * The signed-in home: proposal figures (an admin's cover every quote, a client's their own), this week's figures,
 * the three newest proposals with New Proposal, and the newest messages.
 */
export function DashboardOverview({ user }: { user: User }) {
  const isAdmin = user.role === "admin";
  const proposalsHeadingId = useId();
  const messagesHeadingId = useId();

  return (
    <div className="mt-6 space-y-8">
      <QuoteStatsCards />
      <WeeklyFiguresCard isAdmin={isAdmin} />

      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={proposalsHeadingId} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={proposalsHeadingId} className="font-display text-xl font-bold text-brand-900">
              Recent Proposals
            </h2>
            <NewProposalButton />
          </div>
          <RecentProposals />
          <Link href={paths.proposals} className={buttonClasses({ variant: "link" })}>
            View all proposals
          </Link>
        </section>

        <section aria-labelledby={messagesHeadingId} className="min-w-0 space-y-4">
          <h2 id={messagesHeadingId} className="font-display text-xl font-bold text-brand-900">
            Recent Messages
          </h2>
          <RecentMessages viewer={{ id: user.id, isAdmin }} />
          <Link href={paths.messages} className={buttonClasses({ variant: "link" })}>
            Open messages
          </Link>
        </section>
      </div>

    </div>
  );
}
