import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { paymentTestUnlockSchema } from "@shared/validators/payment-test";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { getPaymentConfig } from "../api/get-payment-config";
import { chargePaymentTest, unlockPaymentTest, usePaymentTestStatus, type PaymentTestStatus } from "../api/payment-test";
import { tokenizeCard } from "../api/tokenize-card";
import type { CardDetails } from "../card-form-schema";
import { sandboxApproveCard } from "../card-form-values";
import { newIdempotencyKey } from "../idempotency-key";
import { PaymentError } from "../payment-errors";
import { CardForm, type CardSubmitOutcome } from "./card-form";
import { SandboxCardsNote } from "./sandbox-cards-note";

const panelClasses = "rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8";
const headingClasses = "font-display text-2xl font-bold text-brand-900 outline-none";

/** The $1.00 card test: off unless the server has a password; then a password gate, then the card form. */
export function PaymentTestTool() {
  const status = usePaymentTestStatus();
  // Kept in memory only (never stored): the server checks it again with the charge.
  const [password, setPassword] = useState<string | null>(null);

  if (status.isPending) return <Spinner label="Loading the payment test tool" />;
  if (status.isError) {
    return <p className="text-gray-800">The payment test tool could not be loaded. Please refresh the page to try again.</p>;
  }
  if (!status.data.enabled) {
    return <p className={`${panelClasses} text-gray-900`}>The payment test tool is not enabled on this server.</p>;
  }
  if (password === null) return <UnlockForm onUnlocked={setPassword} />;
  return <TestPayment password={password} status={status.data} />;
}

function UnlockForm({ onUnlocked }: { onUnlocked: (password: string) => void }) {
  const headingId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ password: string }>({ resolver: zodResolver(paymentTestUnlockSchema), defaultValues: { password: "" }, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);
  // The server's refusal is listed in the error summary too, which takes the focus.
  const [refusal, setRefusal] = useState<string | null>(null);
  const unlock = useMutation({
    mutationFn: unlockPaymentTest,
    onSuccess: (_answer, password) => {
      toast({ title: "Access Granted", description: "You can now run a $1.00 test payment." });
      onUnlocked(password);
    },
    onError: (error) => {
      const message = getErrorMessage(error, "Incorrect password");
      toast({ title: "Access Denied", description: message, variant: "destructive" });
      setRefusal(message);
      summary.show();
    },
  });

  return (
    <section aria-labelledby={headingId} className={`${panelClasses} mx-auto max-w-md`}>
      <h2 id={headingId} className={headingClasses}>
        Enter the Test Password
      </h2>
      <p className="mt-2 text-gray-800">This tool charges $1.00 to check the merchant account. It is for staff only.</p>
      <ErrorSummaryScope summary={summary}>
        <form
          onSubmit={submit(({ password }) => {
            setRefusal(null);
            unlock.mutate(password);
          })}
          noValidate
          className="mt-6 space-y-5"
        >
          <ErrorSummary summary={summary} extra={refusal ? [{ message: refusal, field: "password" }] : []} />
          <FormField label="Password" error={errors.password?.message} isRequired>
            {(field) => <PasswordInput {...field} {...register("password")} required autoComplete="current-password" />}
          </FormField>
          <Button type="submit" className="w-full" pending={unlock.isPending}>
            {unlock.isPending ? "Checking..." : "Unlock"}
          </Button>
        </form>
      </ErrorSummaryScope>
    </section>
  );
}

type TestState =
  | { status: "idle" }
  | { status: "success"; chargeId: string; message: string }
  | { status: "failed"; message: string };

function TestPayment({ password, status }: { password: string; status: PaymentTestStatus }) {
  const [state, setState] = useState<TestState>({ status: "idle" });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each new screen (the form after unlocking or Try Again, a result) takes focus at its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.status]);

  async function run(card: CardDetails): Promise<CardSubmitOutcome> {
    try {
      const config = await getPaymentConfig();
      const token = await tokenizeCard(config, card);
      const charge = await chargePaymentTest({ password, token, description: "Creative Cuisines payment test" }, newIdempotencyKey());
      setState({ status: "success", chargeId: charge.chargeId, message: charge.message });
      toast({ title: "Test Payment Successful", description: charge.message });
    } catch (error) {
      const message = error instanceof PaymentError ? error.message : getErrorMessage(error, "");
      setState({ status: "failed", message: message || "Payment failed" });
      toast({ title: "Test Payment Failed", description: message || "Please check your merchant account configuration", variant: "destructive" });
    }
    return "done";
  }

  const amount = `$${status.amount}`;

  if (state.status === "success") {
    return (
      <section aria-labelledby={headingId} className={`${panelClasses} mx-auto max-w-xl`}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClasses}>
          Test Payment Successful
        </h2>
        <p className="mt-3 text-gray-900">{state.message}</p>
        <dl className="mt-4">
          <dt className="text-sm font-semibold text-gray-900">Charge ID</dt>
          <dd className="mt-1 font-mono text-sm break-all text-gray-900">{state.chargeId}</dd>
        </dl>
        <Button className="mt-6" variant="secondary" onClick={() => setState({ status: "idle" })}>
          Run Another Test
        </Button>
      </section>
    );
  }

  if (state.status === "failed") {
    return (
      <section aria-labelledby={headingId} className={`${panelClasses} mx-auto max-w-xl border-red-700`}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClasses}>
          Test Payment Failed
        </h2>
        <p className="mt-3 text-gray-900">{state.message}</p>
        <Button className="mt-6" onClick={() => setState({ status: "idle" })}>
          Try Again
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`${panelClasses} mx-auto max-w-xl`}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={headingClasses}>
        {amount} Test Payment
      </h2>
      <p className="mt-2 text-gray-800">The card below is charged {amount}. The fields start with the sandbox&apos;s approving test card.</p>
      {status.provider === "sandbox" ? (
        <div className="mt-4">
          <SandboxCardsNote />
        </div>
      ) : null}
      <div className="mt-6">
        <CardForm defaultValues={sandboxApproveCard()} onSubmit={run} submitLabel={`Charge ${amount}`} />
      </div>
    </section>
  );
}
