import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { businessDates, formatCalendarDate } from "@shared/rules/dates";
import { formatDecimalAmount } from "@shared/rules/money";
import { startDateChoices, WEEKDAYS } from "@shared/rules/subscriptions";
import { subscriptionRequestSchema, type SubscriptionRequest } from "@shared/validators/subscriptions";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Button, buttonClasses } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { useBusinessSettings } from "@/features/company-info";
import { useRequestSubscription, useSetPlanActive, useSubscriptionPlans, type SubscriptionPlan } from "../api/subscriptions";

function RequestForm({ plan, defaultAddress, onDone }: { plan: SubscriptionPlan; defaultAddress: string; onDone: () => void }) {
  const request = useRequestSubscription();
  const settings = useBusinessSettings();
  const { businessDateInDays } = businessDates(settings.timeZone);
  // Only the plan's delivery days (the server refuses any other), from tomorrow on: a first delivery needs notice.
  const startDates = startDateChoices(businessDateInDays(1), plan.dayOfWeek);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SubscriptionRequest>({
    resolver: zodResolver(subscriptionRequestSchema(settings)),
    defaultValues: { planId: plan.id, startDate: startDates[0], address: defaultAddress, notes: "" },
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const onSubmit = submit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        toast({ title: "Subscription Requested", description: `We will confirm ${plan.name} with you shortly.` });
        onDone();
      },
      onError: (error) => toast({ title: "Request Failed", description: getErrorMessage(error, "Could not send your request."), variant: "destructive" }),
    }),
  );
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} />
        <FormField label={`Start date (a ${WEEKDAYS[plan.dayOfWeek]})`} error={errors.startDate?.message} isRequired>
          {(field) => (
            <select {...field} {...register("startDate")} className={inputClasses} required>
              {startDates.map((date) => (
                <option key={date} value={date}>
                  {WEEKDAYS[plan.dayOfWeek]}, {formatCalendarDate(date)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Delivery address" error={errors.address?.message} isRequired>
          {(field) => <Input {...field} {...register("address")} autoComplete="street-address" required />}
        </FormField>
        <FormField label="Notes (dietary needs, delivery instructions)" error={errors.notes?.message}>
          {(field) => <Input {...field} {...register("notes")} />}
        </FormField>
        <Button type="submit" className="w-full" pending={request.isPending}>
          {request.isPending ? "Sending..." : "Request Subscription"}
        </Button>
      </form>
    </ErrorSummaryScope>
  );
}

/**
 * The recurring catering plans. Clients request one (start date and address, prefilled from the profile); visitors are
 * asked to sign in; admins switch plans on and off.
 */
export function SubscriptionPlans({ role, defaultAddress }: { role: "admin" | "client" | null; defaultAddress: string }) {
  const plans = useSubscriptionPlans();
  const setActive = useSetPlanActive();
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  if (plans.isPending) return <Spinner />;
  if (plans.isError) return <p className="text-red-700">Could not load the plans. Please reload the page.</p>;
  if (!plans.data.length) return <p className="text-gray-800">No plans are offered right now. Please contact us for regular catering.</p>;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {plans.data.map((plan) => (
          <li key={plan.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="text-xl font-semibold text-gray-900">{plan.name}</h2>
            <p className="mt-1 text-gray-800">{plan.description}</p>
            <p className="mt-3 text-gray-900">
              <span className="text-2xl font-bold">{formatDecimalAmount(plan.pricePerDelivery)}</span> per delivery · every {WEEKDAYS[plan.dayOfWeek]} · {plan.guestCount} guests
            </p>
            <ul className="mt-3 flex-1 list-disc pl-5 text-sm text-gray-800">
              {plan.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {role === "admin" ? (
              <CheckboxField
                className="mt-4"
                label={
                  <>
                    Offered to clients<span className="sr-only"> ({plan.name})</span>
                  </>
                }
                checked={plan.active}
                disabled={setActive.isPending}
                onChange={(e) =>
                  setActive.mutate(
                    { id: plan.id, active: e.target.checked },
                    { onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the plan."), variant: "destructive" }) },
                  )
                }
              />
            ) : role === "client" ? (
              <Button className="mt-4" onClick={() => setChosen(plan)}>
                Subscribe
              </Button>
            ) : (
              <Link href={paths.login} className={`${buttonClasses()} mt-4`}>
                Sign In to Subscribe
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)} title={chosen ? `Subscribe: ${chosen.name}` : "Subscribe"} description="We confirm every new subscription with you before the first delivery.">
        {chosen ? <RequestForm plan={chosen} defaultAddress={defaultAddress} onDone={() => setChosen(null)} /> : null}
      </Dialog>
    </>
  );
}
