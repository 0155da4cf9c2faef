import { useState, type FormEvent } from "react";
import { kitchenSettingsSchema } from "@shared/validators/settings";
import { WEEKDAY_NAMES, type KitchenSettings, type LeadTimeRule } from "@shared/settings/kitchen";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { fieldErrors } from "@/lib/field-errors";
import { useKitchenSettings, useUpdateKitchenSettings } from "../api/kitchen-settings";

/**
 * Settings → Kitchen capacity: how much prep work a day can take (menu items' prep time × quantity; guests of
 * events), the days the kitchen is closed, and the notice an event needs by its headcount. Every order and quote
 * date is checked against them, by the server and the date pickers alike.
 */
export function KitchenSettingsForm() {
  const { data, isPending, isError } = useKitchenSettings();
  if (isPending) return <Spinner label="Loading the kitchen settings" />;
  if (isError) return <p className="text-red-800">The kitchen settings could not be loaded. Please reload the page.</p>;
  return <KitchenSettingsFields key={JSON.stringify(data)} kitchen={data} />;
}

interface RuleDraft {
  fromGuests: string;
  hours: string;
  enforced: boolean;
}

/** "" → null (no limit); anything else a number, NaN when unreadable (the shared schema refuses it). */
const limitOf = (text: string) => (text.trim() === "" ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

function KitchenSettingsFields({ kitchen }: { kitchen: KitchenSettings }) {
  const [draft, setDraft] = useState({
    prepMinutesPerDay: kitchen.prepMinutesPerDay === null ? "" : String(kitchen.prepMinutesPerDay),
    coversPerDay: kitchen.coversPerDay === null ? "" : String(kitchen.coversPerDay),
    closedWeekdays: kitchen.closedWeekdays,
    holidays: kitchen.holidays.join("\n"),
  });
  const [rules, setRules] = useState<RuleDraft[]>(kitchen.leadTimes.map((r) => ({ fromGuests: String(r.fromGuests), hours: String(r.hours), enforced: r.enforced })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const update = useUpdateKitchenSettings();
  const set = (key: "prepMinutesPerDay" | "coversPerDay" | "holidays") => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const setRule = (index: number, change: Partial<RuleDraft>) => setRules((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const leadTimes: LeadTimeRule[] = rules.map((r) => ({ fromGuests: wholeOf(r.fromGuests), hours: wholeOf(r.hours), enforced: r.enforced }));
    const parsed = kitchenSettingsSchema.safeParse({
      prepMinutesPerDay: limitOf(draft.prepMinutesPerDay),
      coversPerDay: limitOf(draft.coversPerDay),
      closedWeekdays: draft.closedWeekdays,
      holidays: draft.holidays.split(/[\s,]+/).filter(Boolean),
      leadTimes,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      summary.show();
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: "Settings Saved", description: "Orders and quotes are checked against the new kitchen settings now." }),
      onError: (error) => toast({ title: "Settings Not Saved", description: getErrorMessage(error, "Could not save the kitchen settings."), variant: "destructive" }),
    });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
        <ErrorSummary summary={summary} />
        <p className="text-gray-800">
          A day is full when its paid and confirmed orders (each dish&apos;s prep time × quantity) and accepted events reach these limits (2400 prep minutes is five cooks for eight hours). Leave a limit empty for none.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Prep minutes per day" error={errors.prepMinutesPerDay}>
            {(field) => <Input {...field} inputMode="numeric" value={draft.prepMinutesPerDay} onChange={set("prepMinutesPerDay")} />}
          </FormField>
          <FormField label="Guests per day (events)" error={errors.coversPerDay}>
            {(field) => <Input {...field} inputMode="numeric" value={draft.coversPerDay} onChange={set("coversPerDay")} />}
          </FormField>
        </div>
        <fieldset>
          <legend className="font-medium text-gray-900">Closed every</legend>
          <ul className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {WEEKDAY_NAMES.map((name, day) => (
              <li key={name}>
                <CheckboxField
                  label={name}
                  checked={draft.closedWeekdays.includes(day)}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, closedWeekdays: e.target.checked ? [...d.closedWeekdays, day] : d.closedWeekdays.filter((x) => x !== day) }))
                  }
                />
              </li>
            ))}
          </ul>
        </fieldset>
        <FormField label="Holidays and other closed dates (one per line, such as 2026-12-25)" error={errors.holidays}>
          {(field) => <textarea {...field} rows={3} value={draft.holidays} onChange={set("holidays")} className={cn(inputClasses, "min-h-20")} />}
        </FormField>
        <fieldset className="space-y-3">
          <legend className="font-medium text-gray-900">Notice by number of guests</legend>
          <p className="text-sm text-gray-800">Every event needs at least the Book Now lead time. An enforced rule refuses later bookings; otherwise the notice is shown as advice.</p>
          {errors.leadTimes ? <p className="text-sm text-red-800">{errors.leadTimes}</p> : null}
          <ul className="space-y-3">
            {rules.map((rule, index) => (
              <li key={index} className="grid items-end gap-3 rounded-md border border-gray-200 p-3 sm:grid-cols-[1fr_1fr_auto_auto]">
                <FormField label={`Rule ${index + 1}: from guests`}>
                  {(field) => <Input {...field} inputMode="numeric" value={rule.fromGuests} onChange={(e) => setRule(index, { fromGuests: e.target.value })} />}
                </FormField>
                <FormField label={`Rule ${index + 1}: notice (hours)`}>
                  {(field) => <Input {...field} inputMode="numeric" value={rule.hours} onChange={(e) => setRule(index, { hours: e.target.value })} />}
                </FormField>
                <CheckboxField label="Enforced" checked={rule.enforced} onChange={(e) => setRule(index, { enforced: e.target.checked })} />
                <Button variant="ghost" size="sm" onClick={() => setRules((all) => all.filter((_, i) => i !== index))}>
                  Remove rule {index + 1}
                </Button>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" onClick={() => setRules((all) => [...all, { fromGuests: "", hours: "", enforced: false }])}>
            Add a notice rule
          </Button>
        </fieldset>
        <div>
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? "Saving..." : "Save Kitchen Capacity"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
