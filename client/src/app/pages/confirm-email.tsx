import { useEffect, useRef } from "react";
import { Link, useSearch } from "wouter";
import { PageContainer } from "@/app/layouts/site-layout";
import { Spinner } from "@/components/ui/spinner";
import { buttonClasses } from "@/components/ui/button";
import { useConfirmEmail } from "@/features/profile/api/profile";
import { getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { PROFILE_MESSAGES } from "@shared/validators/profile";

/**
 * /confirm-email?token=…: the link emailed to a new address, or to a new account's own (its verification). Opening it
 * (signed in or not) moves the account to that address, or confirms the one it has; either way the address is
 * verified. The page posts the token itself, so mail scanners that only fetch links change nothing.
 */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <PageContainer>
      <h1 className="mb-4 text-center font-display text-3xl font-bold text-brand-900">Confirm Email</h1>
      <div role="status" className="text-center text-gray-800">
        {!token ? (
          <p>{PROFILE_MESSAGES.linkInvalid}</p>
        ) : confirm.isSuccess ? (
          <p>
            {confirm.data.message}{" "}
            {confirm.data.changed ? (
              <>
                You now sign in with <strong>{confirm.data.email}</strong>.
              </>
            ) : (
              "Any quotes you asked for from this address are now in your account."
            )}
          </p>
        ) : confirm.isError ? (
          <p>{getErrorMessage(confirm.error, PROFILE_MESSAGES.linkInvalid)}</p>
        ) : (
          <Spinner />
        )}
      </div>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={paths.profile} className={buttonClasses({ variant: "secondary" })}>
          Go to My Profile
        </Link>
        {confirm.isSuccess && !confirm.data.changed ? (
          <Link href={paths.proposals} className={buttonClasses()}>
            Open My Proposals
          </Link>
        ) : null}
      </div>
    </PageContainer>
  );
}
