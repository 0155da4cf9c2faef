import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "wouter";
import { useForm, type UseFormRegister } from "react-hook-form";
import type { zodResolver } from "@hookform/resolvers/zod";
import { priceCart } from "@shared/rules/cart-pricing";
import { orderTotal } from "@shared/rules/charges";
import { isFulfilment } from "@shared/rules/fulfilment";
import { decimalToCents, formatCents } from "@shared/rules/money";
import { parsePriceText } from "@shared/rules/pricing";
import { categoryLabel } from "@shared/menu/categories";
import type { OrderView } from "@shared/validators/orders";
import { PHONE_PAYMENT_METHODS, type PhoneOrderInput } from "@shared/validators/phone-orders";
import type { BusinessSettings } from "@shared/settings/business-settings";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummaryEntry } from "@/components/ui/error-summary";
import { EventTypeSelect } from "@/components/ui/event-type-select";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { lazyZodResolverFor } from "@/lib/lazy-zod-resolver";
import { paths } from "@/lib/paths";
import { toOrderItems, type CartLine } from "@/features/cart";
import { useBusinessDates, useBusinessSettings, useFeatureSettings } from "@/features/company-info";
import { DateAvailability } from "@/features/kitchen";
import { useMenuItems, type MenuItem } from "@/features/menu";
import { CardForm, type CardDetails, isSandbox, newIdempotencyKey, SandboxCardsNote, useCardPayment, usePaymentConfig } from "@/features/payments";
import { useClientSearch } from "@/features/quotes";
import { CouponBox, FulfilmentFields, OrderSummary, type AppliedCoupon, type CheckoutDetailsInput } from "@/features/checkout";
import { useCreatePhoneOrder } from "../api/create-phone-order";
import { EMPTY_PHONE_ORDER, type PhoneOrderFormValues } from "../phone-order-values";

// The schema's preprocess step is not among the resolver's declared zod types; it is a zod schema all the same.
const resolver = lazyZodResolverFor<PhoneOrderFormValues, BusinessSettings, PhoneOrderInput>(() =>
  import("../phone-order-schema").then((rules) => rules.phoneOrderFormSchema as unknown as (settings: BusinessSettings) => Parameters<typeof zodResolver>[0]),
);

/** A dish as the picker sells it: each of its priced options (Half Pan, Full Pan…) is a line of its own. */
interface PickerLine {
  item: MenuItem;
  option: string | null;
  cents: number;
}

function pickerLines(items: readonly MenuItem[]): Map<string, PickerLine[]> {
  const byCategory = new Map<string, PickerLine[]>();
  for (const item of items) {
    if (!item.isActive) continue;
    const parsed = parsePriceText(item.price);
    // Market-price dishes are quoted, not sold by the line (as on the menu).
    if (parsed?.kind !== "fixed") continue;
    const lines = parsed.options.map((option) => ({ item, option: parsed.options.length > 1 ? option.label : null, cents: option.cents }));
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), ...lines]);
  }
  return byCategory;
}

const lineKey = (id: number, option: string | null) => `${id}:${option ?? ""}`;

/** The dishes by category, as on the menu, each with a quantity stepper (0: not ordered; up from 0 starts at its minimum). */
function ItemPicker({ lines, onChange, error }: { lines: CartLine[]; onChange: (lines: CartLine[]) => void; error?: string }) {
  const menu = useMenuItems();
  const groups = useMemo(() => pickerLines(menu.data ?? []), [menu.data]);
  const groupId = useId();
  useErrorSummaryEntry(groupId, error);
  const quantityOf = (key: string) => lines.find((l) => lineKey(l.id, l.option) === key)?.quantity ?? 0;
  function setQuantity(line: PickerLine, quantity: number) {
    const key = lineKey(line.item.id, line.option);
    const rest = lines.filter((l) => lineKey(l.id, l.option) !== key);
    if (quantity <= 0) return onChange(rest);
    const { item } = line;
    onChange([...rest, { id: item.id, name: item.name, price: item.price, category: item.category, option: line.option, quantity: Math.max(quantity, item.minOrder), minOrder: item.minOrder }]);
  }
  return (
    <fieldset id={groupId} tabIndex={-1} className="space-y-4">
      <legend className="font-semibold text-gray-900">Items</legend>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
      {menu.isPending ? <p className="text-sm text-gray-800">Loading the menu…</p> : null}
      {menu.isError ? <p className="text-sm text-red-700">The menu could not be loaded. Please reload the page.</p> : null}
      {[...groups.entries()].map(([category, items]) => (
        <section key={category} aria-label={categoryLabel(category)} className="space-y-2">
          <h3 className="font-display text-lg font-bold text-brand-900">{categoryLabel(category)}</h3>
          <ul className="divide-y divide-gray-200 rounded-md border border-gray-200">
            {items.map((line) => {
              const key = lineKey(line.item.id, line.option);
              const name = line.option ? `${line.item.name} (${line.option})` : line.item.name;
              const quantity = quantityOf(key);
              return (
                <li key={key} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">{name}</span>
                    <span className="block text-sm text-gray-800">
                      {formatCents(line.cents)}
                      {line.item.minOrder > 1 ? ` · minimum ${line.item.minOrder}` : ""}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <Button variant="secondary" size="sm" aria-label={`One fewer ${name}`} disabled={quantity === 0} onClick={() => setQuantity(line, quantity - 1 < line.item.minOrder ? 0 : quantity - 1)}>
                      −
                    </Button>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={1000}
                      aria-label={`Quantity of ${name}`}
                      className={cn(inputClasses, "w-20 text-center")}
                      value={quantity}
                      onChange={(e) => setQuantity(line, Math.min(1000, Math.max(0, Math.floor(Number(e.target.value) || 0))))}
                    />
                    <Button variant="secondary" size="sm" aria-label={`One more ${name}`} onClick={() => setQuantity(line, quantity + 1)}>
                      +
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </fieldset>
  );
}

/** An existing client found by name, username or email (a list of buttons), or a new customer's contact details. */
function CustomerFields({ register, values, errors, onChoose }: {
  register: UseFormRegister<PhoneOrderFormValues>;
  values: PhoneOrderFormValues["customer"];
  errors: Partial<Record<"id" | "name" | "email" | "phone", string>>;
  onChoose: (client: { id: number; name: string; phone: string | null }) => void;
}) {
  const [search, setSearch] = useState("");
  const clients = useClientSearch(search.trim(), values.kind === "existing");
  const [chosenName, setChosenName] = useState<string | null>(null);
  const resultsId = useId();
  const chosenId = useId();
  useErrorSummaryEntry(resultsId, values.kind === "existing" ? errors.id : undefined);
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">Customer</legend>
      <div className="flex flex-wrap gap-4">
        {(["existing", "new"] as const).map((kind) => (
          <label key={kind} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={kind} {...register("customer.kind")} className="size-5 accent-brand-700" />
            {kind === "existing" ? "An existing client" : "A new customer"}
          </label>
        ))}
      </div>
      {values.kind === "existing" ? (
        <div className="space-y-3">
          <FormField label="Find a client (name, username or email)">
            {(field) => <Input {...field} type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-controls={resultsId} autoComplete="off" />}
          </FormField>
          <p id={chosenId} className="text-sm text-gray-900" aria-live="polite">
            {values.id && chosenName ? (
              <>
                Ordering for <strong>{chosenName}</strong>
              </>
            ) : (
              "No client chosen yet."
            )}
          </p>
          {errors.id ? <p className="text-sm text-red-700">{errors.id}</p> : null}
          <ul id={resultsId} tabIndex={-1} aria-label="Matching clients" className="max-h-64 space-y-1 overflow-y-auto">
            {clients.data?.map((client) => {
              const name = client.fullName || client.username;
              return (
                <li key={client.id}>
                  <button
                    type="button"
                    aria-pressed={values.id === client.id}
                    onClick={() => {
                      setChosenName(name);
                      onChoose({ id: client.id, name, phone: client.phone });
                    }}
                    className={cn(
                      "w-full rounded-md border px-3 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                      values.id === client.id ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white hover:bg-gray-50",
                    )}
                  >
                    <span className="block font-medium text-gray-900">{name}</span>
                    <span className="block break-all text-sm text-gray-800">{client.email}</span>
                  </button>
                </li>
              );
            })}
            {clients.data?.length === 0 ? <li className="text-sm text-gray-800">No client matches.</li> : null}
          </ul>
          <FormField label="Phone (if not the account's)" error={errors.phone}>
            {(field) => <Input {...field} {...register("customer.phone")} type="tel" autoComplete="off" />}
          </FormField>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Name" error={errors.name} isRequired>
            {(field) => <Input {...field} {...register("customer.name")} required autoComplete="off" />}
          </FormField>
          <FormField label="Email" error={errors.email} isRequired>
            {(field) => <Input {...field} {...register("customer.email")} required type="email" autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField label="Phone" error={errors.phone} isRequired>
            {(field) => <Input {...field} {...register("customer.phone")} required type="tel" autoComplete="off" />}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}

/** The card step: the customer's card, typed in by staff, goes straight to the payment provider (the checkout's form). */
function PhoneCardStep({ order, onPaid }: { order: OrderView; onPaid: () => void }) {
  const config = usePaymentConfig();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const card = useCardPayment({ onPaid });
  useEffect(() => headingRef.current?.focus(), []);
  const pay = (details: CardDetails) =>
    card.pay({ kind: "order", orderId: order.id, amount: order.totalAmount, description: `Creative Cuisines order ${order.number}` }, details);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 outline-none">
        Card payment for order {order.number}
      </h2>
      <p className="mt-2 text-gray-800">The card is sent straight to our payment provider; we never see or store the card number.</p>
      {isSandbox(config.data) ? (
        <div className="mt-4">
          <SandboxCardsNote />
        </div>
      ) : null}
      <div className="mt-6">
        <CardForm onSubmit={pay} submitLabel={`Pay ${formatCents(decimalToCents(order.totalAmount) ?? 0)}`} />
      </div>
    </section>
  );
}

function PhoneOrderDone({ order }: { order: OrderView }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const how = PHONE_PAYMENT_METHODS.find((m) => m.value === order.paymentMethod)?.label ?? order.paymentMethod;
  return (
    <section className="rounded-lg border border-green-700 bg-green-50 p-5 sm:p-8" aria-live="polite">
      <h2 ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 outline-none">
        Phone order {order.number} recorded
      </h2>
      <p className="mt-2 text-gray-900">
        {order.customerInfo.name}, {formatCents(decimalToCents(order.totalAmount) ?? 0)} ({how}).{" "}
        {order.customerInfo.email ? `The confirmation email goes to ${order.customerInfo.email}.` : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={`${paths.orders}?q=${encodeURIComponent(order.number)}`} className="font-medium text-brand-700 underline">
          View order {order.number}
        </Link>
        <a href={paths.adminNewOrder} className="font-medium text-brand-700 underline">
          Take another phone order
        </a>
      </div>
    </section>
  );
}

/**
 * The phone order form (docs/product/admin.md, "Phone orders"): the customer, the items by category, a coupon with the
 * server's totals, pickup or delivery, the date (the kitchen's availability), and how it is paid. The server prices
 * and records it; by card, the card step follows for that order. Values stay in the form when the server refuses.
 */
export function PhoneOrderForm() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [placed, setPlaced] = useState<OrderView | null>(null);
  const [done, setDone] = useState<OrderView | null>(null);
  const attempt = useRef<{ key: string; json: string } | null>(null);
  const create = useCreatePhoneOrder();
  const { businessToday } = useBusinessDates();
  const availabilityId = useId();
  const paymentId = useId();

  const { register, handleSubmit, watch, setValue, setError, formState: { errors } } = useForm<PhoneOrderFormValues, BusinessSettings, PhoneOrderInput>({
    resolver,
    context: useBusinessSettings(),
    defaultValues: EMPTY_PHONE_ORDER,
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  useErrorSummaryEntry(paymentId, errors.paymentMethod?.message);

  const orderItems = useMemo(() => toOrderItems(lines), [lines]);
  const itemsKey = JSON.stringify(orderItems);
  useEffect(() => setValue("orderItems", orderItems, { shouldValidate: errors.orderItems !== undefined }), [orderItems, setValue, errors.orderItems]);

  const values = watch();
  const fulfilment = isFulfilment(values.fulfilment) ? values.fulfilment : null;
  const { charges } = useFeatureSettings();
  // The same sums as the checkout's (shared/rules): without a coupon the browser's own, with one the server's.
  const priced = useMemo(() => priceCart(lines, null, charges, fulfilment ?? "pickup"), [lines, charges, fulfilment]);
  const activeCoupon = coupon?.itemsKey === itemsKey ? coupon : null;
  const couponTotals = activeCoupon ? orderTotal(activeCoupon.subtotalCents, activeCoupon.discountCents, charges, fulfilment ?? "pickup") : null;
  useEffect(() => setValue("couponCode", activeCoupon?.code ?? null), [activeCoupon?.code, setValue]);

  const onSubmit = submit(async (request) => {
    const json = JSON.stringify(request);
    if (attempt.current?.json !== json) attempt.current = { key: newIdempotencyKey(), json };
    try {
      const order = await create.mutateAsync({ request, idempotencyKey: attempt.current.key });
      attempt.current = null;
      if (order.paymentMethod === "card" && order.status === "pending_payment") setPlaced(order);
      else setDone(order);
    } catch (error) {
      const field = error instanceof ApiError ? error.details.field : undefined;
      const message = getErrorMessage(error, "The order could not be recorded. Please try again.");
      if (field === "couponCode") setCoupon(null);
      else if (field === "customer.phone") setError("customer.phone", { message }, { shouldFocus: true });
      toast({ title: "Order Not Recorded", description: message, variant: "destructive" });
    }
  });

  if (done) return <PhoneOrderDone order={done} />;
  if (placed) return <PhoneCardStep order={placed} onPaid={() => setDone({ ...placed, status: "paid" })} />;

  const customerErrors = errors.customer as Partial<Record<"id" | "name" | "email" | "phone", { message?: string }>> | undefined;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <ErrorSummaryScope summary={summary}>
        <form onSubmit={onSubmit} onFocus={() => resolver.preload()} noValidate className="min-w-0 space-y-8 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
          <ErrorSummary summary={summary} />
          <CustomerFields
            register={register}
            values={values.customer}
            errors={{ id: customerErrors?.id?.message, name: customerErrors?.name?.message, email: customerErrors?.email?.message, phone: customerErrors?.phone?.message }}
            onChoose={(client) => {
              setValue("customer.id", client.id, { shouldValidate: customerErrors?.id !== undefined });
              if (client.phone) setValue("customer.phone", client.phone);
            }}
          />
          <ItemPicker lines={lines} onChange={setLines} error={errors.orderItems?.message ?? errors.orderItems?.root?.message} />
          <fieldset className="space-y-5">
            <legend className="font-semibold text-gray-900">Event and fulfilment</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label="Event Date" error={errors.eventDate?.message} describedBy={availabilityId} isRequired>
                {(field) => <Input {...field} {...register("eventDate")} type="date" required min={businessToday()} />}
              </FormField>
              <FormField label="Event Type" error={errors.eventType?.message}>
                {(field) => <EventTypeSelect {...field} {...register("eventType")} placeholder="Select an event type (optional)" />}
              </FormField>
              <div className="sm:col-span-2">
                <DateAvailability id={availabilityId} value={values.eventDate} onPick={(date) => setValue("eventDate", date, { shouldValidate: errors.eventDate !== undefined })} />
              </div>
            </div>
            <FormField label="Event Location" error={errors.eventLocation?.message}>
              {(field) => <Input {...field} {...register("eventLocation")} autoComplete="off" />}
            </FormField>
            {/* The checkout's own pickup-or-delivery fields: the same names and the same rule. */}
            <FulfilmentFields register={register as unknown as UseFormRegister<CheckoutDetailsInput>} errors={errors} fulfilment={values.fulfilment} />
            <FormField label="Special Requests" error={errors.notes?.message}>
              {(field) => <textarea {...field} {...register("notes")} rows={3} className={cn(inputClasses, "min-h-24")} />}
            </FormField>
          </fieldset>
          <fieldset id={paymentId} tabIndex={-1} className="space-y-2" aria-invalid={Boolean(errors.paymentMethod)}>
            <legend className="font-semibold text-gray-900">Payment</legend>
            {errors.paymentMethod?.message ? <p className="text-sm text-red-700">{errors.paymentMethod.message}</p> : null}
            <div className="grid gap-2 sm:grid-cols-3">
              {PHONE_PAYMENT_METHODS.map((method) => (
                <label
                  key={method.value}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                    values.paymentMethod === method.value ? "border-brand-700 bg-brand-50" : "border-gray-300 bg-white",
                  )}
                >
                  <input type="radio" value={method.value} {...register("paymentMethod")} className="mt-1 size-4 accent-brand-700" />
                  <span className="min-w-0">
                    <span className="block font-medium text-gray-900">{method.label}</span>
                    <span className="block text-sm text-gray-800">{method.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" pending={create.isPending} className="w-full sm:w-auto">
            {values.paymentMethod === "card" ? "Record Order and Take Card" : "Record Phone Order"}
          </Button>
        </form>
      </ErrorSummaryScope>
      <OrderSummary
        lines={priced.lines}
        subtotalCents={activeCoupon?.subtotalCents ?? (priced.totalCents === null ? null : priced.subtotalCents)}
        discountCents={activeCoupon?.discountCents ?? 0}
        deliveryFeeCents={couponTotals?.deliveryFeeCents ?? priced.deliveryFeeCents}
        taxCents={couponTotals?.taxCents ?? priced.taxCents}
        totalCents={couponTotals?.totalCents ?? priced.totalCents}
        coupon={
          lines.length > 0 ? (
            <CouponBox
              orderItems={orderItems}
              itemsKey={itemsKey}
              applied={activeCoupon}
              onApplied={setCoupon}
              onRemoved={() => setCoupon(null)}
              getContact={() => ({
                email: values.customer.kind === "new" ? values.customer.email.trim() || undefined : undefined,
                eventType: values.eventType || undefined,
                fulfilment: fulfilment ?? undefined,
              })}
            />
          ) : null
        }
      />
    </div>
  );
}
