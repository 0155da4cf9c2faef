import { useId, useState, type FormEvent } from "react";
import { EVENT_TYPES } from "@shared/rules/event-types";
import { formatCents, decimalToCents } from "@shared/rules/money";
import { parsePriceText } from "@shared/rules/pricing";
import { PROPOSAL_LINE_KINDS, proposalTotalCents, type ProposalLineKind } from "@shared/rules/proposals";
import { adminProposalSchema, type AdminProposalInput, type ClientSummary } from "@shared/validators/proposals";
import type { EventType } from "@shared/rules/event-types";
import { Button } from "@/components/ui/button";
import { ErrorSummary, ErrorSummaryScope, useErrorSummary, useErrorSummaryEntry } from "@/components/ui/error-summary";
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
import { fieldErrors } from "@/lib/field-errors";
import { QUOTE_MESSAGES } from "@shared/rules/quotes";
import { QUOTE_FIELD_MESSAGES } from "../quote-wizard-rules";

interface LineDraft {
  key: number;
  kind: ProposalLineKind;
  menuItemId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
}

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

let nextKey = 1;
const newLine = (line: Partial<LineDraft> = {}): LineDraft => ({ key: nextKey++, kind: "other", menuItemId: null, description: "", quantity: "1", unitPrice: "", ...line });

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

/** A dish's first listed price as the line's starting unit price ("" for market value: the business prices it). */
function startingPrice(item: MenuItem): string {
  const parsed = parsePriceText(item.price);
  return parsed?.kind === "fixed" ? (parsed.options[0].cents / 100).toFixed(2) : "";
}

function toRequest(draft: Draft, settings: BusinessSettings): AdminProposalInput {
  return {
    client: draft.clientMode === "existing" ? { kind: "existing", id: draft.client?.id ?? 0 } : { kind: "new", name: draft.name, email: draft.email, phone: draft.phone },
    eventType: draft.eventType as EventType,
    eventDate: eventDateInputs(settings).eventStartIso(draft.eventDate, draft.eventTime),
    guestCount: Number(draft.guestCount) || 0,
    venue: draft.venue,
    notes: draft.notes,
    lines: draft.lines.map((l) => ({ kind: l.kind, menuItemId: l.menuItemId, description: l.description, quantity: Number(l.quantity) || 0, unitPrice: l.unitPrice })),
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

function LinesEditor({ lines, setLines, errors }: { lines: LineDraft[]; setLines: (lines: LineDraft[]) => void; errors: Record<string, string> }) {
  const menu = useMenuItems();
  const dishes = (menu.data ?? []).filter((item) => item.isActive);
  const change = (key: number, patch: Partial<LineDraft>) => setLines(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const totalCents = proposalTotalCents(lines.map((l) => ({ quantity: Number(l.quantity) || 0, unitPriceCents: decimalToCents(l.unitPrice.trim()) ?? 0 })));
  const groupId = useId();
  useErrorSummaryEntry(groupId, errors.lines);
  return (
    <fieldset id={groupId} className="space-y-3">
      <legend className="font-semibold text-gray-900">Lines</legend>
      {errors.lines ? <p className="text-sm text-red-700">{errors.lines}</p> : null}
      <ol className="space-y-3">
        {lines.map((line, index) => (
          <li key={line.key} className="grid gap-2 rounded-md border border-gray-200 p-3 sm:grid-cols-[8rem_1fr_5rem_7rem_auto] sm:items-end">
            <FormField label={`Line ${index + 1} kind`}>
              {(field) => (
                <select {...field} className={inputClasses} value={line.kind} onChange={(e) => change(line.key, { kind: e.target.value as ProposalLineKind })}>
                  {PROPOSAL_LINE_KINDS.map((k) => (
                    <option key={k.value} value={k.value}>
                      {k.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={`Line ${index + 1} description`} error={errors[`lines.${index}.description`]}>
              {(field) => <Input {...field} value={line.description} onChange={(e) => change(line.key, { description: e.target.value })} />}
            </FormField>
            <FormField label="Quantity" error={errors[`lines.${index}.quantity`]}>
              {(field) => <Input {...field} inputMode="numeric" value={line.quantity} onChange={(e) => change(line.key, { quantity: e.target.value })} />}
            </FormField>
            <FormField label="Unit price ($)" error={errors[`lines.${index}.unitPrice`]}>
              {(field) => <Input {...field} inputMode="decimal" value={line.unitPrice} onChange={(e) => change(line.key, { unitPrice: e.target.value })} />}
            </FormField>
            <Button type="button" variant="secondary" size="sm" onClick={() => setLines(lines.filter((l) => l.key !== line.key))} aria-label={`Remove line ${index + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Add a dish from the menu">
          {(field) => (
            <select
              {...field}
              className={inputClasses}
              value=""
              onChange={(e) => {
                const item = dishes.find((d) => d.id === Number(e.target.value));
                if (item) setLines([...lines, newLine({ kind: "menu", menuItemId: item.id, description: item.name, unitPrice: startingPrice(item) })]);
              }}
            >
              <option value="">{menu.isPending ? "Loading the menu…" : "Choose a dish"}</option>
              {dishes.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} — {item.price}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="button" variant="secondary" onClick={() => setLines([...lines, newLine()])}>
          Add Line
        </Button>
      </div>
      <p className="text-right text-lg font-semibold text-gray-900" aria-live="polite">
        Total: {formatCents(totalCents)}
      </p>
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
  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const set = (key: "eventType" | "eventDate" | "eventTime" | "guestCount" | "venue" | "notes") => (e: { target: { value: string } }) => update({ [key]: e.target.value });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = toRequest(draft, settings);
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
          <LinesEditor lines={draft.lines} setLines={(lines) => update({ lines })} errors={errors} />
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
