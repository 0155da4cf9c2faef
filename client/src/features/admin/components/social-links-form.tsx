import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SOCIAL_LABELS, socialLinksSchema, type SocialLinks } from "@shared/validators/admin";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useSocialLinks, useUpdateSocialLinks } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";

function Form({ links }: { links: SocialLinks }) {
  const update = useUpdateSocialLinks();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SocialLinks>({ resolver: zodResolver(socialLinksSchema), defaultValues: links, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const onSubmit = submit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast({ title: "Social Links Saved", description: "The footer shows them on every page." });
        reset(saved);
      },
      onError: (error) => toast({ title: "Not Saved", description: getErrorMessage(error, "Could not save the links."), variant: "destructive" }),
    }),
  );
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <ErrorSummary summary={summary} className="sm:col-span-2" />
        {(Object.keys(SOCIAL_LABELS) as (keyof SocialLinks)[]).map((network) => (
          <FormField key={network} label={`${SOCIAL_LABELS[network]} page`} error={errors[network]?.message}>
            {(control) => <Input {...control} {...register(network)} type="url" placeholder="https://" />}
          </FormField>
        ))}
        <div>
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? "Saving..." : "Save Social Links"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}

/** Feature Manager → Social Media: the pages linked from the footer; an empty one is not shown. */
export function SocialLinksForm() {
  const links = useSocialLinks();
  if (links.isPending) return <Spinner />;
  if (links.isError) return <p className="text-red-700">Could not load the social links.</p>;
  return <Form links={links.data} />;
}
