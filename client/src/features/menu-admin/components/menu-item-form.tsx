import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Controller, useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CATEGORY_LABELS, DIETARY_LABELS, DIETARY_TAGS, MENU_CATEGORIES, type DietaryTag, type MenuCategory } from "@shared/menu/categories";
import { ALLERGEN_LABELS, ALLERGENS, sortedAllergens, type Allergen } from "@shared/menu/allergens";
import { menuItemFormSchema, menuItemInputSchema, type MenuItemValues } from "@shared/validators/menu-items";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import type { EditableMenuItem } from "../editable-item";

/**
 * full: every field on one form (Menu Manager, the menu page's Edit dialog, the admin edit page);
 * tabs: the same fields in Basic Info / Details / Settings tabs (Enhanced Menu Editor);
 * simple: name and price required, the rest optional (Simple Menu Editor).
 */
export type FormVariant = "full" | "tabs" | "simple";

export interface MenuItemFormValues {
  name: string;
  price: string;
  category: MenuCategory;
  description: string;
  servingSize: string;
  prepTime: string;
  /** Text in the number box; the shared schema turns it into a whole number. */
  minOrder: string;
  popular: boolean;
  dietary: DietaryTag[];
  /** The major allergens the dish contains. */
  allergens: Allergen[];
  isActive: boolean;
}

type FieldName = keyof MenuItemFormValues;

// The simple editor requires what the server does (name and price); the others also require description,
// serving size and prep time. Both are the shared schemas, so the form and the server never disagree.
const resolvers: Record<"simple" | "full", Resolver<MenuItemFormValues, unknown, MenuItemValues>> = {
  simple: zodResolver(menuItemInputSchema) as unknown as Resolver<MenuItemFormValues, unknown, MenuItemValues>,
  full: zodResolver(menuItemFormSchema) as unknown as Resolver<MenuItemFormValues, unknown, MenuItemValues>,
};

type TabValue = "basic" | "details" | "settings";
const TABS = [
  { value: "basic", label: "Basic Info" },
  { value: "details", label: "Details" },
  { value: "settings", label: "Settings" },
] as const;
const FIELD_TAB: Record<FieldName, TabValue> = {
  name: "basic",
  price: "basic",
  category: "basic",
  description: "basic",
  servingSize: "details",
  prepTime: "details",
  minOrder: "details",
  dietary: "details",
  allergens: "details",
  popular: "settings",
  isActive: "settings",
};
/** Fields in the order they appear, so the first problem is the one named and focused. */
const FIELD_ORDER = Object.keys(FIELD_TAB) as FieldName[];

export function formDefaults(item: EditableMenuItem | null | undefined, defaultCategory: MenuCategory): MenuItemFormValues {
  return {
    name: item?.name ?? "",
    price: item?.price ?? "",
    category: item?.category ?? defaultCategory,
    description: item?.description ?? "",
    servingSize: item?.servingSize ?? "",
    prepTime: item?.prepTime ?? "",
    minOrder: String(item?.minOrder ?? 1),
    popular: item?.popular ?? false,
    dietary: (item?.dietary ?? []).filter((tag): tag is DietaryTag => (DIETARY_TAGS as readonly string[]).includes(tag)),
    allergens: sortedAllergens(item?.allergens ?? []),
    isActive: item?.isActive ?? true,
  };
}

/** The server refused the value of one field, with this message. */
export type FieldRefusal = (field: string, message: string) => void;

export interface MenuItemFormProps {
  variant: FormVariant;
  /** The item being edited; absent for a new item. */
  item?: EditableMenuItem | null;
  /** A new item's category. */
  defaultCategory?: MenuCategory;
  submitLabel: string;
  isPending: boolean;
  /**
   * Saves. `refuse` shows the server's refusal of one field at that field and in the error summary (a name another
   * dish of the category has: 409).
   */
  onSubmit: (values: MenuItemValues, refuse: FieldRefusal) => void;
  onCancel?: () => void;
  /** More actions beside the buttons (the admin page's Delete Item). */
  extraActions?: ReactNode;
}

/**
 * The one menu item form behind every editor: react-hook-form with the shared schema. A refused submit names
 * the first problem in a Missing Information toast, shows each message at its field and in the error summary,
 * which takes the focus (the first problem's tab shows). What was typed stays until the parent closes or resets
 * the form.
 */
export function MenuItemForm({ variant, item, defaultCategory = "entrees", submitLabel, isPending, onSubmit, onCancel, extraActions }: MenuItemFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MenuItemFormValues, unknown, MenuItemValues>({
    resolver: resolvers[variant === "simple" ? "simple" : "full"],
    defaultValues: formDefaults(item, defaultCategory),
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const [tab, setTab] = useState<TabValue>("basic");
  const priceHintId = useId();
  const allergensHintId = useId();
  const isFull = variant !== "simple";

  const onInvalid = (fieldErrors: FieldErrors<MenuItemFormValues>) => {
    const first = FIELD_ORDER.find((name) => fieldErrors[name]);
    const message = first ? fieldErrors[first]?.message : undefined;
    toast({ title: "Missing Information", description: typeof message === "string" ? message : "Please check the highlighted fields.", variant: "destructive" });
    // The first problem's tab shows; the error summary above the tabs takes the focus and links to every field.
    if (variant === "tabs" && first && FIELD_TAB[first] !== tab) setTab(FIELD_TAB[first]);
  };

  const refuse: FieldRefusal = (field, message) => {
    const name = FIELD_ORDER.find((known) => known === field);
    if (!name) return;
    setError(name, { type: "server", message });
    if (variant === "tabs" && FIELD_TAB[name] !== tab) setTab(FIELD_TAB[name]);
    summary.show();
  };

  // A summary link to a field on another tab opens that tab first, so the field can take the focus.
  const revealTab = (field: HTMLElement) => {
    const section = field.closest<HTMLElement>("[data-tab]")?.dataset.tab as TabValue | undefined;
    if (section && section !== tab) flushSync(() => setTab(section));
  };

  const text = (name: "name" | "price" | "servingSize" | "prepTime", label: string, required: boolean, extra?: { placeholder?: string; describedBy?: string }) => (
    <FormField label={label} error={errors[name]?.message} isRequired={required} describedBy={extra?.describedBy}>
      {(field) => <Input {...field} {...register(name)} required={required} placeholder={extra?.placeholder} autoComplete="off" />}
    </FormField>
  );

  const minOrder = (
    <FormField label="Minimum Order" error={errors.minOrder?.message}>
      {(field) => <Input {...field} {...register("minOrder")} type="number" inputMode="numeric" min={1} step={1} />}
    </FormField>
  );

  const basic = (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("name", "Name", true)}
      <div className="space-y-1">
        {text("price", "Price", true, { placeholder: "$15.99", describedBy: priceHintId })}
        <p id={priceHintId} className="text-xs text-gray-700">
          For example $15.99, Half Pan $60 / Full Pan $90, $30 per person, or Market Value.
        </p>
      </div>
      <FormField label="Category" error={errors.category?.message}>
        {(field) => (
          <select {...field} {...register("category")} className={cn(inputClasses, "pr-8")}>
            {MENU_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {variant === "tabs" ? null : minOrder}
      <div className="sm:col-span-2">
        <FormField label="Description" error={errors.description?.message} isRequired={isFull}>
          {(field) => <textarea {...field} {...register("description")} required={isFull} rows={3} className={cn(inputClasses, "min-h-24")} />}
        </FormField>
      </div>
    </div>
  );

  const details = (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("servingSize", "Serving Size", isFull, { placeholder: "Half Pan serves 10-12" })}
      {text("prepTime", "Prep Time", isFull, { placeholder: "30 minutes" })}
      {variant === "tabs" ? minOrder : null}
      {variant === "simple" ? null : (
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-gray-900">Dietary</legend>
          <Controller
            control={control}
            name="dietary"
            render={({ field }) => (
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {DIETARY_TAGS.map((tag) => (
                  <Checkbox
                    key={tag}
                    label={DIETARY_LABELS[tag]}
                    checked={field.value.includes(tag)}
                    onChange={(event) => field.onChange(event.target.checked ? [...field.value, tag] : field.value.filter((t) => t !== tag))}
                  />
                ))}
              </div>
            )}
          />
        </fieldset>
      )}
      {/* In every editor, the simple one too: what a dish contains is a guest's safety (docs/product/admin.md, Allergens). */}
      <fieldset className="sm:col-span-2" aria-describedby={allergensHintId}>
        <legend className="text-sm font-medium text-gray-900">Allergens (contains)</legend>
        <p id={allergensHintId} className="text-xs text-gray-700">
          Tick each major allergen the dish contains. The menu lists them on the dish and lets guests filter by them.
        </p>
        <Controller
          control={control}
          name="allergens"
          render={({ field }) => (
            <div className="mt-2 grid grid-cols-2 gap-x-5 sm:grid-cols-3">
              {ALLERGENS.map((allergen) => (
                <Checkbox
                  key={allergen}
                  label={ALLERGEN_LABELS[allergen]}
                  checked={field.value.includes(allergen)}
                  onChange={(event) => field.onChange(event.target.checked ? [...field.value, allergen] : field.value.filter((a) => a !== allergen))}
                />
              ))}
            </div>
          )}
        />
      </fieldset>
    </div>
  );

  const settings = (
    <div className="space-y-3">
      <Checkbox label="Available (customers can order it)" {...register("isActive")} />
      <Checkbox label="Featured (shown on the homepage)" {...register("popular")} />
    </div>
  );

  const actions = (
    <div className="flex flex-col-reverse gap-2 border-t border-gray-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
      {extraActions ? <div className="sm:mr-auto">{extraActions}</div> : null}
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" pending={isPending}>
        {isPending ? "Saving..." : submitLabel}
      </Button>
    </div>
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={submit((values) => onSubmit(values, refuse), onInvalid)} noValidate className="space-y-5">
        <ErrorSummary summary={summary} reveal={variant === "tabs" ? revealTab : undefined} />
        <p className="text-sm text-gray-800">Fields marked * are required.</p>
        {variant === "tabs" ? (
          <Tabs label="Menu item sections" items={TABS} value={tab} onValueChange={setTab}>
            {/* Every section stays mounted (hidden when not shown) so its values and checks are kept. */}
            <div data-tab="basic" hidden={tab !== "basic"}>
              {basic}
            </div>
            <div data-tab="details" hidden={tab !== "details"}>
              {details}
            </div>
            <div data-tab="settings" hidden={tab !== "settings"}>
              {settings}
            </div>
          </Tabs>
        ) : (
          <>
            {basic}
            {details}
            {settings}
          </>
        )}
        {actions}
      </form>
    </ErrorSummaryScope>
  );
}

/** A checkbox with its label beside it (44 px tall row, so it is easy to hit). */
const Checkbox = forwardRef<HTMLInputElement, { label: string } & Omit<ComponentPropsWithoutRef<"input">, "type" | "id">>(function Checkbox({ label, ...input }, ref) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input ref={ref} id={id} type="checkbox" {...input} className="size-5 accent-brand-700" />
      <label htmlFor={id} className="text-sm text-gray-900">
        {label}
      </label>
    </div>
  );
});
