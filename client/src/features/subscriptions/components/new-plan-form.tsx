import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { WEEKDAYS } from "@shared/rules/subscriptions";
import { subscriptionPlanSchema, type SubscriptionPlanInput } from "@shared/validators/subscriptions";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCreatePlan } from "../api/subscriptions";

const EMPTY: SubscriptionPlanInput = { name: "", description: "", items: "", dayOfWeek: 1, guestCount: 20, pricePerDelivery: "", active: true };

/** Admins define a recurring plan: what each delivery brings, the weekday, guests and price per delivery. */
export function NewPlanForm() {
  const create = useCreatePlan();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscriptionPlanInput>({ resolver: zodResolver(subscriptionPlanSchema), defaultValues: EMPTY, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const onSubmit = submit((plan) =>
    create.mutate(plan, {
      onSuccess: (saved) => {
        toast({ title: "Plan Created", description: `${saved.name} is now offered to clients.` });
        reset(EMPTY);
      },
      onError: (error) => toast({ title: "Plan Not Created", description: getErrorMessage(error, "Could not create the plan."), variant: "destructive" }),
    }),
  );
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <ErrorSummary summary={summary} className="sm:col-span-2" />
        <FormField label="Plan name" error={errors.name?.message} isRequired>
          {(field) => <Input {...field} {...register("name")} required />}
        </FormField>
        <FormField label="Description" error={errors.description?.message} isRequired>
          {(field) => <Input {...field} {...register("description")} required />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Each delivery brings (one dish per line)" error={errors.items?.message} isRequired>
            {(field) => <textarea {...field} {...register("items")} rows={4} className={inputClasses} required />}
          </FormField>
        </div>
        <FormField label="Delivery day" error={errors.dayOfWeek?.message}>
          {(field) => (
            <select {...field} {...register("dayOfWeek", { valueAsNumber: true })} className={inputClasses}>
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Guests" error={errors.guestCount?.message} isRequired>
          {(field) => <Input {...field} {...register("guestCount", { valueAsNumber: true })} type="number" min={1} max={1000} required />}
        </FormField>
        <FormField label="Price per delivery ($)" error={errors.pricePerDelivery?.message} isRequired>
          {(field) => <Input {...field} {...register("pricePerDelivery")} inputMode="decimal" placeholder="450.00" required />}
        </FormField>
        <div className="flex items-end">
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? "Creating..." : "Create Plan"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
