import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactRequestSchema, type ContactRequest, type ContactRequestInput } from "@shared/validators/contact";
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequestInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { ...EMPTY_FORM, ...initialValues },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);

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

  const onSubmit = submit((values) => {
    if (!createEnquiry.isPending) createEnquiry.mutate(values);
  });

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary summary={summary} />
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
            {(field) => <Input {...field} {...register("eventDate")} type="date" />}
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
