import { useState, type FormEvent } from "react";
import { EVENT_TYPES } from "@shared/rules/event-types";
import { adminProposalSchema, type AdminProposalInput, type ClientSummary } from "@shared/validators/proposals";
import type { EventType } from "@shared/rules/event-types";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary } from "@/components/ui/error-summary";
import { Dialog } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, inputClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useMenuItems, type MenuItem } from "@/features/menu";
import type { BusinessSettings } from "@shared/settings/business-settings";
import { useBusinessSettings } from "@/features/company-info";
import { eventDateInputs } from "../event-date-input";
import { useClientSearch, useCreateProposal } from "../api/create-proposal";
import { menuById, ProposalLinesEditor, toLineInputs, type LineDraft } from "./proposal-lines-editor";
import { fieldErrors } from "@/lib/field-errors";
import { QUOTE_MESSAGES } from "@shared/rules/quotes";
import { QUOTE_FIELD_MESSAGES } from "../quote-wizard-rules";

interface Draft {
  clientMode: "existing" | "new";
  client: ClientSummary | null;
  name: string;
  email: string;
  phone: string;
  eventType: string;
  eventDate: string;
  eventTime: string;
  guestCount: string;
  venue: string;
  notes: string;
  lines: LineDraft[];
}

const EMPTY: Draft = {
  clientMode: "existing",
  client: null,
  name: "",
  email: "",
  phone: "",
  eventType: "",
  eventDate: "",
  eventTime: "18:00",
  guestCount: "",
  venue: "",
  notes: "",
  lines: [],
};

function toRequest(draft: Draft, settings: BusinessSettings, menu: readonly MenuItem[]): AdminProposalInput {
  return {
    client: draft.clientMode === "existing" ? { kind: "existing", id: draft.client?.id ?? 0 } : { kind: "new", name: draft.name, email: draft.email, phone: draft.phone },
    eventType: draft.eventType as EventType,
    eventDate: eventDateInputs(settings).eventStartIso(draft.eventDate, draft.eventTime),
    guestCount: Number(draft.guestCount) || 0,
    venue: draft.venue,
    notes: draft.notes,
    lines: toLineInputs(draft.lines, menuById(menu)),
  };
}

/** The shared rule's "Please fill in all required fields." read at a field says which one is empty. */
function specificErrors(errors: Record<string, string>): Record<string, string> {
  const result = { ...errors };
  for (const field of ["eventType", "eventDate"] as const) {
    if (result[field] === QUOTE_MESSAGES.missing) result[field] = QUOTE_FIELD_MESSAGES[field];
  }
  return result;
}

function ClientPicker({ draft, update, errors }: { draft: Draft; update: (change: Partial<Draft>) => void; errors: Record<string, string> }) {
  const [search, setSearch] = useState("");
  const clients = useClientSearch(search, draft.clientMode === "existing");
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-gray-900">Client</legend>
      <div className="flex flex-wrap gap-4">
        {(["existing", "new"] as const).map((mode) => (
          <label key={mode} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="client-mode" className="size-5 accent-brand-700" checked={draft.clientMode === mode} onChange={() => update({ clientMode: mode })} />
            {mode === "existing" ? "An existing client" : "A new client (we invite them)"}
          </label>
        ))}
      </div>
      {draft.clientMode === "existing" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Find a client (name, username or email)">
            {(field) => <Input {...field} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
          </FormField>
          <FormField label="Client" error={errors["client.id"] ?? errors.client} isRequired>
            {(field) => (
              <select
                {...field}
                required
                className={inputClasses}
                value={draft.client?.id ?? ""}
                onChange={(e) => update({ client: clients.data?.find((c) => c.id === Number(e.target.value)) ?? null })}
              >
                <option value="">{clients.isPending ? "Loading clients…" : "Choose a client"}</option>
                {draft.client && !clients.data?.some((c) => c.id === draft.client!.id) ? <option value={draft.client.id}>{draft.client.fullName || draft.client.username}</option> : null}
                {clients.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.fullName ? `${c.fullName} (${c.email})` : `${c.username} (${c.email})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Name" error={errors["client.name"]} isRequired>
            {(field) => <Input {...field} required autoComplete="off" value={draft.name} onChange={(e) => update({ name: e.target.value })} />}
          </FormField>
          <FormField label="Email" error={errors["client.email"] ?? errors.email} isRequired>
            {(field) => <Input {...field} required type="email" autoComplete="off" value={draft.email} onChange={(e) => update({ email: e.target.value })} />}
          </FormField>
          <FormField label="Phone" error={errors["client.phone"]} isRequired>
            {(field) => <Input {...field} required type="tel" autoComplete="off" value={draft.phone} onChange={(e) => update({ phone: e.target.value })} />}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}

/**
 * Admins: "New Proposal" prepares a proposal for a client (an existing account, or a new contact the server invites),
 * priced line by line. The total shown is the shared sum; the server computes its own and sends the proposal.
 */
export function ProposalBuilderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useErrorSummary();
  const create = useCreateProposal();
  const settings = useBusinessSettings();
  const menu = useMenuItems();
  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const set = (key: "eventType" | "eventDate" | "eventTime" | "guestCount" | "venue" | "notes") => (e: { target: { value: string } }) => update({ [key]: e.target.value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = toRequest(draft, settings, menu.data ?? []);
    const parsed = adminProposalSchema(settings).safeParse(body);
    if (!parsed.success) {
      setErrors(specificErrors(fieldErrors(parsed.error.issues, (path) => path.map(String).join("."))));
      summary.show();
      return;
    }
    setErrors({});
    create.mutate(body, {
      onSuccess: (proposal) => {
        toast({ title: "Proposal Sent", description: `${proposal.number} was sent to ${proposal.client?.fullName || proposal.client?.username || "the client"}.` });
        setDraft(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && typeof error.details.field === "string") {
          setErrors({ [error.details.field]: getErrorMessage(error, "") });
          summary.show();
        }
        toast({ title: "Proposal Not Sent", description: getErrorMessage(error, "Could not send the proposal."), variant: "destructive" });
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New Proposal" description="Prepare a priced proposal for a client. We email it to them." size="xl">
      <ErrorSummaryScope summary={summary}>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          <ErrorSummary summary={summary} />
          <ClientPicker draft={draft} update={update} errors={errors} />
          <fieldset className="grid gap-3 sm:grid-cols-3">
            <legend className="mb-2 font-semibold text-gray-900">Event</legend>
            <FormField label="Event type" error={errors.eventType} isRequired>
              {(field) => (
                <select {...field} required className={inputClasses} value={draft.eventType} onChange={set("eventType")}>
                  <option value="">Choose a type</option>
                  {EVENT_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Event date" error={errors.eventDate} isRequired>
              {(field) => <Input {...field} required type="date" value={draft.eventDate} onChange={set("eventDate")} />}
            </FormField>
            <FormField label="Start time">
              {(field) => <Input {...field} type="time" value={draft.eventTime} onChange={set("eventTime")} />}
            </FormField>
            <FormField label="Guests" error={errors.guestCount} isRequired>
              {(field) => <Input {...field} required inputMode="numeric" value={draft.guestCount} onChange={set("guestCount")} />}
            </FormField>
            <div className="sm:col-span-2">
              <FormField label="Venue" error={errors.venue}>
                {(field) => <Input {...field} value={draft.venue} onChange={set("venue")} />}
              </FormField>
            </div>
          </fieldset>
          <ProposalLinesEditor
            lines={draft.lines}
            setLines={(lines) => update({ lines })}
            guestCount={Number(draft.guestCount) || 0}
            menu={menu.data ?? []}
            menuPending={menu.isPending}
            errors={errors}
          />
          <FormField label="Notes for the client" error={errors.notes}>
            {(field) => <textarea {...field} rows={3} maxLength={2000} className={inputClasses} value={draft.notes} onChange={set("notes")} />}
          </FormField>
          <div className="flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={create.isPending}>
              {create.isPending ? "Sending..." : "Send Proposal"}
            </Button>
          </div>
        </form>
      </ErrorSummaryScope>
    </Dialog>
  );
}
