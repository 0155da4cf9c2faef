import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import {
  CHANGE_REQUEST_NOTES_MAX,
  changeDishesProblem,
  changeRequestFields,
  changeRequestRefusal,
  changeRequestSchema,
  effectiveChange,
  guestsAndDishesLock,
  MAX_CHANGE_REQUEST_DISHES,
  repriceChange,
  type ChangeBasis,
  type ChangeRequestBody,
  type MenuDish,
} from "@shared/rules/change-requests";
import { decimalToCents, formatCents } from "@shared/rules/money";
import type { BusinessSettings } from "@shared/settings/business-settings";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import {
  ERROR_SUMMARY_FORM_OPTIONS,
  useFormErrorSummary,
} from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useBusinessDates, useBusinessSettings } from "@/features/company-info";
import {
  useChangeRequests,
  useRequestChange,
  useWithdrawChangeRequest,
  type ChangeRequest,
  type ChangeRequests,
} from "../api/change-requests";
import { useQuoteMenuItems } from "../api/use-quote-menu-items";
import { eventDateInputs } from "../event-date-input";
import { useProposalAccess } from "../proposal-access";
import { formatQuoteAmount } from "../quote-display";
import { MenuItemPicker } from "./menu-item-picker";

/** The API's basis (decimal amounts) as the shared repricing function takes it (cents). */
export function changeBasisOf(basis: ChangeRequests["basis"]): ChangeBasis {
  return {
    menuPackage: basis.menuPackage,
    guestCount: basis.guestCount,
    totalCents: decimalToCents(basis.totalAmount) ?? 0,
    menuItemIds: basis.menuItemIds,
    lines: basis.lines.map((l) => ({
      kind: l.kind,
      menuItemId: l.menuItemId,
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: decimalToCents(l.unitPrice) ?? 0,
      rateBasisPoints: l.rateBasisPoints,
      perPerson: l.perPerson,
    })),
  };
}

const STATUS_LABELS: Record<ChangeRequest["status"], string> = {
  pending: "Waiting for our reply",
  approved: "Approved",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** What a request asks, as both sides read it. */
export function ChangeRequestSummary({ request }: { request: ChangeRequest }) {
  const dates = useBusinessDates();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {request.guestCount !== null ? (
        <>
          <dt className="font-medium text-gray-900">Guests</dt>
          <dd className="text-gray-800">{request.guestCount}</dd>
        </>
      ) : null}
      {request.eventDate ? (
        <>
          <dt className="font-medium text-gray-900">Event date</dt>
          <dd className="text-gray-800">
            {dates.formatEventStart(request.eventDate)}
          </dd>
        </>
      ) : null}
      {request.dishes ? (
        <>
          <dt className="font-medium text-gray-900">Dishes</dt>
          <dd className="break-words text-gray-800">
            {request.dishes.join(", ") || "None"}
          </dd>
        </>
      ) : null}
      {request.notes !== null ? (
        <>
          <dt className="font-medium text-gray-900">Notes</dt>
          <dd className="break-words whitespace-pre-line text-gray-800">
            {request.notes}
          </dd>
        </>
      ) : null}
      <dt className="font-medium text-gray-900">Estimate</dt>
      <dd className="text-gray-800 tabular-nums">
        {formatQuoteAmount(request.estimateAmount)}
      </dd>
    </dl>
  );
}

/**
 * The requests the business has answered (or the client withdrew), newest first as the server lists them: what was
 * asked, when, what became of it and the business's reply. Both sides read it; `replyLabel` says whose reply it is.
 */
export function DecidedChangeRequests({
  requests,
  replyLabel,
}: {
  requests: readonly ChangeRequest[];
  replyLabel: string;
}) {
  const dates = useBusinessDates();
  const decided = requests.filter((r) => r.status !== "pending");
  if (decided.length === 0) return null;
  return (
    <ul className="mt-4 space-y-3">
      {decided.map((request) => (
        <li key={request.id} className="rounded-md border border-gray-200 p-3">
          <p className="mb-2 text-sm font-semibold text-gray-900">
            {STATUS_LABELS[request.status]} · asked{" "}
            {dates.formatLongDate(request.createdAt)}
            {request.resultingVersion
              ? ` · now version ${request.resultingVersion}`
              : ""}
          </p>
          <ChangeRequestSummary request={request} />
          {request.response ? (
            <p className="mt-2 text-sm break-words text-gray-900">
              {replyLabel}: {request.response}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The client's change requests on their proposal (signed in, or through their link): Request changes, the pending
 * request with Withdraw, and the business's answers (docs/decisions/015-proposal-versions.md).
 */
export function ChangeRequestsSection({ quote }: { quote: QuoteView }) {
  const headingId = useId();
  const access = useProposalAccess();
  const dates = useBusinessDates();
  const list = useChangeRequests(access, quote.id);
  const withdraw = useWithdrawChangeRequest(access, quote.id);
  const [open, setOpen] = useState(false);
  // Whether any change may be asked now (the same rule the server applies); the dialog says what is locked.
  const closed = changeRequestRefusal(
    { status: quote.status, eventDate: new Date(quote.eventDate) },
    { guestCount: null, eventDate: null, menuItemIds: null },
    new Date(),
    dates,
  );
  const requests = list.data?.requests ?? [];
  const pending = requests.find((r) => r.status === "pending");
  // Secondary to the proposal: shown once its requests are read, and not at all when none may be asked and none were.
  if (list.isPending || (closed && requests.length === 0)) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 border-t border-gray-200 pt-5"
    >
      <h3
        id={headingId}
        className="font-display text-xl font-bold text-brand-900"
      >
        Change requests
      </h3>
      {list.isError ? (
        <p className="mt-2 text-sm text-red-800">
          {getErrorMessage(
            list.error,
            "We couldn't load your change requests.",
          )}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-3 rounded-md border border-blue-200 bg-blue-50 p-3">
          <p className="mb-2 font-semibold text-gray-900">
            Your request is waiting for our reply.
          </p>
          <ChangeRequestSummary request={pending} />
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            pending={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(pending.id, {
                onSuccess: () =>
                  toast({
                    title: "Request Withdrawn",
                    description: "Your change request was withdrawn.",
                  }),
                onError: (error) =>
                  toast({
                    title: "Error",
                    description: getErrorMessage(
                      error,
                      "We couldn't withdraw the request. Please try again.",
                    ),
                    variant: "destructive",
                  }),
              })
            }
          >
            Withdraw request
          </Button>
        </div>
      ) : list.data && !closed ? (
        <>
          <p className="mt-1 text-sm text-gray-800">
            Ask for a different guest count, date, dishes or notes: you see the
            new estimate at once, and we confirm it.
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => setOpen(true)}
          >
            Request changes
          </Button>
        </>
      ) : closed ? (
        <p className="mt-1 text-sm text-gray-800">{closed}</p>
      ) : null}
      <DecidedChangeRequests requests={requests} replyLabel="Our reply" />
      {list.data ? (
        <ChangeRequestDialog
          quote={quote}
          basis={list.data.basis}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </section>
  );
}

interface ChangeFormInput {
  guestCount: string;
  eventDate: string;
  eventTime: string;
  menuItemIds: number[];
  notes: string;
}

/** The form's rule: each field changed is checked as a new request's would be (shared/rules/change-requests.ts). */
function changeFormSchema(settings: BusinessSettings, quote: QuoteView) {
  const fields = changeRequestFields(settings);
  const { toDateInputValue, toTimeInputValue, eventStartIso } =
    eventDateInputs(settings);
  const start = new Date(quote.eventDate);
  return z
    .object({
      guestCount: z.string(),
      eventDate: z.string(),
      eventTime: z.string(),
      menuItemIds: z.array(z.number()),
      notes: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (
        path: keyof ChangeFormInput,
        result: { success: boolean; error?: z.ZodError },
      ) => {
        if (!result.success)
          ctx.addIssue({
            code: "custom",
            path: [path],
            message:
              result.error?.issues[0]?.message ?? "Please check this field",
          });
      };
      if (v.guestCount.trim() !== String(quote.guestCount))
        issue("guestCount", fields.guestCount.safeParse(v.guestCount));
      if (
        v.eventDate !== toDateInputValue(start) ||
        v.eventTime !== toTimeInputValue(start)
      ) {
        const iso = eventStartIso(v.eventDate, v.eventTime);
        if (!iso)
          ctx.addIssue({
            code: "custom",
            path: ["eventDate"],
            message: "Please enter a valid date and time",
          });
        else issue("eventDate", fields.eventDate.safeParse(iso));
      }
      const dishProblem = changeDishesProblem(quote.menuPackage, v.menuItemIds);
      if (dishProblem)
        ctx.addIssue({
          code: "custom",
          path: ["menuItemIds"],
          message: dishProblem,
        });
      issue("notes", fields.notes.safeParse(v.notes));
    });
}

/** The form's values as the API's body: null wherever the current value stays. */
function bodyOf(
  values: ChangeFormInput,
  quote: QuoteView,
  settings: BusinessSettings,
): ChangeRequestBody {
  const start = new Date(quote.eventDate);
  const inputs = eventDateInputs(settings);
  // Compared as the inputs show it (to the minute): a stored time with seconds is no change unless edited.
  const moved =
    values.eventDate !== inputs.toDateInputValue(start) ||
    values.eventTime !== inputs.toTimeInputValue(start);
  const iso = moved
    ? inputs.eventStartIso(values.eventDate, values.eventTime)
    : "";
  const change = effectiveChange(
    {
      guestCount: quote.guestCount,
      eventDate: start,
      menuItemIds: quote.menuItemIds,
      notes: quote.notes,
    },
    {
      guestCount: Number(values.guestCount),
      eventDate: iso || null,
      menuItemIds: values.menuItemIds,
      notes: values.notes.trim() || null,
    },
  );
  return {
    guestCount: change.guestCount,
    eventDate: change.eventDate?.toISOString() ?? null,
    menuItemIds: change.menuItemIds,
    notes: change.notes,
  };
}

/**
 * Request changes: guests, date and time, dishes and notes, with the estimate worked out as the client types by the
 * one repricing function the server also runs. After the final guest count deadline the guest count and dishes are
 * shown, not editable, with the reason.
 */
export function ChangeRequestDialog({
  quote,
  basis,
  open,
  onOpenChange,
}: {
  quote: QuoteView;
  basis: ChangeRequests["basis"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request changes"
      description={`Tell us what to change on ${quote.number}. We reply on your message thread.`}
      size="lg"
    >
      {open ? (
        <ChangeRequestForm
          quote={quote}
          basis={basis}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ChangeRequestForm({
  quote,
  basis,
  onDone,
}: {
  quote: QuoteView;
  basis: ChangeRequests["basis"];
  onDone: () => void;
}) {
  const settings = useBusinessSettings();
  const dates = useBusinessDates();
  const access = useProposalAccess();
  const lockId = useId();
  const estimateId = useId();
  const start = new Date(quote.eventDate);
  const lock = guestsAndDishesLock(start, new Date(), dates);
  const isPackage = quote.menuPackage !== "custom";
  const menu = useQuoteMenuItems({ allowMarketValue: !isPackage });
  const schema = useMemo(
    () => changeFormSchema(settings, quote),
    [settings, quote],
  );
  const { toDateInputValue, toTimeInputValue } = eventDateInputs(settings);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors },
  } = useForm<ChangeFormInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      guestCount: String(quote.guestCount),
      eventDate: toDateInputValue(start),
      eventTime: toTimeInputValue(start),
      menuItemIds: [...quote.menuItemIds],
      notes: quote.notes ?? "",
    },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const send = useRequestChange(access, quote.id);
  const [guestText, ids] = useWatch({
    control,
    name: ["guestCount", "menuItemIds"],
  });

  // The live estimate: the shared repricing of the proposal as it stands, with the guests and dishes typed so far.
  const estimate = useMemo(() => {
    const guests = Number(guestText);
    const guestCount =
      Number.isInteger(guests) &&
      guests >= settings.booking.minGuests &&
      guests !== basis.guestCount
        ? guests
        : null;
    const sameDishes =
      ids.length === basis.menuItemIds.length &&
      ids.every((id) => basis.menuItemIds.includes(id));
    const dishes = new Map<number, MenuDish>(
      menu.items.map((item) => [
        item.id,
        { id: item.id, name: item.name, price: item.price },
      ]),
    );
    return repriceChange(
      changeBasisOf(basis),
      { guestCount, menuItemIds: sameDishes ? null : ids },
      dishes,
    );
  }, [guestText, ids, basis, menu.items, settings.booking.minGuests]);
  const added = ids.some((id) => !basis.menuItemIds.includes(id));

  const onSubmit = submit((values) => {
    const body = bodyOf(values, quote, settings);
    const checked = changeRequestSchema(settings).safeParse(body);
    const refusal = changeRequestRefusal(
      { status: quote.status, eventDate: start },
      {
        guestCount: body.guestCount,
        eventDate: body.eventDate ? new Date(body.eventDate) : null,
        menuItemIds: body.menuItemIds,
      },
      new Date(),
      dates,
    );
    const problem = checked.success
      ? refusal
      : (checked.error.issues[0]?.message ?? null);
    if (problem) {
      setError("root", { message: problem });
      summary.show();
      return;
    }
    send.mutate(body, {
      onSuccess: (request) => {
        toast({
          title: "Change Requested",
          description: `Estimated total ${formatQuoteAmount(request.estimateAmount)}. We'll reply on your message thread.`,
        });
        onDone();
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: getErrorMessage(
            error,
            "We couldn't send your request. Please try again.",
          ),
          variant: "destructive",
        }),
    });
  });

  const toggle = (id: number) => {
    const next = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    const limit = isPackage ? 5 : MAX_CHANGE_REQUEST_DISHES;
    if (next.length > limit) {
      toast({
        title: "Maximum Dishes Selected",
        description: `You can choose up to ${limit} dishes.`,
        variant: "destructive",
      });
      return;
    }
    setValue("menuItemIds", next, { shouldValidate: summary.isShown });
  };

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <ErrorSummary
          summary={summary}
          extra={errors.root?.message ? [{ message: errors.root.message }] : []}
        />
        {lock ? (
          <p
            id={lockId}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900"
          >
            {lock}
          </p>
        ) : null}
        <FormField
          label="Guests"
          error={errors.guestCount?.message}
          describedBy={lock ? lockId : undefined}
        >
          {(field) => (
            <Input
              {...field}
              {...register("guestCount")}
              inputMode="numeric"
              autoComplete="off"
              disabled={!!lock}
              className="max-w-40"
            />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Event date" error={errors.eventDate?.message}>
            {(field) => (
              <Input {...field} {...register("eventDate")} type="date" />
            )}
          </FormField>
          <FormField label="Start time" error={errors.eventTime?.message}>
            {(field) => (
              <Input {...field} {...register("eventTime")} type="time" />
            )}
          </FormField>
        </div>
        <fieldset
          className="space-y-2"
          aria-describedby={lock ? lockId : undefined}
        >
          <legend className="text-base font-semibold text-gray-900">
            Dishes
          </legend>
          {lock ? (
            <p className="text-sm text-gray-800">The dishes are locked.</p>
          ) : (
            <MenuItemPicker
              items={menu.items}
              isPending={menu.isPending}
              isError={menu.isError}
              onRetry={() => void menu.refetch()}
              selected={ids}
              onToggle={toggle}
              isRequired={isPackage}
              limit={MAX_CHANGE_REQUEST_DISHES}
              error={errors.menuItemIds?.message}
            />
          )}
        </fieldset>
        <FormField label="Notes" error={errors.notes?.message}>
          {(field) => (
            <textarea
              {...field}
              {...register("notes")}
              rows={3}
              maxLength={CHANGE_REQUEST_NOTES_MAX}
              className={cn(inputClasses, "min-h-24")}
            />
          )}
        </FormField>
        <div
          id={estimateId}
          aria-live="polite"
          className="rounded-md bg-brand-50 p-3 text-sm text-gray-900"
        >
          {estimate.ok ? (
            <>
              <p>
                <span className="font-semibold">
                  Estimated total: {formatCents(estimate.estimate.totalCents)}
                </span>{" "}
                (now {formatQuoteAmount(basis.totalAmount)})
              </p>
              {estimate.estimate.toBePriced.length ? (
                <p className="mt-1">
                  Not included: {estimate.estimate.toBePriced.join(", ")}{" "}
                  (market price, priced by our team).
                </p>
              ) : null}
              {added && basis.lines.length ? (
                <p className="mt-1">
                  New dishes are counted as one portion (one pan or tray, or per
                  guest); we confirm quantities when we reply.
                </p>
              ) : null}
            </>
          ) : (
            <p>{estimate.message}</p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            onClick={onDone}
            disabled={send.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" pending={send.isPending}>
            {send.isPending ? "Sending..." : "Send request"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
