import { useId } from "react";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { MENU_PACKAGES, packageQuoteHref } from "../menu-packages";
import { Check } from "lucide-react";

/** The Packages tab: the two per-person catering packages, each leading to the quote form. */
export function PackagesPanel() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
        Catering Packages
      </h2>
      <p className="mt-2 max-w-2xl text-gray-800">For events of 50 guests or more: choose a package, then pick your menu items in the quote form.</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {MENU_PACKAGES.map((pkg) => (
          <li
            key={pkg.id}
            className={cn(
              "relative flex flex-col rounded-lg border bg-white p-6 shadow-sm",
              pkg.popular ? "border-2 border-brand-700" : "border-gray-200",
            )}
          >
            {pkg.popular ? (
              <p className="absolute -top-3 right-4 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
            ) : null}
            <h3 className="text-2xl font-semibold text-gray-900">{pkg.name}</h3>
            <p className="mt-1 text-gray-800">{pkg.description}</p>
            <p className="mt-4 text-brand-700">
              <span className="text-4xl font-bold">${pkg.pricePerPerson}</span>
              <span className="text-sm font-medium"> per person</span>
            </p>
            <p className="mt-1 text-sm font-medium text-gray-800">Serves {pkg.minGuests}+ guests (minimum {pkg.minGuests})</p>
            <p className="mt-6 text-sm font-semibold text-gray-900">What's included</p>
            <ul className="mt-2 flex-1 space-y-2 text-gray-800">
              {pkg.includes.map((line) => (
                <li key={line} className="flex gap-2">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {line}
                </li>
              ))}
            </ul>
            <Link
              href={packageQuoteHref(pkg.id)}
              aria-label={`Select Package: ${pkg.name}`}
              className={buttonClasses({ variant: pkg.popular ? "primary" : "secondary", className: "mt-6 w-full" })}
            >
              Select Package
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-gray-800">
        A smaller gathering?{" "}
        <Link href={paths.packages} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
          See our event packages for up to 100 guests
        </Link>
        .
      </p>
    </section>
  );
}
