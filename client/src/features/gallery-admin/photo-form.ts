import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { photoFieldsSchema, type PhotoFields, type PhotoView } from "@shared/validators/photos";
import { ERROR_SUMMARY_FORM_OPTIONS } from "@/components/ui/use-form-error-summary";

/**
 * What the photo form holds: plain text and check boxes. The shared photoFieldsSchema (the server's own rules)
 * then checks and shapes them: name and category required, tags split on commas, trimmed, empties dropped.
 */
const photoFormFields = z.object({
  displayName: z.string(),
  description: z.string(),
  category: z.string(),
  tags: z.string(),
  featuredOnHomepage: z.boolean(),
  isActive: z.boolean(),
});

export type PhotoFormValues = z.infer<typeof photoFormFields>;

// The form's text is handed over as the shared schema's input; its category (any text here) is checked there.
export const photoFormSchema = photoFormFields.transform((values) => values as z.input<typeof photoFieldsSchema>).pipe(photoFieldsSchema);

/** An empty form for an upload (no category chosen yet: the upload starts without one), or a photo's values. */
export function photoFormValues(photo?: PhotoView | null): PhotoFormValues {
  if (!photo) return { displayName: "", description: "", category: "", tags: "", featuredOnHomepage: false, isActive: true };
  return {
    displayName: photo.displayName,
    description: photo.description ?? "",
    category: photo.category,
    tags: photo.tags.join(", "),
    featuredOnHomepage: photo.featuredOnHomepage,
    isActive: photo.isActive,
  };
}

/** The one photo form hook, behind the gallery's add and edit dialogs and the photo manager's edit dialog. */
export function usePhotoForm(photo?: PhotoView | null) {
  return useForm<PhotoFormValues, unknown, PhotoFields>({
    resolver: zodResolver(photoFormSchema),
    defaultValues: photoFormValues(photo),
    // The form's error summary takes the focus after a refused save.
    ...ERROR_SUMMARY_FORM_OPTIONS,
  });
}

