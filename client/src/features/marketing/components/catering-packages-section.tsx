import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { useBusinessSettings } from "@/features/company-info";
import { CATERING_PACKAGES, formatDollars } from "../content";
import { ContentSection } from "@/components/ui/content-section";
import { Check } from "lucide-react";

export function CateringPackagesSection({ tone }: { tone?: "plain" | "tinted" }) {
  const { minGuests } = useBusinessSettings().booking;
  return (
    <ContentSection
      title="Catering Packages"
      intro={`Both packages are priced per person with a minimum of ${minGuests} guests.`}
      tone={tone}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {CATERING_PACKAGES.map((pkg) => (
          <li key={pkg.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-gray-900">{pkg.title}</h3>
            <p className="mt-2 text-brand-700">
              <span className="text-3xl font-bold">{formatDollars(pkg.pricePerPerson)}</span>
              <span className="text-sm font-medium"> per person</span>
            </p>
            <p className="mt-1 text-sm text-gray-700">Minimum {minGuests} guests</p>
            <p className="mt-4 text-sm font-semibold text-gray-900">Includes</p>
            <ul className="mt-2 space-y-2 text-gray-800">
              {pkg.includes.map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link href={paths.quote} className={buttonClasses()}>
          Request a Package Quote
        </Link>
        <Link href={paths.packages} className={buttonClasses({ variant: "secondary" })}>
          Event Packages for Smaller Gatherings
        </Link>
      </p>
    </ContentSection>
  );
}
