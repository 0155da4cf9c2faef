import { useId, useRef, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { sendMessageRequestSchema } from "@shared/validators/messages";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope } from "@/components/ui/error-summary";
import { ERROR_SUMMARY_FORM_OPTIONS, useFormErrorSummary } from "@/components/ui/use-form-error-summary";
import { FormField } from "@/components/ui/form-field";
import { inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useSendMessage } from "../api/send-message";

/** The server's rule for the text (required, not only spaces, at most 5000 characters), checked before sending too. */
const composerSchema = sendMessageRequestSchema.pick({ content: true });
type ComposerValues = { content: string };

const MAX_LENGTH = 5000;

/**
 * The send box of one quote's conversation. Enter sends; Shift+Enter starts a new line. A visitor's box sends
 * through their proposal's link (`proposalToken`).
 */
export function MessageComposer({ quoteId, proposalToken }: { quoteId: number; proposalToken?: string }) {
  const hintId = useId();
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ComposerValues, unknown, ComposerValues>({ resolver: zodResolver(composerSchema), defaultValues: { content: "" }, ...ERROR_SUMMARY_FORM_OPTIONS });
  const { summary, submit } = useFormErrorSummary(handleSubmit);

  const send = useSendMessage({
    onSuccess: () => {
      reset({ content: "" });
      toast({ title: "Message sent" });
      textareaRef.current?.focus();
    },
    onError: (error) => {
      // What was typed stays in the box, to send again.
      toast({ title: "Error", description: getErrorMessage(error, "Your message could not be sent. Please try again."), variant: "destructive" });
    },
  });

  const onSubmit = submit(({ content }) => {
    if (!send.isPending) send.mutate({ quoteId, content, proposalToken });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  const { ref, ...field } = register("content");
  return (
    <ErrorSummaryScope summary={summary}>
      <form onSubmit={onSubmit} noValidate className="space-y-2">
        <ErrorSummary summary={summary} />
        <FormField label="Your message" error={errors.content?.message} describedBy={hintId}>
          {(control) => (
            <textarea
              {...control}
              {...field}
              ref={(element) => {
                ref(element);
                textareaRef.current = element;
              }}
              onKeyDown={onKeyDown}
              rows={3}
              maxLength={MAX_LENGTH}
              className={cn(inputClasses, "min-h-20 resize-y")}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-gray-700">
            Press Enter to send, Shift+Enter for a new line.
          </p>
          <Button type="submit" pending={send.isPending}>
            {send.isPending ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
    </ErrorSummaryScope>
  );
}
