import { useState, type FormEvent } from "react";
import { featureSettingsSchema } from "@shared/validators/settings";
import type { FeatureSettings, ServiceSettings } from "@shared/settings/features";
import { centsToDecimal, decimalToCents } from "@shared/rules/money";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { fieldErrors } from "@/lib/field-errors";
import { useFeatureSettings, useUpdateFeatureSettings } from "@/features/company-info";

/** Saves the feature settings after the shared schema's check; its errors are keyed by the field within a part. */
function useSaveFeatures() {
  const update = useUpdateFeatureSettings();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refused save lists the fields in the form's error summary, which takes the focus.
  const summary = useErrorSummary();
  const save = (features: FeatureSettings) => {
    const parsed = featureSettingsSchema.safeParse(features);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, (path) => String(path[1])));
      summary.show();
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: "Settings Saved", description: "Every page uses the new settings now." }),
      onError: (error) => toast({ title: "Settings Not Saved", description: getErrorMessage(error, "Could not save the settings."), variant: "destructive" }),
    });
  };
  return { save, errors, pending: update.isPending, summary };
}

/** Feature Manager → Book Now: whether the header opens the wizard, and the quote rules' lead time and guests. */
export function BookNowForm() {
  const features = useFeatureSettings();
  // Drawn again from the settings when they load or are saved.
  return <BookNowFields key={JSON.stringify(features.booking)} features={features} />;
}

function BookNowFields({ features }: { features: FeatureSettings }) {
  const [draft, setDraft] = useState({ wizardEnabled: features.booking.wizardEnabled, minLeadHours: String(features.booking.minLeadHours), minGuests: String(features.booking.minGuests) });
  const { save, errors, pending, summary } = useSaveFeatures();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save({ ...features, booking: { wizardEnabled: draft.wizardEnabled, minLeadHours: Number(draft.minLeadHours), minGuests: Number(draft.minGuests) } });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
        <ErrorSummary summary={summary} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <CheckboxField
            label="Book Now opens the catering wizard for signed-in clients (otherwise the quote form)"
            checked={draft.wizardEnabled}
            onChange={(e) => setDraft((d) => ({ ...d, wizardEnabled: e.target.checked }))}
          />
        </div>
        <FormField label="Minimum lead time (hours)" error={errors.minLeadHours} isRequired>
          {(field) => <Input {...field} inputMode="numeric" required value={draft.minLeadHours} onChange={(e) => setDraft((d) => ({ ...d, minLeadHours: e.target.value }))} />}
        </FormField>
        <FormField label="Minimum guests" error={errors.minGuests} isRequired>
          {(field) => <Input {...field} inputMode="numeric" required value={draft.minGuests} onChange={(e) => setDraft((d) => ({ ...d, minGuests: e.target.value }))} />}
        </FormField>
        <div>
          <Button type="submit" pending={pending}>
            {pending ? "Saving..." : "Save Book Now"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

const SERVICES: { key: keyof ServiceSettings; label: string }[] = [
  { key: "dinnerPickup", label: "Dinner pickup orders (/dinner-catering)" },
  { key: "subscriptions", label: "Catering subscriptions (/subscribe)" },
  { key: "trainingPublic", label: "Chef training is public (off: admins only)" },
];

/** Feature Manager → Services: catering and the food truck are always on; the others can be switched off. */
export function ServicesForm() {
  const features = useFeatureSettings();
  const { save, pending } = useSaveFeatures();
  return (
    <div className="max-w-2xl space-y-3">
      <p className="text-gray-800">Catering, event packages and the food truck are always on. A service switched off disappears from the menus and takes no new orders.</p>
      <ul className="space-y-1">
        {SERVICES.map(({ key, label }) => (
          <li key={key}>
            <CheckboxField
              label={label}
              checked={features.services[key]}
              disabled={pending}
              onChange={(e) => save({ ...features, services: { ...features.services, [key]: e.target.checked } })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "8.875" → 8875 thousandths of a percent; null when not a rate with at most three decimals. */
function parseTaxRate(text: string): number | null {
  return /^\d{1,2}(\.\d{1,3})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 1000) : null;
}

/** Settings → Taxes and delivery: what a card order adds to the food, priced by the server like everything else. */
export function ChargesForm() {
  const features = useFeatureSettings();
  return <ChargesFields key={JSON.stringify(features.charges)} features={features} />;
}

function ChargesFields({ features }: { features: FeatureSettings }) {
  const { charges } = features;
  const [draft, setDraft] = useState({
    taxRate: String(charges.taxRateThousandths / 1000),
    deliveryFee: centsToDecimal(charges.deliveryFeeCents),
    freeOver: charges.freeDeliveryOverCents === null ? "" : centsToDecimal(charges.freeDeliveryOverCents),
  });
  const { save, errors, pending, summary } = useSaveFeatures();
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Typed text to the settings' units; anything unreadable becomes NaN and the shared schema refuses it.
    const cents = (text: string) => decimalToCents(text.trim() || "0") ?? Number.NaN;
    save({
      ...features,
      charges: {
        taxRateThousandths: parseTaxRate(draft.taxRate) ?? Number.NaN,
        deliveryFeeCents: cents(draft.deliveryFee),
        freeDeliveryOverCents: draft.freeOver.trim() ? cents(draft.freeOver) : null,
      },
    });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-3">
        <ErrorSummary summary={summary} className="sm:col-span-3" />
        <p className="text-gray-800 sm:col-span-3">Card orders add these to the food; leave them at 0 when your prices include tax and delivery.</p>
        <FormField label="Sales tax (%)" error={errors.taxRateThousandths}>
          {(field) => <Input {...field} inputMode="decimal" value={draft.taxRate} onChange={set("taxRate")} />}
        </FormField>
        <FormField label="Delivery fee ($)" error={errors.deliveryFeeCents}>
          {(field) => <Input {...field} inputMode="decimal" value={draft.deliveryFee} onChange={set("deliveryFee")} />}
        </FormField>
        <FormField label="Free delivery from ($, optional)" error={errors.freeDeliveryOverCents}>
          {(field) => <Input {...field} inputMode="decimal" value={draft.freeOver} onChange={set("freeOver")} />}
        </FormField>
        <div>
          <Button type="submit" pending={pending}>
            {pending ? "Saving..." : "Save Taxes and Delivery"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

/** Services → Dinner pickup hours: the same-day cut-off and the pickup window (the dinner service hours). */
export function DinnerHoursForm() {
  const features = useFeatureSettings();
  return <DinnerHoursFields key={JSON.stringify(features.dinner)} features={features} />;
}

function DinnerHoursFields({ features }: { features: FeatureSettings }) {
  const [draft, setDraft] = useState(features.dinner);
  const { save, errors, pending, summary } = useSaveFeatures();
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save({ ...features, dinner: draft });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-3">
        <h2 className="text-lg font-semibold text-gray-900 sm:col-span-3">Dinner pickup hours</h2>
        <ErrorSummary summary={summary} className="sm:col-span-3" />
        <FormField label="Same-day orders until" error={errors.orderCutoff}>
          {(field) => <Input {...field} type="time" value={draft.orderCutoff} onChange={set("orderCutoff")} />}
        </FormField>
        <FormField label="Pickup from" error={errors.pickupEarliest}>
          {(field) => <Input {...field} type="time" value={draft.pickupEarliest} onChange={set("pickupEarliest")} />}
        </FormField>
        <FormField label="Pickup until" error={errors.pickupLatest}>
          {(field) => <Input {...field} type="time" value={draft.pickupLatest} onChange={set("pickupLatest")} />}
        </FormField>
        <div>
          <Button type="submit" pending={pending}>
            {pending ? "Saving..." : "Save Dinner Hours"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

/**
 * Settings → Cancellation policy: what a client's cancellation refunds with less than 30 days' notice, as a share of
 * the deposit (30 days or more always refunds it in full: the quote terms). shared/rules/cancellation.ts applies it.
 */
export function CancellationPolicyForm() {
  const features = useFeatureSettings();
  return <CancellationPolicyFields key={JSON.stringify(features.cancellation)} features={features} />;
}

function CancellationPolicyFields({ features }: { features: FeatureSettings }) {
  const [percent, setPercent] = useState(String(features.cancellation.lateRefundPercent));
  const { save, errors, pending, summary } = useSaveFeatures();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Anything but a whole number becomes NaN, which the shared schema refuses with its message.
    const value = /^\d{1,3}$/.test(percent.trim()) ? Number(percent.trim()) : Number.NaN;
    save({ ...features, cancellation: { lateRefundPercent: value } });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4">
        <ErrorSummary summary={summary} />
        <p className="text-gray-800">
          A client who cancels an accepted event at least 30 days before it gets the whole deposit back, as the proposal's terms say. With less notice, they get back this share of the deposit; a balance
          already paid is always refunded in full.
        </p>
        <FormField label="Deposit refunded with less than 30 days' notice (%)" error={errors.lateRefundPercent} isRequired>
          {(field) => <Input {...field} inputMode="numeric" required value={percent} onChange={(e) => setPercent(e.target.value)} className="max-w-32" />}
        </FormField>
        <div>
          <Button type="submit" pending={pending}>
            {pending ? "Saving..." : "Save Cancellation Policy"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
