import { useId } from "react";
import { useSearch } from "wouter";
import { CompanyContactDetails } from "@/features/company-info/components/company-contact-details";
import { ContactForm } from "@/features/contact/components/contact-form";
import { BusinessHours } from "@/features/marketing/components/business-hours";
import { EVENT_PACKAGES, formatDollars } from "@/features/marketing/content";
import { PageHeader } from "@/features/marketing/components/page-header";

/** An event package's Place Order Now (/contact?package=premium) writes that order into the form. */
function usePackageOrder() {
  const packageId = new URLSearchParams(useSearch()).get("package");
  const chosen = EVENT_PACKAGES.find((pkg) => pkg.id === packageId);
  if (!chosen) return null;
  const summary = `the ${chosen.title} event package (${formatDollars(chosen.price)} per event, up to ${chosen.maxGuests} guests)`;
  return { summary, initialValues: { guestCount: String(chosen.maxGuests), message: `I would like to order ${summary}.` } };
}

export default function ContactPage() {
  const order = usePackageOrder();
  const formHeadingId = useId();
  const detailsHeadingId = useId();
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead="Tell us about your event and we'll get back to you within 24 hours to discuss your plans."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <section aria-labelledby={formHeadingId} className="lg:col-span-2">
          <h2 id={formHeadingId} className="font-display text-2xl font-bold text-brand-900">
            Tell Us About Your Event
          </h2>
          {order ? (
            <p className="mt-4 rounded-md bg-brand-50 p-4 text-gray-900">
              You are ordering {order.summary}. Add your date and details, and we confirm your order within 24 hours.
            </p>
          ) : null}
          <div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
            <ContactForm initialValues={order?.initialValues} />
          </div>
        </section>
        <section aria-labelledby={detailsHeadingId}>
          <h2 id={detailsHeadingId} className="font-display text-2xl font-bold text-brand-900">
            Get in Touch
          </h2>
          <div className="mt-6 space-y-8 rounded-lg bg-brand-50 p-5 sm:p-8">
            <CompanyContactDetails />
            <div>
              <h3 className="text-lg font-semibold text-gray-900">Hours</h3>
              <div className="mt-3">
                <BusinessHours />
              </div>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
