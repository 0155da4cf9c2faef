import { useEffect, useRef, type FormEvent } from "react";
import type { EventType } from "@shared/rules/event-types";
import type { QuoteView } from "@shared/validators/quotes";
import { QUOTE_REQUEST_FORM } from "@shared/site/forms/quote-request";
import { useFormRefusal } from "@/lib/form-outcome";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { useUser } from "@/features/auth";
import { useCreateQuoteRequest } from "../api/create-quote-request";
import { useQuoteMenuItems } from "../api/use-quote-menu-items";
import { toastQuoteError, toastQuoteSubmitted } from "../quote-toasts";
import { QUOTE_STEPS, STEP_COUNT, type PackageChoice } from "../quote-wizard-rules";
import { useQuoteWizard } from "../use-quote-wizard";
import { StepIndicator } from "./step-indicator";
import { CheckoutStep } from "./steps/checkout-step";
import { DateTimeStep } from "./steps/date-time-step";
import { EventTypeStep } from "./steps/event-type-step";
import { MenuItemsStep } from "./steps/menu-items-step";
import { PackageStep } from "./steps/package-step";

export interface QuoteStepsProps {
  initialEventType?: EventType;
  initialPackage?: PackageChoice;
  /** After the server stored the request (the success toast is already shown). */
  onSubmitted: (quote: QuoteView) => void;
}

/**
 * The 5-step package quote: Event Type, Date & Time, Package, Menu Items, Checkout. The one implementation behind
 * the catering order wizard (a dialog) and the public /quote page. Each step is checked with the shared quote
 * rules before the next opens; a visitor also gives name, email and phone on the last step.
 */
export function QuoteSteps({ initialEventType, initialPackage, onSubmitted }: QuoteStepsProps) {
  // Sent by the browser itself (scripts off), the form comes back here with why it needs the app.
  const postRefusal = useFormRefusal(QUOTE_REQUEST_FORM);
  const { data: user, isPending: isUserPending } = useUser();
  const isVisitor = !isUserPending && !user;
  const wizard = useQuoteWizard({ initialEventType, initialPackage, isVisitor });
  const menu = useQuoteMenuItems();
  const createQuote = useCreateQuoteRequest();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(wizard.step);

  // A new step takes the focus to its heading, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (shownStep.current === wizard.step) return;
    shownStep.current = wizard.step;
    headingRef.current?.focus();
  }, [wizard.step]);

  // A refused step shows the error summary and sends the focus to it (after the heading effect, when the refusal
  // changed step); its links lead to what needs fixing.
  const summary = useErrorSummary();
  const { show } = summary;
  useEffect(() => {
    if (wizard.refusals > 0) show();
  }, [wizard.refusals, show]);

  const itemNames = wizard.draft.menuItemIds.flatMap((id) => menu.items.find((item) => item.id === id)?.name ?? []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createQuote.isPending) return;
    if (wizard.step < STEP_COUNT) {
      wizard.next();
      return;
    }
    const request = wizard.prepareRequest(itemNames);
    if (!request) return;
    createQuote.mutate(request, {
      onSuccess: (quote) => {
        toastQuoteSubmitted();
        onSubmitted(quote);
      },
      // What was typed stays in place, so the customer can simply try again.
      onError: toastQuoteError,
    });
  }

  const submitLabel =
    wizard.step < 4 ? "Next"
    : wizard.step === 4 ? "REVIEW ORDER"
    : createQuote.isPending ? "Submitting..."
    : "Submit Quote Request";

  return (
    <ErrorSummaryScope summary={summary}>
      {/* Posted, should the browser send it itself: never a name or phone in the address (docs/decisions/011-forms-work-without-the-app.md). */}
      <form method="post" action={QUOTE_REQUEST_FORM.action} noValidate onSubmit={onSubmit} className="space-y-6">
        {postRefusal ? (
          <p role="alert" className="rounded-md border-4 border-red-700 bg-white p-4 font-semibold text-red-800">
            {postRefusal}
          </p>
        ) : null}
        <StepIndicator step={wizard.step} />
        <ErrorSummary summary={summary} />
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Step {wizard.step} of {STEP_COUNT}: {QUOTE_STEPS[wizard.step - 1]}
        </h3>

        {wizard.step === 1 ? <EventTypeStep wizard={wizard} /> : null}
        {wizard.step === 2 ? <DateTimeStep wizard={wizard} /> : null}
        {wizard.step === 3 ? <PackageStep wizard={wizard} /> : null}
        {wizard.step === 4 ? <MenuItemsStep wizard={wizard} menu={menu} /> : null}
        {wizard.step === 5 ? <CheckoutStep wizard={wizard} itemNames={itemNames} isVisitor={isVisitor} /> : null}

        <div className="flex flex-wrap justify-between gap-3 border-t border-gray-200 pt-4">
          <Button variant="secondary" onClick={wizard.previous} disabled={wizard.step === 1 || createQuote.isPending}>
            Previous
          </Button>
          <Button type="submit" pending={createQuote.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
