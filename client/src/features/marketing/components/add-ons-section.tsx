import { ADD_ONS } from "../content";
import { ContentSection } from "@/components/ui/content-section";

export function AddOnsSection({ tone }: { tone?: "plain" | "tinted" }) {
  return (
    <ContentSection title="Add-On Services" intro="Add any of these to a package or custom quote." tone={tone}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {ADD_ONS.map((addOn) => (
          <div key={addOn.id} className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-gray-200 bg-white p-4">
            <dt className="font-medium text-gray-900">{addOn.title}</dt>
            <dd className="font-semibold text-brand-700">{addOn.price}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}
