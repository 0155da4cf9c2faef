import { useId, useState } from "react";
import { earliestPickupDate, formatClockTime } from "@shared/rules/dinner";
import { useForm, useWatch, type Path } from "react-hook-form";
import { DINNER_MESSAGES, dinnerOrderRequestSchema } from "@shared/validators/dinner";
import { DINNER_ORDER_FORM } from "@shared/site/forms/dinner-order";
import { useFormRefusal } from "@/lib/form-outcome";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useBusinessSettings } from "@/features/company-info";
import { useProfilePrefill } from "@/features/profile";
import { useCreateDinnerOrder, type DinnerOrderCreated } from "../api/create-dinner-order";
import { type DinnerCartLine } from "../dinner-cart";

export interface DinnerFormValues {
  customer: { name: string; phone: string; email: string };
  pickupDate: string;
  pickupTime: string;
  specialInstructions: string;
}

const EMPTY_FORM: DinnerFormValues = {
  customer: { name: "", phone: "", email: "" },
  pickupDate: "",
  pickupTime: "",
  specialInstructions: "",
};

const FIELD_PATHS: readonly Path<DinnerFormValues>[] = ["customer.name", "customer.phone", "customer.email", "pickupDate", "pickupTime", "specialInstructions"];
const isFieldPath = (path: string): path is Path<DinnerFormValues> => (FIELD_PATHS as readonly string[]).includes(path);

/**
 * What the name or phone left empty says beside it and in the error summary: the approved "Please enter your name
 * and phone number" names both, which reads oddly twice over; each field says what it needs.
 */
const EMPTY_FIELD_MESSAGES: Partial<Record<Path<DinnerFormValues>, string>> = {
  "customer.name": "Enter your name",
  "customer.phone": "Enter your phone number",
};
const fieldMessage = (path: Path<DinnerFormValues>, message: string) =>
  message === DINNER_MESSAGES.nameAndPhone ? (EMPTY_FIELD_MESSAGES[path] ?? message) : message;

/**
 * The customer's details for a dinner pickup order. Place Order always works (GOV.UK: a button that does nothing
 * says nothing); the whole request (details plus the dishes) is checked with the schema the server uses, and
 * what is missing is listed in the error summary, which takes the focus. `dishesId` is the dinner menu's section,
 * where the summary's "add a dish" leads.
 */
export function DinnerOrderForm({ lines, onPlaced, dishesId }: { lines: readonly DinnerCartLine[]; onPlaced: (order: DinnerOrderCreated) => void; dishesId?: string }) {
  // Sent by the browser itself (scripts off), the form comes back here with why it needs the app.
  const postRefusal = useFormRefusal(DINNER_ORDER_FORM);
  const hintId = useId();
  // The pickup hours and the day's cut-off (business time): the settings the server checks the order with.
  const settings = useBusinessSettings();
  const rules = settings.dinner;
  const [orderError, setOrderError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<DinnerFormValues>({ defaultValues: EMPTY_FORM });
  // A signed-in client's saved name, phone and email fill the fields they have not typed in (as checkout does).
  useProfilePrefill((profile) => {
    const name = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
    const saved = { "customer.name": name, "customer.phone": profile.phone, "customer.email": profile.email } as const;
    for (const [field, value] of Object.entries(saved) as [keyof typeof saved, string][]) {
      if (value && !getValues(field)) setValue(field, value);
    }
  });
  const summary = useErrorSummary();
  const [name, phone] = useWatch({ control, name: ["customer.name", "customer.phone"] });

  const createOrder = useCreateDinnerOrder({
    onSuccess: (order) => {
      toast({ title: "Order Placed", description: `Your pickup order ${order.number} is confirmed. Pay at pickup.` });
      reset(EMPTY_FORM);
      onPlaced(order);
    },
    onError: (error) => {
      // What was typed stays, so the customer can correct it and try again.
      toast({ title: "Error", description: getErrorMessage(error, "Something went wrong. Please try again."), variant: "destructive" });
    },
  });

  const missingDetails = !name.trim() || !phone.trim();
  const canSubmit = !missingDetails && lines.length > 0 && !createOrder.isPending;

  const onSubmit = handleSubmit((values) => {
    if (createOrder.isPending) return;
    clearErrors();
    setOrderError(undefined);
    const parsed = dinnerOrderRequestSchema(settings).safeParse({ ...values, items: lines.map(({ dishId, quantity }) => ({ dishId, quantity })) });
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        if (seen.has(path)) continue;
        seen.add(path);
        if (isFieldPath(path)) setError(path, { message: fieldMessage(path, issue.message) });
        else setOrderError((current) => current ?? issue.message);
      }
      summary.show();
      return;
    }
    createOrder.mutate(parsed.data);
  });

  return (
    <ErrorSummaryScope summary={summary}>
      {/* Posted, should the browser send it itself: never a name or phone in the address (docs/decisions/011-forms-work-without-the-app.md). */}
      <form method="post" action={DINNER_ORDER_FORM.action} onSubmit={onSubmit} noValidate className="space-y-5">
        {postRefusal ? (
          <p role="alert" className="rounded-md border-4 border-red-700 bg-white p-4 font-semibold text-red-800">
            {postRefusal}
          </p>
        ) : null}
        <ErrorSummary summary={summary} extra={orderError ? [{ message: orderError, field: dishesId }] : []} />
        <p className="text-sm text-gray-800">Fields marked * are required.</p>
        <FormField label="Name" error={errors.customer?.name?.message} isRequired>
          {(field) => <Input {...field} {...register("customer.name")} required autoComplete="name" />}
        </FormField>
        <FormField label="Phone" error={errors.customer?.phone?.message} isRequired>
          {(field) => <Input {...field} {...register("customer.phone")} type="tel" required autoComplete="tel" />}
        </FormField>
        <FormField label="Email" error={errors.customer?.email?.message}>
          {(field) => <Input {...field} {...register("customer.email")} type="email" autoComplete="email" spellCheck={false} />}
        </FormField>
        <FormField label="Pickup Date" error={errors.pickupDate?.message} isRequired>
          {(field) => (
            <>
              <Input
                {...field}
                {...register("pickupDate")}
                type="date"
                required
                min={earliestPickupDate(settings)}
                aria-describedby={[field["aria-describedby"], `${field.id}-hint`].filter(Boolean).join(" ")}
              />
              <p id={`${field.id}-hint`} className="text-sm text-gray-800">
                Order by {formatClockTime(rules.orderCutoff)} for pickup the same day.
              </p>
            </>
          )}
        </FormField>
        <FormField label="Pickup Time" error={errors.pickupTime?.message} isRequired>
          {(field) => (
            <>
              <Input
                {...field}
                {...register("pickupTime")}
                type="time"
                required
                min={rules.pickupEarliest}
                max={rules.pickupLatest}
                aria-describedby={[field["aria-describedby"], `${field.id}-hint`].filter(Boolean).join(" ")}
              />
              <p id={`${field.id}-hint`} className="text-sm text-gray-800">
                Between {formatClockTime(rules.pickupEarliest)} and {formatClockTime(rules.pickupLatest)}.
              </p>
            </>
          )}
        </FormField>
        <FormField label="Special Instructions" error={errors.specialInstructions?.message}>
          {(field) => <textarea {...field} {...register("specialInstructions")} rows={4} className={inputClasses} />}
        </FormField>
        {orderError ? <p className="text-sm text-red-700">{orderError}</p> : null}
        <div className="space-y-2">
          <Button type="submit" className="w-full" pending={createOrder.isPending} aria-describedby={canSubmit ? undefined : hintId}>
            {createOrder.isPending ? "Placing Order..." : "Place Order"}
          </Button>
          {!canSubmit && !createOrder.isPending ? (
            <p id={hintId} className="text-sm text-gray-800">
              {lines.length === 0 && missingDetails
                ? "Add at least one dish and enter your name and phone to place your order."
                : lines.length === 0
                  ? "Add at least one dish to place your order."
                  : "Enter your name and phone to place your order."}
            </p>
          ) : null}
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
