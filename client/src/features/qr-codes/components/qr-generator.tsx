import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { QR_CODE_TYPES, QR_MISSING_FIELDS_MESSAGE } from "@shared/rules/qr-codes";
import { qrCodeCreateSchema, type QrCodeCreate } from "@shared/validators/qr-codes";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCreateQrCode } from "../api/qr-codes";

const TYPE_LABELS: Record<(typeof QR_CODE_TYPES)[number], string> = { discount: "Discount code", "app-access": "App access", custom: "Custom link (counts scans)" };
/**
 * A name or data left empty: the toast keeps the approved "Please provide both name and data for the QR code.";
 * each field says what it needs.
 */
const EMPTY_FIELD_MESSAGES = { name: "Enter a name for the QR code", data: "Enter the text or link to encode" } as const;
const fieldMessage = (field: keyof typeof EMPTY_FIELD_MESSAGES, message: string | undefined) =>
  message === QR_MISSING_FIELDS_MESSAGE ? EMPTY_FIELD_MESSAGES[field] : message;

const EMPTY: QrCodeCreate = { name: "", type: "discount", data: "", url: "", active: true, description: "" };

/** Admins: a new saved code. A custom code gets a short link on our server that counts scans and can be switched off. */
export function QrGenerator() {
  const create = useCreateQrCode();
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<QrCodeCreate>({ resolver: zodResolver(qrCodeCreateSchema), defaultValues: EMPTY, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const type = useWatch({ control, name: "type" });

  const onSubmit = submit(
    (code) => {
      const body = code.type === "custom" ? { ...code, data: undefined } : { ...code, url: code.url || undefined };
      create.mutate(body, {
        onSuccess: (saved) => {
          toast({ title: "QR Code Generated", description: `${saved.name} is saved below.` });
          reset(EMPTY);
        },
        onError: (error) => toast({ title: "Generation Failed", description: getErrorMessage(error, "Failed to generate QR code. Please try again."), variant: "destructive" }),
      });
    },
    () => toast({ title: "Generation Failed", description: "Please provide both name and data for the QR code.", variant: "destructive" }),
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:grid-cols-2">
        <ErrorSummary summary={summary} className="sm:col-span-2" />
        <FormField label="Name" error={fieldMessage("name", errors.name?.message)} isRequired>
          {(field) => <Input {...field} {...register("name")} required />}
        </FormField>
        <FormField label="Type">
          {(field) => (
            <select {...field} {...register("type")} className={inputClasses}>
              {QR_CODE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {TYPE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {type === "custom" ? (
          <FormField label="Web address it leads to" error={errors.url?.message} isRequired>
            {(field) => <Input {...field} {...register("url")} type="url" placeholder="https://" required />}
          </FormField>
        ) : (
          <FormField label="Data (text or link to encode)" error={fieldMessage("data", errors.data?.message)} isRequired>
            {(field) => <Input {...field} {...register("data")} required />}
          </FormField>
        )}
        <FormField label="Description" error={errors.description?.message}>
          {(field) => <Input {...field} {...register("description")} />}
        </FormField>
        {type === "custom" ? (
          <CheckboxField className="sm:col-span-2" label="Active (scans lead to the web address)" {...register("active")} />
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" pending={create.isPending}>
            {create.isPending ? "Generating..." : "Generate QR Code"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
