import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { staffInvitationSchema } from "@shared/validators/admin";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useUser, type User } from "@/features/auth";
import { useInviteStaff, useRemoveStaff, useStaff } from "../api/admin";

interface Invitation {
  username: string;
  email: string;
}

/**
 * The admins, each with a way to remove them from the team (after a confirmation; the server refuses the last admin
 * and says why), and an invitation for a new one: they get an email to choose their own password.
 */
export function StaffManager() {
  const staff = useStaff();
  const { data: me } = useUser();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<User | null>(null);
  const isSelf = removing !== null && removing.id === me?.id;
  const confirmRemoval = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(
      { id: member.id, isSelf },
      {
        onSuccess: () => {
          setRemoving(null);
          if (!isSelf) toast({ title: "Team Member Removed", description: `${member.username} no longer has admin access and has been signed out.` });
        },
        onError: (error) => {
          setRemoving(null);
          toast({ title: "Not Removed", description: getErrorMessage(error, `Could not remove ${member.username}.`), variant: "destructive" });
        },
      },
    );
  };
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
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-gray-900">
              <span className="min-w-0 wrap-anywhere">
                <span className="font-medium">{user.username}</span>
                {user.id === me?.id ? " (you)" : null} · {user.email}
              </span>
              <Button variant="secondary" size="sm" aria-label={`Remove ${user.username}`} onClick={() => setRemoving(user)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title={isSelf ? "Remove yourself from the team?" : `Remove ${removing?.username ?? ""} from the team?`}
        message={
          isSelf
            ? "You will lose admin access and be signed out at once, on every device. Your past changes stay in the audit log."
            : `${removing?.username ?? ""} will lose admin access and be signed out at once, on every device. Their past changes stay in the audit log.`
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemoval}
      />
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
