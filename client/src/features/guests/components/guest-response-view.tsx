import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ALLERGEN_LABELS, ALLERGENS } from "@shared/menu/allergens";
import { dietaryLabel } from "@shared/menu/categories";
import { eventTypeLabel } from "@shared/rules/event-types";
import { GUEST_DIETARY_CHOICES } from "@shared/rules/guests";
import { GUEST_LINK_MESSAGES, GUEST_NOTES_MAX_LENGTH, guestResponseSchema, type GuestEventView, type GuestResponseInput } from "@shared/validators/guests";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useBusinessDates } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { isClosedGuestList, isDeadGuestLink, useGuestEvent, useSendGuestResponse } from "../api";

type GuestResponse = z.output<typeof guestResponseSchema>;
const EMPTY: GuestResponseInput = { name: "", dietary: [], allergens: [], notes: "" };

/**
 * /guests/:token: a guest of a confirmed event leaves their dietary needs, without an account
 * (docs/product/client-portal.md, "Guest dietary needs"). The page shows the event, its date at the business and the
 * host's first name; nothing of the other guests. A link that opens nothing says only that.
 */
export function GuestResponseView({ token }: { token: string }) {
  const event = useGuestEvent(token);
  if (event.isPending) return <Spinner label="Loading the guest list" className="py-16" />;
  if (event.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-gray-900">{isDeadGuestLink(event.error) ? GUEST_LINK_MESSAGES.invalid : "We couldn't load the guest list."}</p>
        {isDeadGuestLink(event.error) ? (
          <p className="mt-1 text-sm text-gray-800">Please ask your host for the current link.</p>
        ) : (
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void event.refetch()} pending={event.isFetching}>
            Try Again
          </Button>
        )}
      </div>
    );
  }
  return <GuestEvent token={token} event={event.data} onClosed={() => void event.refetch()} />;
}

function GuestEvent({ token, event, onClosed }: { token: string; event: GuestEventView; onClosed: () => void }) {
  const dates = useBusinessDates();
  const [sentFor, setSentFor] = useState<string | null>(null);
  const what = eventTypeLabel(event.eventType);
  return (
    <div className="space-y-6">
      <p className="text-lg text-gray-900">
        {event.hostFirstName ? `${event.hostFirstName} invites you to tell us your dietary needs for the ${what}` : `Tell us your dietary needs for the ${what}`} on{" "}
        <strong>{dates.formatLongDate(event.eventDate)}</strong>.
      </p>
      {!event.open ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-gray-900">
          {GUEST_LINK_MESSAGES.closed}
        </p>
      ) : sentFor !== null ? (
        <Sent name={sentFor} onAnother={() => setSentFor(null)} />
      ) : (
        <>
          <p className="text-sm text-gray-800">
            Please answer by {dates.formatLongDate(event.closesAt)}. Only your host and our team see your answers; they are deleted 30 days after the event.
          </p>
          <GuestForm token={token} onSent={setSentFor} onClosed={onClosed} />
        </>
      )}
    </div>
  );
}

function Sent({ name, onAnother }: { name: string; onAnother: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-md border border-green-200 bg-green-50 p-4 text-gray-900 outline-none">
      <p className="font-semibold">{GUEST_LINK_MESSAGES.sent}</p>
      <p className="mt-1 text-sm">We have your answers, {name}.</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onAnother}>
        Answer for another guest
      </Button>
    </div>
  );
}

function GuestForm({ token, onSent, onClosed }: { token: string; onSent: (name: string) => void; onClosed: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestResponseInput, unknown, GuestResponse>({ resolver: zodResolver(guestResponseSchema), defaultValues: EMPTY, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const send = useSendGuestResponse(token);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = submit((answer) => {
    setFailure(null);
    send.mutate(answer, {
      onSuccess: () => onSent(answer.name),
      onError: (error) => {
        if (isClosedGuestList(error)) onClosed();
        setFailure(getErrorMessage(error, "We couldn't send your answers. Please try again."));
      },
    });
  });

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary summary={summary} />
        <FormField label="Your name" error={errors.name?.message} isRequired>
          {(field) => <Input {...field} {...register("name")} autoComplete="name" required />}
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Dietary choices</legend>
          <div className="mt-1 grid gap-x-4 sm:grid-cols-3">
            {GUEST_DIETARY_CHOICES.map((choice) => (
              <CheckboxField key={choice} label={dietaryLabel(choice)} value={choice} {...register("dietary")} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-medium text-gray-900">Allergies</legend>
          <div className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {ALLERGENS.map((allergen) => (
              <CheckboxField key={allergen} label={ALLERGEN_LABELS[allergen]} value={allergen} {...register("allergens")} />
            ))}
          </div>
        </fieldset>
        <FormField label="Notes (optional)" error={errors.notes?.message}>
          {(field) => <textarea {...field} {...register("notes")} rows={3} maxLength={GUEST_NOTES_MAX_LENGTH} className={cn(inputClasses, "min-h-24")} />}
        </FormField>
        {failure ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-gray-900">
            {failure}
          </p>
        ) : null}
        <Button type="submit" pending={send.isPending}>
          {send.isPending ? "Sending..." : "Send my dietary needs"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}
