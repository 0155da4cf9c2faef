import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { formatDecimalAmount } from "@shared/rules/money";
import type { QuoteView } from "@shared/validators/quotes";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { useUser } from "@/features/auth/api/get-me";
import { PageHeader } from "@/features/marketing/components/page-header";
import { QuoteSteps } from "@/features/quotes/components/quote-steps";
import { QUOTE_SUBMITTED } from "@/features/quotes/quote-toasts";
import type { PackageChoice } from "@/features/quotes/quote-wizard-rules";

const QuoteRequestDialog = lazy(() => import("@/features/quotes/components/quote-request-dialog").then((m) => ({ default: m.QuoteRequestDialog })));

/** `?package=full-service` or `?package=brunch` (the menu's Select Package) preselects step 3. */
function requestedPackage(search: string): PackageChoice | undefined {
  const value = new URLSearchParams(search).get("package");
  return value === "full-service" || value === "brunch" ? value : undefined;
}

/** `?dish=ID`: the custom quote opens with that dish chosen. */
function requestedDish(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get("dish"));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function Confirmation({ quote, onAnother }: { quote: QuoteView; onAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data: user } = useUser();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="quote-confirmation" className="rounded-lg border border-green-700 bg-green-50 p-6 sm:p-8">
      <h2
        id="quote-confirmation"
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-bold text-green-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {QUOTE_SUBMITTED.title}
      </h2>
      <p className="mt-3 text-gray-900">{QUOTE_SUBMITTED.description}</p>
      <dl className="mt-5 space-y-1 text-gray-900">
        <div>
          <dt className="inline font-medium">Request number: </dt>
          <dd className="inline">{quote.number}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Estimated total: </dt>
          <dd className="inline">{formatDecimalAmount(quote.totalAmount)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {user ? (
          <Link href={paths.dashboard} className={buttonClasses()}>
            View Your Proposals
          </Link>
        ) : (
          <Link href={paths.home} className={buttonClasses()}>
            Return Home
          </Link>
        )}
        <Link href={paths.menu} className={buttonClasses({ variant: "secondary" })}>
          Browse Menu
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          Request Another Quote
        </Button>
      </div>
    </section>
  );
}

/**
 * The public quote form: the same five steps as the catering order wizard, on a page. A visitor also leaves name,
 * email and phone on the last step. After sending, the page confirms it (with the toast).
 */
export default function QuotePage() {
  const search = useSearch();
  const headingId = useId();
  const [submitted, setSubmitted] = useState<QuoteView | null>(null);
  // A fresh form (step 1, empty) for each request.
  const [round, setRound] = useState(0);
  // The custom quote dialog stays mounted from its first opening on, so closing it keeps what was typed.
  const dish = requestedDish(search);
  const [custom, setCustom] = useState<{ open: boolean } | null>(dish ? { open: true } : null);

  return (
    <>
      <PageHeader
        title="Request a Quote"
        lead="Tell us about your event in five quick steps. Catering packages start at 50 guests, and we'll contact you within 24 hours with a detailed quote and pricing."
      />
      <div className="mx-auto max-w-3xl px-4 py-12">
        {submitted ? (
          <Confirmation
            quote={submitted}
            onAnother={() => {
              setSubmitted(null);
              setRound((r) => r + 1);
            }}
          />
        ) : (
          <section aria-labelledby={headingId}>
            <h2 id={headingId} className="font-display text-2xl font-bold text-brand-900">
              Plan Your Catering
            </h2>
            <div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
              <QuoteSteps key={round} initialPackage={requestedPackage(search)} onSubmitted={setSubmitted} />
            </div>
            <div className="mt-8 rounded-lg bg-brand-50 p-5">
              <h3 className="text-lg font-semibold text-gray-900">Planning something different?</h3>
              <p className="mt-1 text-gray-800">Tell us your date, guest count and budget, and we'll put together a custom event quote.</p>
              <Button variant="secondary" className="mt-4" aria-haspopup="dialog" onClick={() => setCustom({ open: true })}>
                Request a Custom Quote
              </Button>
            </div>
          </section>
        )}
      </div>
      {custom ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog open={custom.open} onOpenChange={(open) => setCustom({ open })} initialItemIds={dish ? [dish] : []} />
        </Suspense>
      ) : null}
    </>
  );
}
