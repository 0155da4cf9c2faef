import { Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { priceCart } from "@shared/rules/cart-pricing";
import { CHECKOUT_DETAILS_FORM } from "@shared/site/forms/checkout-details";
import { orderCharges, orderTotal } from "@shared/rules/charges";
import { isFulfilment } from "@shared/rules/fulfilment";
import { centsToDecimal, decimalToCents, formatCents } from "@shared/rules/money";
import type { CreateOrderRequest } from "@shared/validators/orders";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { toast } from "@/components/ui/use-toast";
import { toOrderItems, type CartLine } from "@/features/cart";
import { useProfilePrefill } from "@/features/profile";
import { lazyZodResolverFor } from "@/lib/lazy-zod-resolver";
import { lazyWithPreload } from "@/lib/lazy-with-preload";
import { Spinner } from "@/components/ui/spinner";

import type { CreatedOrder } from "../api/create-order";
import type { CheckoutDetails, CheckoutDetailsInput } from "../checkout-details-schema";
import { CHECKOUT_MESSAGES, EMPTY_DETAILS, REQUIRED_DETAILS } from "../checkout-details";
import type { CheckoutAttempt } from "../use-checkout-payment";
import { CouponBox, type AppliedCoupon } from "./coupon-box";
import { CustomerDetailsFields } from "./customer-details-fields";
import { OrderSummary } from "./order-summary";
import { useBusinessSettings, useFeatureSettings } from "@/features/company-info";
import { loadDateCheck, useAvailability } from "@/features/kitchen";
import type { BusinessSettings } from "@shared/settings/business-settings";

// The card step (its form, the sandbox's test cards, the code that pays) loads while the customer fills in their details.
const PaymentStep = lazyWithPreload(() => import("./payment-step").then((module) => ({ default: module.PaymentStep })));

// Checked with the business settings the page has (the form's context): the event date is counted in its time zone.
const detailsResolver = lazyZodResolverFor<CheckoutDetailsInput, BusinessSettings, CheckoutDetails>(() =>
  import("../checkout-details-schema").then((rules) => rules.checkoutDetailsSchema),
);

/** A total the server gave back (409) for this cart and coupon; it replaces the browser's own sum. */
interface ServerTotal {
  pricingKey: string;
  cents: number;
  message: string;
}

/**
 * Checkout: the customer's details and the order summary (with the coupon box), then the card step.
 * The typed details stay in the form while the card step is open, so Back returns to them intact.
 */
export function Checkout({ lines, onPaid }: { lines: readonly CartLine[]; onPaid: (order: CreatedOrder) => void }) {
  const [step, setStep] = useState<"details" | "payment">("details");
  const [details, setDetails] = useState<CheckoutDetails | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [serverTotal, setServerTotal] = useState<ServerTotal | null>(null);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const returnedToDetails = useRef(false);
  const attemptRef = useRef<CheckoutAttempt | null>(null);
  const detailsHeadingId = useId();

  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<CheckoutDetailsInput, BusinessSettings, CheckoutDetails>({
    resolver: detailsResolver,
    context: useBusinessSettings(),
    defaultValues: EMPTY_DETAILS,
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary: errorSummary, submit } = useFormErrorSummary(handleSubmit);
  const { data: availability } = useAvailability();
  const { timeZone } = useBusinessSettings();
  // A signed-in client's saved details fill the fields they have not typed in.
  useProfilePrefill((profile) => {
    const saved = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone,
      eventLocation: profile.address,
      deliveryAddress: profile.address,
    };
    for (const [field, value] of Object.entries(saved) as [keyof typeof saved, string][]) {
      if (value && !getValues(field)) setValue(field, value);
    }
  });

  const orderItems = useMemo(() => toOrderItems(lines), [lines]);
  // Pickup or delivery as chosen so far: until the customer chooses, the summary shows the food without delivery.
  const chosenFulfilment = watch("fulfilment");
  const fulfilment = isFulfilment(chosenFulfilment) ? chosenFulfilment : null;
  // Tax and delivery, if the business charges them: priced again when the settings arrive or change, and with the
  // customer's choice (only a delivery pays the delivery fee).
  const { charges } = useFeatureSettings();
  const priced = useMemo(() => priceCart(lines, null, charges, fulfilment ?? "pickup"), [lines, charges, fulfilment]);
  const itemsKey = JSON.stringify(orderItems);
  // A coupon was priced for one cart; if the cart changes (another tab), it no longer says anything true.
  const activeCoupon = coupon?.itemsKey === itemsKey ? coupon : null;
  const pricingKey = JSON.stringify([itemsKey, activeCoupon?.code ?? null, fulfilment]);
  const activeServerTotal = serverTotal?.pricingKey === pricingKey ? serverTotal : null;
  // Without a coupon the browser's own sums (the same priceCart as the server); null while a line cannot be paid online.
  // With one, the server's subtotal and discount, and the charges of the customer's choice by the same rule as the server.
  const couponTotals = activeCoupon ? orderTotal(activeCoupon.subtotalCents, activeCoupon.discountCents, charges, fulfilment ?? "pickup") : null;
  const subtotal = activeCoupon?.subtotalCents ?? (priced.totalCents === null ? null : priced.subtotalCents);
  const discount = activeCoupon?.discountCents ?? 0;
  const deliveryFee = couponTotals?.deliveryFeeCents ?? priced.deliveryFeeCents;
  const tax = couponTotals?.taxCents ?? priced.taxCents;
  const total = activeServerTotal?.cents ?? couponTotals?.totalCents ?? priced.totalCents;
  // Before the choice, what delivery would add (it is charged only if chosen).
  const deliveryWouldAdd = fulfilment === null && subtotal !== null ? orderCharges(subtotal - discount, charges, "delivery").deliveryFeeCents : 0;

  useEffect(() => {
    if (step === "details" && returnedToDetails.current) {
      returnedToDetails.current = false;
      detailsHeadingRef.current?.focus();
    }
  }, [step]);

  const onContinue = submit(
    async (values) => {
      if (lines.length === 0) {
        toast({ title: "Empty Cart", description: CHECKOUT_MESSAGES.emptyCart, variant: "destructive" });
        return;
      }
      if (total === null) {
        toast({ title: "Cart Needs Attention", description: "An item in your cart cannot be paid online. Please remove it or request a quote.", variant: "destructive" });
        return;
      }
      // The kitchen's rule for the date (closed, too soon, fully booked), as the server will check it.
      const refusal = availability ? (await loadDateCheck()).dateRefusal(availability, timeZone, values.eventDate) : null;
      if (refusal) {
        setError("eventDate", { message: refusal.message }, { shouldFocus: true });
        toast({ title: "Date Not Available", description: refusal.message, variant: "destructive" });
        return;
      }
      setDetails(values);
      setStep("payment");
    },
    (invalid: FieldErrors<CheckoutDetailsInput>) => {
      const values = getValues();
      const missing = REQUIRED_DETAILS.some((name) => invalid[name] && !values[name]?.trim());
      if (missing) {
        toast({ title: "Missing Information", description: CHECKOUT_MESSAGES.missingInformation, variant: "destructive" });
        return;
      }
      const first = Object.values(invalid).find((error) => error?.message)?.message;
      toast({ title: "Check Your Details", description: first ?? CHECKOUT_MESSAGES.missingInformation, variant: "destructive" });
    },
  );

  function orderRequest(): CreateOrderRequest | null {
    if (lines.length === 0) {
      toast({ title: "Empty Cart", description: CHECKOUT_MESSAGES.emptyCart, variant: "destructive" });
      return null;
    }
    if (!details || total === null) return null;
    const { notes, fulfilment: method, deliveryAddress, pickupTime, ...customerInfo } = details;
    // Only what the chosen method needs is sent.
    const choice = method === "delivery" ? { fulfilment: method, deliveryAddress } : { fulfilment: method, pickupTime };
    return { customerInfo, ...choice, orderItems, couponCode: activeCoupon?.code ?? null, notes, totalAmount: centsToDecimal(total) };
  }

  const summary = (
    <OrderSummary
      lines={priced.lines}
      subtotalCents={subtotal}
      discountCents={discount}
      deliveryFeeCents={deliveryFee}
      taxCents={tax}
      totalCents={total}
      deliveryNote={deliveryWouldAdd > 0 ? `Delivery adds ${formatCents(deliveryWouldAdd)}; pickup is free.` : null}
      priceNote={activeServerTotal?.message}
      coupon={
        step === "details" ? (
          <CouponBox
            orderItems={orderItems}
            itemsKey={itemsKey}
            applied={activeCoupon}
            onApplied={setCoupon}
            onRemoved={() => setCoupon(null)}
            getContact={() => {
              const { email, eventType } = getValues();
              return { email: email.trim() || undefined, eventType: eventType || undefined, fulfilment: fulfilment ?? undefined };
            }}
          />
        ) : activeCoupon ? (
          <p className="text-sm text-gray-900">
            Coupon <strong className="break-all">{activeCoupon.code}</strong> applied
          </p>
        ) : null
      }
    />
  );

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      {step === "details" ? (
        <section aria-labelledby={detailsHeadingId} className="min-w-0 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id={detailsHeadingId} ref={detailsHeadingRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 outline-none">
            Customer Information
          </h2>
          <ErrorSummaryScope summary={errorSummary}>
            {/* Posted, not sent in the address, should the browser ever send it itself (docs/decisions/011-forms-work-without-the-app.md). */}
            <form
              method="post"
              action={CHECKOUT_DETAILS_FORM.action}
              onFocus={() => {
                detailsResolver.preload();
                PaymentStep.preload();
              }}
              onSubmit={onContinue}
              noValidate
              className="mt-6 space-y-6"
            >
              <ErrorSummary summary={errorSummary} />
              <CustomerDetailsFields
                register={register}
                errors={errors}
                fulfilment={chosenFulfilment}
                eventDate={watch("eventDate")}
                onPickDate={(date) => setValue("eventDate", date, { shouldValidate: errors.eventDate !== undefined })}
              />
              <Button type="submit" className="w-full sm:w-auto">
                Continue to Payment
              </Button>
            </form>
          </ErrorSummaryScope>
        </section>
      ) : (
        <Suspense fallback={<Spinner label="Loading the payment form" />}>
          <PaymentStep
            totalCents={total ?? 0}
            orderRequest={orderRequest}
            attemptRef={attemptRef}
            onPaid={onPaid}
            onPriceChange={({ totalAmount, message }) => {
              const cents = decimalToCents(totalAmount);
              if (cents !== null) setServerTotal({ pricingKey, cents, message });
            }}
            onBack={() => {
              returnedToDetails.current = true;
              setStep("details");
            }}
          />
        </Suspense>
      )}
      {summary}
    </div>
  );
}
