import type { ComponentPropsWithRef } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export type ContactFieldName = "contactName" | "contactEmail" | "contactPhone";

/**
 * A visitor's name, email and phone (docs/decisions/006-product-rules.md: required when not signed in). `bind` gives each input its value
 * handling: controlled props in the wizard, react-hook-form's `register` in the quote request dialog.
 */
export function ContactFields({
  bind,
  errors,
}: {
  bind: (name: ContactFieldName) => ComponentPropsWithRef<"input">;
  errors: Partial<Record<ContactFieldName, string | undefined>>;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-gray-900">Your contact details</legend>
      <p className="text-sm text-gray-800">We'll send your quote to you here.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormField label="Name" error={errors.contactName} isRequired>
            {(field) => <Input {...field} {...bind("contactName")} required autoComplete="name" maxLength={120} />}
          </FormField>
        </div>
        <FormField label="Email" error={errors.contactEmail} isRequired>
          {(field) => <Input {...field} {...bind("contactEmail")} type="email" required autoComplete="email" spellCheck={false} />}
        </FormField>
        <FormField label="Phone" error={errors.contactPhone} isRequired>
          {(field) => <Input {...field} {...bind("contactPhone")} type="tel" required autoComplete="tel" maxLength={40} />}
        </FormField>
      </div>
    </fieldset>
  );
}
