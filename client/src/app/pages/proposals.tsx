import { ProposalsPanel } from "@/features/quotes/components/proposals-panel";

/** /proposals (signed in): the catering proposals sent to the viewer, with their figures. */
export default function ProposalsPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">Proposals</h1>
      <p className="mt-2 text-gray-800">Review the catering proposals we have prepared for you, accept them or download a copy.</p>
      <ProposalsPanel />
    </div>
  );
}
