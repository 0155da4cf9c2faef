import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { companyInfoSchema } from "@shared/validators/settings";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useCompanyInfo, useUpdateCompanyInfo } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";

type CompanyInfoInput = z.input<typeof companyInfoSchema>;
type CompanyInfoValues = z.output<typeof companyInfoSchema>;

/** Every IANA zone this browser knows, the business's current one first if it is missing. */
function timeZoneChoices(current: string | undefined): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

const FIELDS: { name: Exclude<keyof CompanyInfoInput, "timeZone">; label: string; type?: string; autoComplete?: string }[] = [
  { name: "name", label: "Company name", autoComplete: "organization" },
  { name: "address", label: "Address", autoComplete: "street-address" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "website", label: "Website", type: "url", autoComplete: "url" },
];

function Form({ info }: { info: CompanyInfoInput }) {
  const update = useUpdateCompanyInfo();
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
  } = useForm<CompanyInfoInput, unknown, CompanyInfoValues>({ resolver: zodResolver(companyInfoSchema), defaultValues: info, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const onSubmit = submit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: "Settings Saved", description: "The site, quotes and emails now show these details." });
        // Dates on this page follow the new zone at once (other visitors' pages on their next load).
        reset(saved);
      },
      onError: (error) => toast({ title: "Settings Not Saved", description: getErrorMessage(error, "Could not save the settings."), variant: "destructive" }),
    }),
  );
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <ErrorSummary summary={summary} className="sm:col-span-2" />
        {FIELDS.map((field) => (
          <FormField key={field.name} label={field.label} error={errors[field.name]?.message} isRequired>
            {(control) => <Input {...control} {...register(field.name)} type={field.type ?? "text"} autoComplete={field.autoComplete} required />}
          </FormField>
        ))}
        <FormField label="Time zone (dates on the site, in PDFs and emails)" error={errors.timeZone?.message} isRequired>
          {(control) => (
            <select {...control} {...register("timeZone")} className={inputClasses} required>
              {timeZoneChoices(info.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll("_", " ")}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex items-end">
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? "Saving..." : "Save Company Info"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

/** The company details shown in the footer, on quotes and PDFs, and in emails. */
export function CompanySettingsForm() {
  const info = useCompanyInfo();
  if (info.isPending) return <Spinner />;
  if (info.isError) return <p className="text-red-700">Could not load the company details.</p>;
  return <Form info={info.data} />;
}
