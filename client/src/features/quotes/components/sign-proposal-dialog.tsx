import { createContext, useContext, useId, useRef, useState, type FormEvent } from "react";
import { SIGNATURE_CONSENT_TEXT, SIGNATURE_MESSAGES, signProposalSchema } from "@shared/rules/signatures";
import type { QuoteView } from "@shared/validators/quotes";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useSignProposal } from "../api/sign-proposal";
import { useProposalAccess } from "../proposal-access";
import { useProposalDocument } from "../use-quote-document-actions";
import { SignatureField, type SignatureFieldHandle } from "./signature-field";

type Errors = Partial<Record<"signerName" | "signaturePng" | "consent" | "form", string>>;

/**
 * The signature field the dialog shows: the drawing canvas. Client tests give a stand-in through this context (their
 * DOM cannot draw; end-to-end tests draw on the real canvas): a context rather than a module mock, because test
 * files share their modules (vite.config.ts, isolate: false) and a module mock holds only if no earlier file loaded it.
 */
export const SignatureFieldSlot = createContext<typeof SignatureField>(SignatureField);

/**
 * "Sign and accept" (docs/product/quotes-and-proposals.md, Signing a proposal): the terms in brief, from the one
 * document model, the signer's typed full name, the drawn signature (or the typed name written as one), and consent
 * to the terms in the words stored with the signature. The server checks it all again and accepts the proposal.
 */
export function SignProposalDialog({ quote, open, onOpenChange, onSigned }: { quote: QuoteView; open: boolean; onOpenChange: (open: boolean) => void; onSigned: (quote: QuoteView) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Sign and accept" description={`Proposal ${quote.number}: sign it to accept it.`} size="lg">
      {open ? <SignProposalForm quote={quote} onDone={() => onOpenChange(false)} onSigned={onSigned} /> : null}
    </Dialog>
  );
}

function SignProposalForm({ quote, onDone, onSigned }: { quote: QuoteView; onDone: () => void; onSigned: (quote: QuoteView) => void }) {
  const { doc } = useProposalDocument(quote);
  const access = useProposalAccess();
  const sign = useSignProposal(access);
  const signatureRef = useRef<SignatureFieldHandle>(null);
  const Field = useContext(SignatureFieldSlot);
  const [signerName, setSignerName] = useState("");
  const [typed, setTyped] = useState(false);
  const [consent, setConsent] = useState(false);
  const [hasSignature, setHasSignature] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const ids = { signature: useId(), signatureHelp: useId(), signatureError: useId(), consentError: useId() };

  function submit(event: FormEvent) {
    event.preventDefault();
    const png = signatureRef.current?.toPng() ?? "";
    const parsed = signProposalSchema.safeParse({ signerName, signaturePng: png, consent });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        found[key] ??= key === "signaturePng" && !png ? SIGNATURE_MESSAGES.signature : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sign.mutate(
      // The version on screen: if the business changed the proposal meanwhile, the server refuses to bind another.
      { id: quote.id, body: { signerName, signaturePng: png, consent: true, version: quote.version } },
      {
        onSuccess: (signed) => {
          toast({ title: "Proposal signed", description: `Proposal ${signed.number} is accepted. Your signed PDF is ready.` });
          onSigned(signed);
          onDone();
        },
        onError: (error) => setErrors({ form: getErrorMessage(error, "We couldn't record your signature. Please try again.") }),
      },
    );
  }

  const summary = doc.totals.filter((field) => field.label !== "Paid to date");
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <section aria-label="Terms" className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {summary.map((field) => (
            <div key={field.label}>
              <dt className="font-semibold">{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-2 list-disc space-y-0.5 pl-5">
          {doc.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      </section>

      <FormField label="Your full name" error={errors.signerName} isRequired>
        {(control) => <Input {...control} required autoComplete="name" value={signerName} onChange={(event) => setSignerName(event.target.value)} maxLength={100} />}
      </FormField>

      <div className="space-y-1.5">
        <p id={ids.signature} className="text-sm font-medium text-gray-900">
          Your signature
        </p>
        <p id={ids.signatureHelp} className="text-sm text-gray-700">
          Draw your signature in the box with a mouse, finger or pen. If you cannot draw, tick “Use my typed name as my signature”: your typed name is
          then written as your signature.
        </p>
        <Field ref={signatureRef} labelId={ids.signature} descriptionId={`${ids.signatureHelp}${errors.signaturePng ? ` ${ids.signatureError}` : ""}`} typedName={typed ? signerName : null} onChange={setHasSignature} />
        <CheckboxField label="Use my typed name as my signature" checked={typed} onChange={(event) => setTyped(event.target.checked)} />
        {errors.signaturePng ? (
          <p id={ids.signatureError} className="text-sm text-red-700">
            {errors.signaturePng}
          </p>
        ) : null}
        <span className="sr-only" aria-live="polite">
          {hasSignature ? "Signature added." : ""}
        </span>
      </div>

      <div>
        <CheckboxField label={SIGNATURE_CONSENT_TEXT} checked={consent} onChange={(event) => setConsent(event.target.checked)} aria-invalid={Boolean(errors.consent)} aria-describedby={errors.consent ? ids.consentError : undefined} className="items-start" />
        {errors.consent ? (
          <p id={ids.consentError} className="text-sm text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>

      {errors.form ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" pending={sign.isPending}>
          Sign and accept
        </Button>
      </div>
    </form>
  );
}
