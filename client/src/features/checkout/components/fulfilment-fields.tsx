import { useId } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FULFILMENT_LABELS, isFulfilment } from "@shared/rules/fulfilment";
import { formatCents } from "@shared/rules/money";
import { useErrorSummaryEntry } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useCompanyInfo, useFeatureSettings } from "@/features/company-info";
import type { CheckoutDetailsInput } from "../checkout-details-schema";

const OPTION_HINTS = {
  delivery: "We bring the order to your address.",
  pickup: "You collect the order from our kitchen.",
} as const;

/** Where a pickup is collected: the business's address as the admin keeps it (company info), asked for only now. */
function PickupFrom() {
  const company = useCompanyInfo();
  return (
    <div className="text-sm">
      <p className="font-medium text-gray-900">Pick up from</p>
      <address className="mt-1.5 text-gray-800 not-italic">
        {company.data ? (
          <>
            <span className="block">{company.data.name}</span>
            <span className="block">{company.data.address}</span>
          </>
        ) : company.isError ? (
          "Our address could not be loaded: we will confirm it with your order."
        ) : (
          "Loading our address…"
        )}
      </address>
      <p className="mt-1 text-gray-800">On your event date.</p>
    </div>
  );
}

/**
 * Pickup or delivery, chosen by the customer (a radio group with nothing chosen at first), then what the choice
 * needs: a delivery's address, or a pickup's time with the address to collect from (the business's company info).
 */
export function FulfilmentFields({
  register,
  errors,
  fulfilment,
}: {
  register: UseFormRegister<CheckoutDetailsInput>;
  errors: FieldErrors<CheckoutDetailsInput>;
  /** The choice so far ("" until one is made). */
  fulfilment: string;
}) {
  const groupId = useId();
  const errorId = useId();
  const error = errors.fulfilment?.message;
  useErrorSummaryEntry(groupId, error);
  const { charges } = useFeatureSettings();
  const chosen = isFulfilment(fulfilment) ? fulfilment : null;
  const feeHint = charges.deliveryFeeCents > 0 ? ` Delivery fee ${formatCents(charges.deliveryFeeCents)}.` : "";

  return (
    <div className="space-y-4">
      <fieldset id={groupId} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} className="space-y-2">
        <legend className="flex items-baseline gap-1 text-sm font-medium text-gray-900">
          Pickup or Delivery
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </legend>
        {error ? (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {(["delivery", "pickup"] as const).map((method) => (
            <label
              key={method}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                chosen === method ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white",
              )}
            >
              <input type="radio" value={method} {...register("fulfilment")} required className="mt-1 size-4 accent-brand-700" />
              <span className="min-w-0">
                <span className="block font-medium text-gray-900">{FULFILMENT_LABELS[method]}</span>
                <span className="block text-sm text-gray-800">
                  {OPTION_HINTS[method]}
                  {method === "delivery" ? feeHint : " No delivery fee."}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {chosen === "delivery" ? (
        <FormField label="Delivery Address" error={errors.deliveryAddress?.message} isRequired>
          {(field) => <Input {...field} {...register("deliveryAddress")} required autoComplete="street-address" placeholder="Street and number, city, ZIP code" />}
        </FormField>
      ) : null}

      {chosen === "pickup" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Pickup Time" error={errors.pickupTime?.message} isRequired>
            {(field) => <Input {...field} {...register("pickupTime")} type="time" required />}
          </FormField>
          <PickupFrom />
        </div>
      ) : null}
    </div>
  );
}
