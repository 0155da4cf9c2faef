import { useId, useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { CheckoutDetailsInput } from "../checkout-details-schema";
import { EventTypeSelect } from "@/components/ui/event-type-select";
import { useBusinessDates } from "@/features/company-info";
import { DateAvailability } from "@/features/kitchen";
import { FulfilmentFields } from "./fulfilment-fields";


/**
 * The customer's details: names, email, phone, event date and pickup or delivery (with its address or time)
 * required; location, type and requests optional.
 */
export function CustomerDetailsFields({
  register,
  errors,
  fulfilment,
  eventDate,
  onPickDate,
}: {
  register: UseFormRegister<CheckoutDetailsInput>;
  errors: FieldErrors<CheckoutDetailsInput>;
  fulfilment: string;
  /** The date chosen so far, and how a date picked from the kitchen's availability is filled in. */
  eventDate: string;
  onPickDate: (date: string) => void;
}) {
  const { businessToday } = useBusinessDates();
  // The date picker's earliest day, set when the field is first reached rather than while the page loads: today
  // at the business takes the browser's first, slow Intl formatter (shared/rules/dates.ts). The server refuses a
  // past date either way.
  const [earliestDate, setEarliestDate] = useState<string>();
  const availabilityId = useId();
  return (
    <div className="space-y-5">
      <p className="text-sm text-gray-800">Fields marked * are required.</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message} isRequired>
          {(field) => <Input {...field} {...register("firstName")} required autoComplete="given-name" />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message} isRequired>
          {(field) => <Input {...field} {...register("lastName")} required autoComplete="family-name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} isRequired>
          {(field) => <Input {...field} {...register("email")} type="email" required autoComplete="email" spellCheck={false} />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} isRequired>
          {(field) => <Input {...field} {...register("phone")} type="tel" required autoComplete="tel" />}
        </FormField>
        <FormField label="Event Date" error={errors.eventDate?.message} describedBy={availabilityId} isRequired>
          {(field) => <Input {...field} {...register("eventDate")} type="date" required min={earliestDate} onFocus={() => setEarliestDate(businessToday())} />}
        </FormField>
        <div className="sm:col-span-2">
          <DateAvailability id={availabilityId} value={eventDate} onPick={onPickDate} />
        </div>
        <FormField label="Event Type" error={errors.eventType?.message}>
          {(field) => <EventTypeSelect {...field} {...register("eventType")} placeholder="Select an event type (optional)" />}
        </FormField>
      </div>
      <FormField label="Event Location" error={errors.eventLocation?.message}>
        {(field) => <Input {...field} {...register("eventLocation")} autoComplete="street-address" />}
      </FormField>
      <FulfilmentFields register={register} errors={errors} fulfilment={fulfilment} />
      <FormField label="Special Requests" error={errors.notes?.message}>
        {(field) => <textarea {...field} {...register("notes")} rows={4} className={cn(inputClasses, "min-h-28")} />}
      </FormField>
    </div>
  );
}
