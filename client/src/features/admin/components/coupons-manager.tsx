import { useState, type FormEvent } from "react";
import { EVENT_TYPES, eventTypeLabel } from "@shared/rules/event-types";
import { formatDecimalAmount } from "@shared/rules/money";
import { couponExpired } from "@shared/rules/coupons";
import { couponCreateRequestSchema, type CouponCreateInput, type CouponView } from "@shared/validators/coupons";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { COUPONS_PAGE_SIZE, useCoupons, useCreateCoupon, useSetCouponActive } from "../api/admin";
import type { BusinessDates } from "@shared/rules/dates";
import { useBusinessDates, useBusinessSettings } from "@/features/company-info";
import { fieldErrors } from "@/lib/field-errors";

interface Draft {
  code: string;
  description: string;
  kind: "percent" | "amount";
  off: string;
  minSubtotal: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  eventType: string;
  firstOrderOnly: boolean;
  startsOn: string;
  expiresOn: string;
  advertised: boolean;
}
const EMPTY: Draft = {
  code: "",
  description: "",
  kind: "percent",
  off: "",
  minSubtotal: "",
  maxUses: "",
  maxUsesPerCustomer: "",
  eventType: "",
  firstOrderOnly: false,
  startsOn: "",
  expiresOn: "",
  advertised: false,
};

function toRequest(draft: Draft): CouponCreateInput {
  return {
    code: draft.code,
    description: draft.description,
    kind: draft.kind,
    ...(draft.kind === "percent" ? { percentOff: Number(draft.off) } : { amountOff: draft.off }),
    minSubtotal: draft.minSubtotal || "0",
    maxUses: draft.maxUses ? Number(draft.maxUses) : null,
    maxUsesPerCustomer: draft.maxUsesPerCustomer ? Number(draft.maxUsesPerCustomer) : null,
    eventType: (draft.eventType || null) as CouponCreateInput["eventType"],
    firstOrderOnly: draft.firstOrderOnly,
    startsOn: draft.startsOn || null,
    expiresOn: draft.expiresOn || null,
    advertised: draft.advertised,
  };
}

/** A coupon's offer and conditions in one line: "15% off · orders of $200.01 or more · first order only · used 3 of 100". */
function couponSummary(coupon: CouponView, { formatLongDate }: BusinessDates): string {
  const offer =
    coupon.percentOff !== null ? `${coupon.percentOff}% off` : coupon.amountOff !== null ? `${formatDecimalAmount(coupon.amountOff)} off` : `total becomes ${formatDecimalAmount(coupon.fixedTotal)}`;
  return [
    offer,
    coupon.minSubtotal !== "0.00" && `orders of ${formatDecimalAmount(coupon.minSubtotal)} or more`,
    coupon.firstOrderOnly && "first order only",
    coupon.eventType && `${eventTypeLabel(coupon.eventType)} only`,
    `used ${coupon.usedCount}${coupon.maxUses !== null ? ` of ${coupon.maxUses}` : ""}`,
    coupon.maxUsesPerCustomer !== null && `${coupon.maxUsesPerCustomer} per customer`,
    coupon.startsAt && `from ${formatLongDate(coupon.startsAt)}`,
    // expiresAt is the midnight after the last day: the day named is the one before it.
    coupon.expiresAt &&
      `${couponExpired({ expiresAt: new Date(coupon.expiresAt) }, new Date()) ? "ended" : "through"} ${formatLongDate(new Date(Date.parse(coupon.expiresAt) - 1).toISOString())}`,
    coupon.advertised && "on the QR codes page",
    coupon.ownerId !== null && "a client's reward",
  ]
    .filter(Boolean)
    .join(" · ");
}

function NewCouponForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const create = useCreateCoupon();
  const settings = useBusinessSettings();
  const { businessToday, formatLongDate } = useBusinessDates();
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const toggle = (key: "firstOrderOnly" | "advertised") => (event: { target: { checked: boolean } }) => setDraft((d) => ({ ...d, [key]: event.target.checked }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = toRequest(draft);
    // The server's own check, last day included (not already past at the business).
    const parsed = couponCreateRequestSchema(settings).safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, ([field]) => (field === "percentOff" || field === "amountOff" ? "off" : String(field)));
      setErrors(found);
      summary.show();
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (coupon) => {
        const from = coupon.startsAt && new Date(coupon.startsAt) > new Date() ? `from ${formatLongDate(coupon.startsAt)}` : "now";
        toast({ title: "Coupon Created", description: `${coupon.code} works at checkout ${from}.` });
        setDraft(EMPTY);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.details.field : undefined;
        if (field === "code" || field === "expiresOn") {
          setErrors({ [field]: getErrorMessage(error, "") });
          summary.show();
        }
        toast({ title: "Coupon Not Created", description: getErrorMessage(error, "Could not create the coupon."), variant: "destructive" });
      },
    });
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
        <ErrorSummary summary={summary} className="sm:col-span-2 lg:col-span-4" />
        <FormField label="Code" error={errors.code} isRequired>
          {(field) => <Input {...field} value={draft.code} onChange={set("code")} autoCapitalize="characters" required />}
        </FormField>
        <div className="sm:col-span-1 lg:col-span-3">
          <FormField label="Description (shown at checkout)" error={errors.description} isRequired>
            {(field) => <Input {...field} value={draft.description} onChange={set("description")} required />}
          </FormField>
        </div>
        <FormField label="Discount type">
          {(field) => (
            <select {...field} className={inputClasses} value={draft.kind} onChange={set("kind")}>
              <option value="percent">Percent off</option>
              <option value="amount">Amount off ($)</option>
            </select>
          )}
        </FormField>
        <FormField label={draft.kind === "percent" ? "Percent off" : "Amount off ($)"} error={errors.off} isRequired>
          {(field) => <Input {...field} inputMode="decimal" value={draft.off} onChange={set("off")} required />}
        </FormField>
        <FormField label="Minimum order ($, optional)" error={errors.minSubtotal}>
          {(field) => <Input {...field} inputMode="decimal" value={draft.minSubtotal} onChange={set("minSubtotal")} />}
        </FormField>
        <FormField label="Total uses (optional)" error={errors.maxUses}>
          {(field) => <Input {...field} inputMode="numeric" value={draft.maxUses} onChange={set("maxUses")} />}
        </FormField>
        <FormField label="Uses per customer (optional)" error={errors.maxUsesPerCustomer}>
          {(field) => <Input {...field} inputMode="numeric" value={draft.maxUsesPerCustomer} onChange={set("maxUsesPerCustomer")} />}
        </FormField>
        <FormField label="Valid from (optional)" error={errors.startsOn}>
          {(field) => <Input {...field} type="date" value={draft.startsOn} onChange={set("startsOn")} />}
        </FormField>
        <FormField label="Valid through (optional)" error={errors.expiresOn}>
          {(field) => <Input {...field} type="date" min={businessToday()} value={draft.expiresOn} onChange={set("expiresOn")} />}
        </FormField>
        <FormField label="Event type" error={errors.eventType}>
          {(field) => (
            <select {...field} className={inputClasses} value={draft.eventType} onChange={set("eventType")}>
              <option value="">Any event</option>
              {EVENT_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex flex-col justify-end gap-2">
          <CheckboxField label="First order only" checked={draft.firstOrderOnly} onChange={toggle("firstOrderOnly")} />
          <CheckboxField label="Show on the QR codes page" checked={draft.advertised} onChange={toggle("advertised")} />
        </div>
        <div className="flex items-end">
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? "Creating..." : "Create Coupon"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

/** Admins: every coupon code (the business's offers, and clients' reward codes) with its uses and an on/off switch. */
export function CouponsManager() {
  const [page, setPage] = useState(1);
  const coupons = useCoupons(page);
  const setActive = useSetCouponActive();
  const dates = useBusinessDates();
  return (
    <div className="space-y-6">
      <p className="text-gray-800">Every code customers can use at checkout. Switch one off to stop it at once; past orders keep their discount.</p>
      <NewCouponForm />
      {coupons.isPending ? (
        <Spinner />
      ) : coupons.isError ? (
        <p className="text-red-700">Could not load the coupons.</p>
      ) : coupons.data.items.length ? (
        <>
          <ul aria-label="Coupons" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {coupons.data.items.map((coupon) => (
              <li key={coupon.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <p className="font-mono font-semibold text-gray-900">{coupon.code}</p>
                  <p className="text-sm text-gray-800">
                    {coupon.description} · {couponSummary(coupon, dates)}
                  </p>
                </div>
                <CheckboxField
                  label={
                    <>
                      Active<span className="sr-only"> ({coupon.code})</span>
                    </>
                  }
                  checked={coupon.active}
                  disabled={setActive.isPending}
                  onChange={(e) =>
                    setActive.mutate(
                      { id: coupon.id, active: e.target.checked },
                      { onError: (error) => toast({ title: "Not Changed", description: getErrorMessage(error, "Could not change the coupon."), variant: "destructive" }) },
                    )
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination label="Coupon pages" page={page} pageCount={Math.ceil(coupons.data.total / COUPONS_PAGE_SIZE)} onPageChange={setPage} />
        </>
      ) : (
        <p className="text-gray-800">No coupons yet.</p>
      )}
    </div>
  );
}
