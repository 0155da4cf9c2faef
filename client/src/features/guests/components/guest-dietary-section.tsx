import { useId, useState, type FormEvent } from "react";
import { allergenLabel, ALLERGENS } from "@shared/menu/allergens";
import { dietaryLabel } from "@shared/menu/categories";
import { GUEST_DIETARY_CHOICES } from "@shared/rules/guests";
import { GUEST_INVITATIONS_MAX, GUEST_LINK_MESSAGES, splitEmailList, type GuestListView } from "@shared/validators/guests";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { copyText } from "@/components/ui/copy-text";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { useBusinessDates } from "@/features/company-info";
import { getErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useCreateGuestLink, useGuestList, useInviteGuests, useRenewGuestLink } from "../api";

/**
 * "Guest dietary needs" on a confirmed event's proposal (docs/product/client-portal.md): the link to share, how many
 * guests answered, the tally (shared/rules/guest-tally.ts, counted by the server) and each guest's needs, and a form
 * that emails the link to guests who have not answered. For the event's client and admins.
 */
export function GuestDietarySection({ quoteId }: { quoteId: number }) {
  const headingId = useId();
  const list = useGuestList(quoteId);
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-5">
      <h3 id={headingId} className="font-display text-xl font-bold text-brand-900">
        Guest dietary needs
      </h3>
      {list.isPending ? (
        <Spinner label="Loading guests' dietary needs" className="py-6" />
      ) : list.isError ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-gray-900">
          {getErrorMessage(list.error, "We couldn't load the guests' answers.")}{" "}
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()} pending={list.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <GuestList quoteId={quoteId} list={list.data} />
      )}
    </section>
  );
}

function GuestList({ quoteId, list }: { quoteId: number; list: GuestListView }) {
  const dates = useBusinessDates();
  const create = useCreateGuestLink(quoteId);
  const renew = useRenewGuestLink(quoteId);
  const [confirmingRenewal, setConfirmingRenewal] = useState(false);
  const { tally, responses } = list;
  const dietary = GUEST_DIETARY_CHOICES.filter((choice) => tally.dietary[choice] > 0);
  const allergens = ALLERGENS.filter((allergen) => tally.allergens[allergen] > 0);
  return (
    <div className="mt-3 space-y-4 text-sm text-gray-900">
      <p>
        Share one link with your guests: each tells us their dietary needs and allergies, no account needed.{" "}
        {list.open ? `The link closes on ${dates.formatLongDate(list.closesAt)}, when the final guest count is due.` : `The guest list is closed: the final guest count was due ${dates.formatLongDate(list.closesAt)}.`}
      </p>
      {list.url ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FormField label="Guest link">
              {(field) => <Input {...field} value={list.url ?? ""} readOnly onFocus={(e) => e.currentTarget.select()} />}
            </FormField>
          </div>
          <Button variant="secondary" onClick={() => void copyText(list.url!, "The guest link")}>
            Copy guest link
          </Button>
          {list.open ? (
            <Button variant="secondary" onClick={() => setConfirmingRenewal(true)}>
              Replace guest link
            </Button>
          ) : null}
          <ConfirmDialog
            open={confirmingRenewal}
            onOpenChange={setConfirmingRenewal}
            title="Replace the guest link?"
            message="The link you shared stops working at once; guests who have answered keep their answers. Share the new link with those who have not."
            confirmLabel="Replace link"
            pending={renew.isPending}
            onConfirm={() =>
              renew.mutate(undefined, {
                onSuccess: () => {
                  setConfirmingRenewal(false);
                  toast({ title: "Guest link replaced", description: "The old link no longer works. Share the new one." });
                },
                onError: (error) => toast({ title: "Link not replaced", description: getErrorMessage(error, "We couldn't replace the link. Please try again."), variant: "destructive" }),
              })
            }
          />
        </div>
      ) : list.open ? (
        <div>
          <Button onClick={() => create.mutate()} pending={create.isPending}>
            Create guest link
          </Button>
          {create.isError ? (
            <p role="alert" className="mt-2 text-red-800">
              {getErrorMessage(create.error, "We couldn't create the link. Please try again.")}
            </p>
          ) : null}
        </div>
      ) : null}

      <p className="font-semibold">
        {tally.answered} of {list.guestCount} guests answered
      </p>
      {tally.answered > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Counts title="Dietary choices" rows={dietary.map((choice) => [dietaryLabel(choice), tally.dietary[choice]])} none="No dietary choices" />
          <Counts title="Allergies" rows={allergens.map((allergen) => [allergenLabel(allergen), tally.allergens[allergen]])} none="No allergies" />
        </div>
      ) : null}
      {responses.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">Each guest's dietary needs</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-3">Guest</th>
                <th scope="col" className="py-2 pr-3">Dietary choices</th>
                <th scope="col" className="py-2 pr-3">Allergies</th>
                <th scope="col" className="py-2">Notes</th>
              </tr>
            </thead>
            <tbody>
              {responses.map((guest) => (
                <tr key={guest.id} className="border-b border-gray-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">{guest.name}</th>
                  <td className="py-2 pr-3">{guest.dietary.map(dietaryLabel).join(", ") || "None"}</td>
                  <td className="py-2 pr-3">{guest.allergens.map(allergenLabel).join(", ") || "None"}</td>
                  <td className="py-2 whitespace-pre-wrap">{guest.notes || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.open ? <ChaseGuests quoteId={quoteId} /> : null}
    </div>
  );
}

function Counts({ title, rows, none }: { title: string; rows: [string, number][]; none: string }) {
  return (
    <div>
      <h4 className="font-semibold">{title}</h4>
      {rows.length ? (
        <ul className="mt-1 space-y-0.5">
          {rows.map(([label, count]) => (
            <li key={label}>
              {label}: {count}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-gray-800">{none}</p>
      )}
    </div>
  );
}

/** "Chase missing guests": the link emailed to the addresses typed (the server keeps none of them). */
function ChaseGuests({ quoteId }: { quoteId: number }) {
  const invite = useInviteGuests(quoteId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const emails = splitEmailList(text);
    if (emails.length === 0) return setProblem(GUEST_LINK_MESSAGES.noEmails);
    if (emails.length > GUEST_INVITATIONS_MAX) return setProblem(`At most ${GUEST_INVITATIONS_MAX} addresses at a time`);
    setProblem(null);
    invite.mutate(
      { emails },
      {
        onSuccess: (answer) => {
          setText("");
          setDone(answer.message);
        },
        onError: (error) => setProblem(getErrorMessage(error, "We couldn't send the invitations. Please try again.")),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2 rounded-md border border-gray-200 p-3">
      <h4 className="font-semibold">Chase missing guests</h4>
      <FormField label="Guest email addresses" error={problem ?? undefined} describedBy={`guest-emails-hint-${quoteId}`}>
        {(field) => <textarea {...field} value={text} onChange={(e) => setText(e.target.value)} rows={3} className={cn(inputClasses, "min-h-20")} />}
      </FormField>
      <p id={`guest-emails-hint-${quoteId}`} className="text-gray-800">
        Separate addresses with commas or new lines. We email each guest the link and keep no address.
      </p>
      <Button type="submit" variant="secondary" pending={invite.isPending}>
        Email the guest link
      </Button>
      {done ? (
        <p role="status" className="text-green-800">
          {done}
        </p>
      ) : null}
    </form>
  );
}
