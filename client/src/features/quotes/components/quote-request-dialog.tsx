import { useId, useState, type ComponentProps } from "react";
import { Controller, useForm, type Control, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { customQuoteSchema, ITEMS_PER_PACKAGE, QUOTE_MESSAGES, quoteContactSchema } from "@shared/rules/quotes";
import { perSettings, type BusinessSettings } from "@shared/settings/business-settings";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { useUser } from "@/features/auth";
import { useBusinessSettings } from "@/features/company-info";
import { useProfilePrefill } from "@/features/profile";
import { cn } from "@/lib/cn";
import { useCreateQuoteRequest } from "../api/create-quote-request";
import { useQuoteMenuItems } from "../api/use-quote-menu-items";
import { eventDateInputs } from "../event-date-input";
import { toastQuoteError, toastQuoteInvalid, toastQuoteSubmitted } from "../quote-toasts";
import { notesWithItems, QUOTE_FIELD_MESSAGES } from "../quote-wizard-rules";
import { ContactFields } from "./contact-fields";
import { MenuItemPicker } from "./menu-item-picker";
import { EventTypeSelect } from "@/components/ui/event-type-select";

/** A field left empty says what to enter (QUOTE_FIELD_MESSAGES) before the shared rule checks the rest. */
const filledIn = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * The shared custom-quote rules of the business settings, with the form's date ("YYYY-MM-DD", a whole day starting
 * at midnight at the business) turned into the instant the API takes before the shared lead-time rule reads it.
 */
const formSchemas = perSettings((settings: BusinessSettings) => {
  const custom = customQuoteSchema(settings);
  const member = custom.extend({
    eventType: filledIn(QUOTE_FIELD_MESSAGES.eventType).pipe(custom.shape.eventType),
    eventDate: filledIn(QUOTE_FIELD_MESSAGES.eventDate).transform(eventDateInputs(settings).eventDayIso).pipe(custom.shape.eventDate),
  });
  const contact = quoteContactSchema.shape;
  return {
    member,
    visitor: member.extend({
      contactName: filledIn(QUOTE_FIELD_MESSAGES.contactName).pipe(contact.contactName),
      contactEmail: filledIn(QUOTE_FIELD_MESSAGES.contactEmail).pipe(contact.contactEmail),
      contactPhone: filledIn(QUOTE_FIELD_MESSAGES.contactPhone).pipe(contact.contactPhone),
    }),
  };
});
type FormSchemas = ReturnType<typeof formSchemas>;

type FormValues = z.input<FormSchemas["visitor"]>;
type FormOutput = z.output<FormSchemas["member"]> & Partial<z.output<typeof quoteContactSchema>>;

const formResolvers = perSettings((settings: BusinessSettings) => {
  const { member, visitor } = formSchemas(settings);
  return {
    member: zodResolver(member) as unknown as Resolver<FormValues, unknown, FormOutput>,
    visitor: zodResolver(visitor) as Resolver<FormValues, unknown, FormOutput>,
  };
});

const EMPTY_FORM: FormValues = {
  eventType: "" as FormValues["eventType"],
  eventDate: "",
  guestCount: "",
  venue: "",
  budget: "",
  menuItemIds: [],
  notes: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
};

const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** Guest count and budget accept digits only: anything else typed or pasted is dropped as it arrives. */
function DigitsInput({
  name,
  control,
  field,
  required,
  maxLength,
}: {
  name: "guestCount" | "budget";
  control: Control<FormValues, unknown, FormOutput>;
  field: ComponentProps<typeof Input>;
  required?: boolean;
  maxLength: number;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ...rest } }) => (
        <Input
          {...field}
          {...rest}
          value={String(value ?? "")}
          onChange={(event) => onChange(onlyDigits(event.target.value))}
          inputMode="numeric"
          autoComplete="off"
          required={required}
          maxLength={maxLength}
        />
      )}
    />
  );
}

const CONTACT_FIELDS = ["contactName", "contactEmail", "contactPhone"] as const;

/**
 * The toast for a refused form: the approved Missing Information when type or date is missing (the fields say which),
 * the approved contact request when a visitor's detail is missing, else the first message.
 */
function refusal(errors: FieldErrors<FormValues>): { title: string; message: string } {
  if (errors.eventType || errors.eventDate?.message === QUOTE_FIELD_MESSAGES.eventDate) {
    return { title: QUOTE_MESSAGES.missingTitle, message: QUOTE_MESSAGES.missing };
  }
  if (errors.eventDate?.message) return { title: "Choose Another Date", message: errors.eventDate.message };
  if (errors.guestCount?.message) return { title: "Minimum Guest Count", message: errors.guestCount.message };
  if (CONTACT_FIELDS.some((field) => errors[field]?.message === QUOTE_FIELD_MESSAGES[field])) {
    return { title: "Contact Details Required", message: QUOTE_MESSAGES.contact };
  }
  const first = Object.values(errors).find((e) => e?.message)?.message;
  return { title: "Contact Details Required", message: typeof first === "string" ? first : QUOTE_MESSAGES.missing };
}

export interface QuoteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dishes chosen before the form opens (a market-value dish's Request a Quote). */
  initialItemIds?: number[];
  /**
   * The cart's lines (the cart's Request Event Quote): sent with the request, which the server prices line by line
   * from the menu; the dish picker is not offered then.
   */
  cartItems?: CartQuoteItem[];
  /** After the request was made (the cart page empties the cart: its dishes are on the request). */
  onSubmitted?: () => void;
}

/** A cart line as a quote request carries it; its price is the server's. */
export interface CartQuoteItem {
  menuItemId: number;
  option: string | null;
  quantity: number;
}

/**
 * The custom quote request form in a dialog (the cart's Request Event Quote and the dashboard's New Proposal):
 * event type and date required, at least 50 guests, venue TBD unless given, budget in whole dollars, up to five
 * menu items, notes; a visitor also leaves name, email and phone. Validated by the shared custom-quote schema.
 */
export function QuoteRequestDialog({ open, onOpenChange, initialItemIds = [], cartItems = [], onSubmitted }: QuoteRequestDialogProps) {
  const fromCart = cartItems.length > 0;
  const { data: user, isPending: isUserPending } = useUser();
  const isVisitor = !isUserPending && !user;
  // A custom quote may include market-value dishes: the business prices them.
  const menu = useQuoteMenuItems({ allowMarketValue: true });
  const createQuote = useCreateQuoteRequest();
  const [showItems, setShowItems] = useState(initialItemIds.length > 0);
  const itemsRegionId = useId();
  const guestHintId = useId();
  const settings = useBusinessSettings();
  const resolvers = formResolvers(settings);

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver: isVisitor ? resolvers.visitor : resolvers.member,
    defaultValues: { ...EMPTY_FORM, menuItemIds: initialItemIds },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  // A signed-in client's default event address is the venue unless they typed another.
  useProfilePrefill((profile) => {
    if (profile.address && !getValues("venue")) setValue("venue", profile.address);
  });

  const selectedIds = watch("menuItemIds") ?? [];

  function toggleItem(id: number) {
    if (selectedIds.includes(id)) {
      setValue("menuItemIds", selectedIds.filter((x) => x !== id));
    } else if (selectedIds.length >= ITEMS_PER_PACKAGE) {
      toastQuoteInvalid(QUOTE_MESSAGES.maxItemsTitle, QUOTE_MESSAGES.maxItems);
    } else {
      setValue("menuItemIds", [...selectedIds, id]);
    }
  }

  const onSubmit = submit(
    (values) => {
      const { contactName, contactEmail, contactPhone, ...quote } = values;
      const names = quote.menuItemIds.flatMap((id) => menu.items.find((item) => item.id === id)?.name ?? []);
      const notes = names.length ? notesWithItems(names, quote.notes ?? "") : quote.notes;
      createQuote.mutate(
        { ...quote, notes, ...(fromCart ? { menuItemIds: [], items: cartItems } : {}), ...(isVisitor ? { contactName, contactEmail, contactPhone } : {}) },
        {
          onSuccess: () => {
            toastQuoteSubmitted();
            onSubmitted?.();
            reset(EMPTY_FORM);
            setShowItems(false);
            onOpenChange(false);
          },
          // The form keeps what was typed, so the customer can try again.
          onError: toastQuoteError,
        },
      );
    },
    (invalid) => {
      const { title, message } = refusal(invalid);
      toastQuoteInvalid(title, message);
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request Event Quote"
      description={`For events of ${settings.booking.minGuests} or more guests. We'll contact you within 24 hours with a detailed quote and pricing.`}
      size="lg"
    >
      <ErrorSummaryScope summary={summary}>
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <ErrorSummary summary={summary} />
          <p className="text-sm text-gray-800">Fields marked * are required.</p>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Event Type" error={errors.eventType?.message} isRequired>
              {(field) => <EventTypeSelect {...field} {...register("eventType")} required placeholder="Select an event type" />}
            </FormField>
            <FormField label="Event Date" error={errors.eventDate?.message} isRequired>
              {(field) => <Input {...field} {...register("eventDate")} type="date" required min={eventDateInputs(settings).earliestEventDay()} />}
            </FormField>
            <FormField label="Number of Guests" error={errors.guestCount?.message} describedBy={guestHintId} isRequired>
              {(field) => (
                <>
                  <DigitsInput name="guestCount" control={control} field={field} required maxLength={6} />
                  <p id={guestHintId} className="text-sm text-gray-800">
                    At least {settings.booking.minGuests} guests.
                  </p>
                </>
              )}
            </FormField>
            <FormField label="Budget in dollars (optional)" error={errors.budget?.message}>
              {(field) => <DigitsInput name="budget" control={control} field={field} maxLength={9} />}
            </FormField>
          </div>
          <FormField label="Venue (optional)" error={errors.venue?.message}>
            {(field) => <Input {...field} {...register("venue")} autoComplete="street-address" maxLength={300} placeholder="Street, city, state and ZIP, or leave blank (TBD)" />}
          </FormField>

          {fromCart ? (
            <p className="rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-gray-900">
              {cartItems.length === 1 ? "The dish in your cart is" : `The ${cartItems.length} dishes in your cart are`} on this request: we price them line by
              line, per-person dishes for every guest.
            </p>
          ) : null}
          <div className="space-y-3" hidden={fromCart}>
            <Button variant="secondary" size="sm" aria-expanded={showItems} aria-controls={itemsRegionId} onClick={() => setShowItems((v) => !v)}>
              {showItems ? "Hide Menu Items" : `Choose Menu Items (optional, up to ${ITEMS_PER_PACKAGE})`}
            </Button>
            <div id={itemsRegionId} hidden={!showItems}>
              {showItems ? (
                <MenuItemPicker
                  items={menu.items}
                  isPending={menu.isPending}
                  isError={menu.isError}
                  onRetry={() => void menu.refetch()}
                  selected={selectedIds}
                  onToggle={toggleItem}
                  isRequired={false}
                />
              ) : null}
            </div>
          </div>

          <FormField label="Notes (optional)" error={errors.notes?.message}>
            {(field) => (
              <textarea
                {...field}
                {...register("notes")}
                rows={4}
                maxLength={1000}
                placeholder="Tell us about your event, menu ideas and dietary needs"
                className={cn(inputClasses, "min-h-28")}
              />
            )}
          </FormField>

          {isVisitor ? (
            <ContactFields
              bind={(name) => register(name)}
              errors={{ contactName: errors.contactName?.message, contactEmail: errors.contactEmail?.message, contactPhone: errors.contactPhone?.message }}
            />
          ) : null}

          <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={createQuote.isPending}>
              {createQuote.isPending ? "Submitting..." : "Submit Quote Request"}
            </Button>
          </div>
        </form>
      </ErrorSummaryScope>
    </Dialog>
  );
}
