import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PROFILE_MESSAGES, profileFieldsSchema, type ProfileFields } from "@shared/validators/profile";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useRequestEmailVerification, useUpdateProfile, type Profile } from "../api/profile";

const fieldsOf = (profile: Profile): ProfileFields => ({ fullName: profile.fullName, email: profile.email, phone: profile.phone, eventAddress: profile.eventAddress });

function Detail({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-gray-900">{term}</dt>
      <dd className="wrap-anywhere text-gray-800">{value || "Not given"}</dd>
    </div>
  );
}

/**
 * An address the account has not proven yet: quotes asked for from it join the account once it is confirmed, so the
 * account can ask for the link again.
 */
function UnverifiedEmail() {
  const request = useRequestEmailVerification();
  return (
    <div className="rounded-md bg-amber-50 p-3 text-sm text-gray-900">
      <p>Your email address is not confirmed yet. Confirm it to see here the quotes you asked for from it without an account.</p>
      {request.isSuccess ? (
        <p role="status" className="mt-2 font-medium">
          {request.data.message}
        </p>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          pending={request.isPending}
          onClick={() =>
            request.mutate(undefined, {
              onError: (error) => toast({ title: "Error", description: getErrorMessage(error, "We couldn't send the link. Please try again."), variant: "destructive" }),
            })
          }
        >
          Send me a confirmation link
        </Button>
      )}
    </div>
  );
}

/**
 * The profile's contact details: read, then Edit → Save / Cancel. Saved details prefill checkout and quote forms.
 * A new email only takes effect from the link sent to it; a refusal keeps what was typed.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileFields>({ resolver: zodResolver(profileFieldsSchema), defaultValues: fieldsOf(profile), ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);

  // Editing always starts from the saved profile.
  function startEditing() {
    reset(fieldsOf(profile));
    setIsEditing(true);
  }

  const onSubmit = submit((fields) =>
    update.mutate(fields, {
      onSuccess: (saved) => {
        const emailChanged = fields.email.toLowerCase() !== profile.email.toLowerCase();
        toast({ title: PROFILE_MESSAGES.updated, description: emailChanged && saved.pendingEmail ? PROFILE_MESSAGES.emailPending(saved.pendingEmail) : "Your details are saved." });
        reset(fieldsOf(saved));
        setIsEditing(false);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.details.field : undefined;
        if (field === "email") setError("email", { message: getErrorMessage(error, "") });
        toast({ title: "Profile Not Saved", description: getErrorMessage(error, "Could not save your profile."), variant: "destructive" });
      },
    }),
  );

  if (!isEditing) {
    return (
      <div className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term="Username" value={profile.username} />
          <Detail term="Full name" value={profile.fullName} />
          <Detail term="Email" value={profile.email} />
          <Detail term="Phone" value={profile.phone} />
          <Detail term="Default event address" value={profile.eventAddress} className="sm:col-span-2" />
        </dl>
        {profile.pendingEmail ? <p className="rounded-md bg-brand-50 p-3 text-sm text-gray-900">{PROFILE_MESSAGES.emailPending(profile.pendingEmail)}</p> : null}
        {profile.emailVerified || profile.pendingEmail ? null : <UnverifiedEmail />}
        <Button onClick={startEditing}>Edit Profile</Button>
      </div>
    );
  }

  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorSummary summary={summary} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full name" error={errors.fullName?.message}>
            {(field) => <Input {...field} {...register("fullName")} autoComplete="name" />}
          </FormField>
          <FormField label="Email" error={errors.email?.message} isRequired>
            {(field) => <Input {...field} {...register("email")} type="email" autoComplete="email" required />}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            {(field) => <Input {...field} {...register("phone")} type="tel" autoComplete="tel" />}
          </FormField>
          <FormField label="Default event address" error={errors.eventAddress?.message}>
            {(field) => <Input {...field} {...register("eventAddress")} autoComplete="street-address" />}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
          <Button variant="secondary" onClick={() => setIsEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
