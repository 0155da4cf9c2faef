import { useId, useState, type ChangeEvent } from "react";
import type { PhotoFields, PhotoView } from "@shared/validators/photos";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { PHOTO_CATEGORY_OPTIONS } from "../photo-display";
import { imageFileProblem } from "@shared/validators/photos";
import { usePhotoForm } from "../photo-form";

/** The check boxes a form may offer. */
export type PhotoFlag = "featuredOnHomepage" | "isActive";

const FLAG_LABELS: Record<PhotoFlag, string> = {
  featuredOnHomepage: "Feature on homepage",
  isActive: "Active (visible to customers)",
};

export interface PhotoFormProps {
  /** The photo being edited; none for an upload. */
  photo?: PhotoView | null;
  /** An upload asks for the image file too. */
  withFile?: boolean;
  flags: readonly PhotoFlag[];
  submitLabel: string;
  /** What the submit button reads while the request runs ('Uploading...', 'Saving...'). */
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (fields: PhotoFields, file: File | null) => void;
  onCancel: () => void;
}

/** What the Photo field says when Upload is pressed without a file. */
export const NO_FILE_MESSAGE = "Choose a photo to upload";

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The one photo form (react-hook-form with the shared photo schema): the gallery's add and edit dialogs and the
 * photo manager's edit dialog. Display Name and Category are required; tags are comma-separated text. A failed
 * save keeps what was typed.
 */
export function PhotoForm({ photo, withFile = false, flags, submitLabel, pendingLabel, isPending, onSubmit, onCancel }: PhotoFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = usePhotoForm(photo);
  const { summary, submit: submitWithSummary } = useFormErrorSummary(handleSubmit);
  const [file, setFile] = useState<File | null>(null);
  // Upload is never disabled (GOV.UK): pressed without a file, the Photo field and the error summary say so.
  const [fileMissing, setFileMissing] = useState(false);
  const fileInfoId = useId();
  const tagsHintId = useId();

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? imageFileProblem(chosen) : null;
    if (problem) {
      toast({ ...problem, variant: "destructive" });
      event.target.value = "";
      setFile(null);
      return;
    }
    setFile(chosen);
    if (chosen) setFileMissing(false);
  };

  const submit = submitWithSummary(
    (fields) => {
      if (withFile && !file) {
        setFileMissing(true);
        summary.show();
        return;
      }
      onSubmit(fields, file);
    },
    () => setFileMissing(withFile && !file),
  );

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} />
        <p className="text-sm text-gray-800">Fields marked * are required.</p>
        {withFile ? (
          <FormField label="Photo" error={fileMissing ? NO_FILE_MESSAGE : undefined} isRequired describedBy={fileInfoId}>
            {(field) => (
              <input
                {...field}
                type="file"
                accept="image/*"
                required
                onChange={onFileChange}
                className={cn(
                  inputClasses,
                  "file:mr-3 file:rounded file:border-0 file:bg-brand-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-900",
                )}
              />
            )}
          </FormField>
        ) : null}
        {withFile ? (
          <p id={fileInfoId} className="-mt-2 text-sm text-gray-800">
            {file ? `Selected: ${file.name} (${formatSize(file.size)})` : "An image file (JPEG, PNG, WebP…) up to 5 MB."}
          </p>
        ) : null}
        <FormField label="Display Name" error={errors.displayName?.message} isRequired>
          {(field) => <Input {...field} {...register("displayName")} required maxLength={120} autoComplete="off" />}
        </FormField>
        <FormField label="Category" error={errors.category?.message} isRequired>
          {(field) => (
            <select {...field} {...register("category")} required className={cn(inputClasses, "pr-8")}>
              <option value="">Select a category</option>
              {PHOTO_CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          {(field) => <textarea {...field} {...register("description")} rows={3} maxLength={1000} className={cn(inputClasses, "min-h-24")} />}
        </FormField>
        <FormField label="Tags (comma-separated)" error={errors.tags?.message} describedBy={tagsHintId}>
          {(field) => <Input {...field} {...register("tags")} placeholder="brunch, outdoor, dessert" autoComplete="off" />}
        </FormField>
        <p id={tagsHintId} className="-mt-2 text-sm text-gray-800">
          Separate tags with commas.
        </p>
        {flags.map((flag) => (
          <label key={flag} className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900">
            <input type="checkbox" {...register(flag)} className="size-5 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700" />
            {FLAG_LABELS[flag]}
          </label>
        ))}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" pending={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
