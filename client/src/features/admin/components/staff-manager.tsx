import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { staffInvitationSchema } from "@shared/validators/admin";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useInviteStaff, useStaff } from "../api/admin";

interface Invitation {
  username: string;
  email: string;
}

/** The admins, and an invitation for a new one: they get an email to choose their own password. */
export function StaffManager() {
  const staff = useStaff();
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Invitation>({ resolver: zodResolver(staffInvitationSchema), defaultValues: { username: "", email: "" }, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  const onSubmit = submit((invitation) =>
    invite.mutate(invitation, {
      onSuccess: (user) => {
        toast({ title: "Invitation Sent", description: `${user.username} will get an email to choose a password.` });
        reset();
      },
      onError: (error) => toast({ title: "Invitation Not Sent", description: getErrorMessage(error, "Could not invite this person."), variant: "destructive" }),
    }),
  );
  return (
    <div className="space-y-4">
      {staff.isPending ? (
        <Spinner />
      ) : staff.isError ? (
        <p className="text-red-700">Could not load the team.</p>
      ) : (
        <ul aria-label="Administrators" className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
          {staff.data.map((user) => (
            <li key={user.id} className="p-3 wrap-anywhere text-gray-900">
              <span className="font-medium">{user.username}</span> · {user.email}
            </li>
          ))}
        </ul>
      )}
      <ErrorSummaryScope summary={summary}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <ErrorSummary summary={summary} className="sm:col-span-3" />
          <FormField label="Username" error={errors.username?.message} isRequired>
            {(control) => <Input {...control} {...register("username")} autoComplete="off" required />}
          </FormField>
          <FormField label="Email" error={errors.email?.message} isRequired>
            {(control) => <Input {...control} {...register("email")} type="email" autoComplete="off" required />}
          </FormField>
          <Button type="submit" pending={invite.isPending}>
            {invite.isPending ? "Inviting..." : "Invite Admin"}
          </Button>
        </form>
      </ErrorSummaryScope>
    </div>
  );
}
