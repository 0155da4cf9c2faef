import { ProposalsPanel } from "@/features/quotes/components/proposals-panel";
import { useUser } from "@/features/auth";

/** /proposals (signed in): a client's proposals, or every client's for admins, with their figures. */
export default function ProposalsPage() {
  const isAdmin = useUser().data?.role === "admin";
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Proposals</h1>
      <p className="mt-2 text-gray-800">
        {isAdmin
          ? "Every client's proposals: prepare new ones, price requests, and follow them to acceptance and deposit."
          : "Review the catering proposals we have prepared for you, accept them or download a copy."}
      </p>
      <ProposalsPanel />
    </div>
  );
}
