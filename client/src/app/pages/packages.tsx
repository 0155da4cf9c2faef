import { useId } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { CallToActionSection } from "@/features/marketing/components/call-to-action-section";
import { EventPackageCards } from "@/features/marketing/components/event-package-cards";
import { PageHeader } from "@/features/marketing/components/page-header";

export default function PackagesPage() {
  const headingId = useId();
  return (
    <>
      <PageHeader title="Event Packages" lead="Simple, all-in pricing for smaller gatherings. Pick a package and we'll take care of the rest." />
      <section aria-labelledby={headingId} className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id={headingId} className="sr-only">
            Choose a package
          </h2>
          <EventPackageCards />
          <p className="mt-8 text-gray-800">
            Planning for 50 guests or more? See our per-person catering packages on the{" "}
            <Link
              href={paths.services}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              services page
            </Link>
            .
          </p>
        </div>
      </section>
      <CallToActionSection title="Need Something Custom?" />
    </>
  );
}
