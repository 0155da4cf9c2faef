import { useId } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { FOLLOW_UP_HOURS } from "../content";

// Buttons on the dark band: the shared variants assume a white page, so these carry their own colours.
const bandButton =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The closing band: quote or contact. White on brand-900 keeps small text well above AA. */
export function CallToActionSection({ title = "Ready to Plan Your Event?" }: { title?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 max-w-xl text-brand-50">
            Tell us about your event and our team will follow up within {FOLLOW_UP_HOURS} hours.
          </p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link
            href={paths.quote}
            className={`${bandButton} bg-white text-brand-900 hover:bg-brand-100`}
          >
            Request a Quote
          </Link>
          <Link
            href={paths.contact}
            className={`${bandButton} border border-white text-white hover:bg-brand-700`}
          >
            Contact Us
          </Link>
        </div>
      </div>
    </section>
  );
}
