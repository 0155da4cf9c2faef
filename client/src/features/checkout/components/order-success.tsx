import { useId, type ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { CircleCheck } from "lucide-react";
import { formatClockTime } from "@shared/rules/dinner";
import type { SuccessFulfilment } from "../success-address";

const FIRST_STEPS = [
  "Check your inbox: we have emailed you a confirmation of your order and payment.",
  "Our team will call or email you within 24 hours to confirm your event details.",
  "Together we finalize the menu, guest count, timing and setup for your event.",
] as const;

/** The last step: delivered and set up, or collected from the business (its address when known). */
function lastStep(fulfilment: SuccessFulfilment | null, pickupAddress: string | null): string {
  if (fulfilment?.method !== "pickup") return "On the day, we deliver, set up and serve, so you can enjoy your event.";
  const when = fulfilment.pickupTime ? ` at ${formatClockTime(fulfilment.pickupTime)}` : "";
  return `On the day, collect your order${when} from our kitchen${pickupAddress ? ` at ${pickupAddress}` : ""}.`;
}

/** The page after a paid order: pickup or delivery, what happens next, and how to reach us. */
export function OrderSuccess({
  orderNumber,
  fulfilment = null,
  pickupAddress = null,
  contactDetails,
}: {
  orderNumber: string | null;
  fulfilment?: SuccessFulfilment | null;
  /** The business's address (company info), where a pickup is collected. */
  pickupAddress?: string | null;
  contactDetails: ReactNode;
}) {
  const stepsHeadingId = useId();
  const contactHeadingId = useId();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:py-14">
      <div className="text-center">
        <CircleCheck className="mx-auto size-14 text-green-700" />
        <h1 className="mt-4 font-display text-3xl font-bold text-brand-900 sm:text-4xl">Order Submitted Successfully!</h1>
        {orderNumber ? (
          <p className="mt-3 text-lg text-gray-900">
            Your order number is <strong className="whitespace-nowrap">{orderNumber}</strong>.
          </p>
        ) : null}
        {fulfilment ? (
          <p className="mt-3 text-lg text-gray-900">
            {fulfilment.method === "delivery" ? (
              <>
                <strong>Delivery</strong> to the address you gave us.
              </>
            ) : (
              <>
                <strong>Pickup</strong>
                {fulfilment.pickupTime ? ` at ${formatClockTime(fulfilment.pickupTime)}` : ""}
                {pickupAddress ? ` from ${pickupAddress}` : " from our kitchen"}.
              </>
            )}
          </p>
        ) : null}
        <p className="mt-3 text-gray-800">Thank you for choosing us. Our team will contact you within 24 hours to confirm the details of your event.</p>
      </div>

      <section aria-labelledby={stepsHeadingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={stepsHeadingId} className="font-display text-xl font-bold text-brand-900">
          What Happens Next
        </h2>
        <ol aria-labelledby={stepsHeadingId} className="mt-4 list-decimal space-y-3 pl-6 text-gray-800 marker:font-semibold marker:text-brand-700">
          {[...FIRST_STEPS, lastStep(fulfilment, pickupAddress)].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={contactHeadingId} className="rounded-lg bg-brand-50 p-5 sm:p-8">
        <h2 id={contactHeadingId} className="font-display text-xl font-bold text-brand-900">
          Questions About Your Order?
        </h2>
        <div className="mt-4">{contactDetails}</div>
      </section>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.menu} className={buttonClasses()}>
          Browse Menu
        </Link>
        <Link href={paths.home} className={buttonClasses({ variant: "secondary" })}>
          Return Home
        </Link>
      </div>
    </div>
  );
}
