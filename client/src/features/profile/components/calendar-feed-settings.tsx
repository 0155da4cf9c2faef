import { useId, useRef, useState } from "react";
import { googleCalendarUrl, webcalUrl } from "@shared/rules/calendar-events";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { copyText } from "@/components/ui/copy-text";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed";
import { CALENDAR_FEED_CONTENT as TEXT } from "../calendar-feed-content";

/**
 * The user's private calendar feed (profile → Settings): make it, copy its URL, subscribe from a calendar app, make a
 * new URL or revoke it. An admin's holds every confirmed event, a client's their own (docs/product/client-portal.md).
 */
export function CalendarFeedSettings({ isAdmin }: { isAdmin: boolean }) {
  const headingId = useId();
  const urlId = useId();
  const hintId = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<"replace" | "revoke" | null>(null);
  // Revoking removes the buttons that opened the dialog: the focus goes back to the section's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);

  const failed = (error: unknown) => toast({ title: TEXT.failedToast, description: getErrorMessage(error, TEXT.failed), variant: "destructive" });

  function makeFeed(replacing: boolean) {
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast(replacing ? { title: TEXT.replacedToast, description: TEXT.replacedToastText } : { title: TEXT.createdToast, description: TEXT.createdToastText });
      },
      onError: failed,
    });
  }

  function revokeFeed() {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: TEXT.revokedToast, description: TEXT.revokedToastText });
      },
      onError: failed,
    });
  }

  const current = feed.data?.feed ?? null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900">
        {TEXT.heading}
      </h2>
      <p className="text-gray-800">{isAdmin ? TEXT.introAdmin : TEXT.introClient}</p>
      <p className="text-gray-800">{TEXT.privacy}</p>
      {feed.isPending ? (
        <Spinner />
      ) : feed.isError ? (
        <p className="text-red-700">{TEXT.loadFailed}</p>
      ) : current === null ? (
        <div className="space-y-3">
          <p className="text-gray-800">{TEXT.none}</p>
          <Button pending={create.isPending} onClick={() => makeFeed(false)}>
            {TEXT.create}
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          <div>
            <label htmlFor={urlId} className="block font-medium text-gray-900">
              {TEXT.urlLabel}
            </label>
            <input
              id={urlId}
              type="text"
              readOnly
              value={current.url}
              aria-describedby={hintId}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900"
            />
            <p id={hintId} className="mt-1 text-sm text-gray-800">
              {TEXT.refresh} {TEXT.subscribeHint}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copyText(current.url, TEXT.copyWhat)}>
              {TEXT.copy}
            </Button>
            <a href={webcalUrl(current.url)} className={buttonClasses({ variant: "secondary" })}>
              {TEXT.subscribe}
            </a>
            <a href={googleCalendarUrl(current.url)} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "secondary" })}>
              {TEXT.google}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Button variant="secondary" onClick={() => setConfirming("replace")}>
              {TEXT.replace}
            </Button>
            <Button variant="secondary" className="border-red-700 text-red-700 hover:bg-red-50" onClick={() => setConfirming("revoke")}>
              {TEXT.revoke}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming === "replace"}
        onOpenChange={(open) => setConfirming(open ? "replace" : null)}
        title={TEXT.replaceTitle}
        message={TEXT.replaceMessage}
        confirmLabel={TEXT.replaceConfirm}
        pending={create.isPending}
        onConfirm={() => makeFeed(true)}
      />
      <ConfirmDialog
        open={confirming === "revoke"}
        onOpenChange={(open) => setConfirming(open ? "revoke" : null)}
        title={TEXT.revokeTitle}
        message={TEXT.revokeMessage}
        confirmLabel={TEXT.revokeConfirm}
        pending={revoke.isPending}
        onConfirm={revokeFeed}
        returnFocusRef={headingRef}
      />
    </section>
  );
}
