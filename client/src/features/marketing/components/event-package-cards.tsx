import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { EVENT_PACKAGES, formatDollars } from "../content";
import { Check } from "lucide-react";

/**
 * Basic, Premium (Most Popular) and Luxury. Place Order Now opens the contact form with that package's order
 * written in: these small events (up to 100 guests) are below the catering quote's minimum guest count, so the
 * business confirms them by reply.
 */
export function EventPackageCards() {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {EVENT_PACKAGES.map((pkg) => (
        <li
          key={pkg.id}
          className={cn(
            "relative flex flex-col rounded-lg border bg-white p-6 shadow-sm",
            pkg.isMostPopular ? "border-2 border-brand-700 lg:-mt-2 lg:mb-2" : "border-gray-200",
          )}
        >
          <h3 className="text-2xl font-semibold text-gray-900">{pkg.title}</h3>
          {pkg.isMostPopular ? (
            <p className="absolute -top-3 right-4 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
          ) : null}
          <p className="mt-1 text-gray-800">{pkg.description}</p>
          <p className="mt-4 text-brand-700">
            <span className="text-4xl font-bold">{formatDollars(pkg.price)}</span>
            <span className="text-sm font-medium"> per event</span>
          </p>
          <p className="mt-1 text-sm font-medium text-gray-800">Up to {pkg.maxGuests} guests</p>
          <p className="mt-6 text-sm font-semibold text-gray-900">What's included</p>
          <ul className="mt-2 flex-1 space-y-2 text-gray-800">
            {pkg.includes.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
          <Link
            href={`${paths.contact}?package=${pkg.id}`}
            className={buttonClasses({ variant: pkg.isMostPopular ? "primary" : "secondary", className: "mt-6 w-full" })}
            // Three identical visible labels: the name says which package, and starts with the visible text.
            aria-label={`Place Order Now for the ${pkg.title} package`}
          >
            Place Order Now
          </Link>
        </li>
      ))}
    </ul>
  );
}
