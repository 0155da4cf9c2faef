import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { contactRequestSchemaFor, type ContactRequest, type ContactRequestInput } from "@shared/validators/contact";
import { CONTACT_FORM } from "@shared/site/forms/contact";
import { useFormRefusal, useIsAppRunning, usePageNotice } from "@/lib/form-outcome";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCreateContactEnquiry } from "../api/create-contact-enquiry";
import { EventTypeSelect } from "@/components/ui/event-type-select";
import { useBusinessDates, useBusinessSettings } from "@/features/company-info";

const EMPTY_FORM: ContactRequestInput = {
  name: "",
  email: "",
  phone: "",
  eventType: "",
  eventDate: "",
  guestCount: "",
  message: "",
};

/**
 * Name and email are required (the schema shared with the server says so); the rest helps us plan. `initialValues`
 * start the form from a choice made elsewhere (an event package's Place Order Now).
 */
export function ContactForm({ initialValues }: { initialValues?: Partial<ContactRequestInput> }) {
  // The server's own rules, the event date included (not already past at the business).
  const settings = useBusinessSettings();
  const { businessToday } = useBusinessDates();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchemaFor(settings)),
    defaultValues: { ...EMPTY_FORM, ...initialValues },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  // Sent without the app, the form comes back with ?notice=sent or a refusal's code (docs/decisions/011-forms-work-without-the-app.md).
  const postRefusal = useFormRefusal(CONTACT_FORM);
  const sentNotice = usePageNotice();
  const isAppRunning = useIsAppRunning();
  const { summary, submit } = useFormErrorSummary(handleSubmit, { isRefused: postRefusal !== undefined });
  const [refusal, setRefusal] = useState(postRefusal);

  const createEnquiry = useCreateContactEnquiry({
    onSuccess: () => {
      toast({ title: "Message Sent Successfully!", description: "We'll get back to you within 24 hours to discuss your event." });
      reset(EMPTY_FORM);
    },
    onError: (error) => {
      // The form keeps what was typed so the visitor can try again.
      toast({ title: "Error", description: getErrorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    },
  });

  const onSubmit = submit(
    (values) => {
      setRefusal(undefined);
      if (!createEnquiry.isPending) createEnquiry.mutate(values);
    },
    () => setRefusal(undefined),
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form method="post" action={CONTACT_FORM.action} onSubmit={onSubmit} noValidate={isAppRunning} className="space-y-5">
        {sentNotice ? (
          <p role="status" className="rounded-md border border-green-700 bg-green-50 p-4 text-gray-900">
            {sentNotice}
          </p>
        ) : null}
        <ErrorSummary summary={summary} extra={refusal ? [{ message: refusal }] : []} />
        <p className="text-sm text-gray-800">Fields marked * are required.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message} isRequired>
            {(field) => <Input {...field} {...register("name")} required autoComplete="name" />}
          </FormField>
          <FormField label="Email" error={errors.email?.message} isRequired>
            {(field) => <Input {...field} {...register("email")} type="email" required autoComplete="email" spellCheck={false} />}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            {(field) => <Input {...field} {...register("phone")} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField label="Event Type" error={errors.eventType?.message}>
            {(field) => <EventTypeSelect {...field} {...register("eventType")} placeholder="Select an event type (optional)" />}
          </FormField>
          <FormField label="Event Date" error={errors.eventDate?.message}>
            {(field) => <Input {...field} {...register("eventDate")} type="date" min={businessToday()} />}
          </FormField>
          <FormField label="Guest Count" error={errors.guestCount?.message}>
            {(field) => <Input {...field} {...register("guestCount")} type="number" inputMode="numeric" min={1} step={1} />}
          </FormField>
        </div>
        <FormField label="Message" error={errors.message?.message}>
          {(field) => (
            <textarea
              {...field}
              {...register("message")}
              rows={5}
              className={cn(inputClasses, "min-h-32")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full sm:w-auto" pending={createEnquiry.isPending}>
          {createEnquiry.isPending ? "Sending..." : "Send Message"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
