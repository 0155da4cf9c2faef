import { useCallback, useState } from "react";
import type { EventType } from "@shared/rules/event-types";
import { ITEMS_PER_PACKAGE, QUOTE_MESSAGES, quoteMessages, type CreateQuoteRequest } from "@shared/rules/quotes";
import { useBusinessSettings } from "@/features/company-info";
import { toastQuoteInvalid } from "./quote-toasts";
import {
  buildQuoteRequest,
  emptyDraft,
  FIELD_STEP,
  fieldMessage,
  STEP_COUNT,
  validateStep,
  type DraftField,
  type PackageChoice,
  type QuoteDraft,
  type StepIssue,
  type StepNumber,
} from "./quote-wizard-rules";

export type FieldErrors = Partial<Record<DraftField, string>>;

type TextField = Exclude<DraftField, "guestCount" | "menuItemIds">;

export interface QuoteWizard {
  step: StepNumber;
  draft: QuoteDraft;
  errors: FieldErrors;
  /** How many times a step was refused: the error summary shows and takes the focus each time. */
  refusals: number;
  setField: <F extends TextField>(field: F, value: QuoteDraft[F]) => void;
  /** A typed guest count: kept when it reaches the minimum, ignored below it. */
  typeGuestCount: (value: number) => void;
  /** Leaving the guest count field below the minimum resets it to the minimum and says why. */
  leaveGuestCount: (value: number) => void;
  /** Selects or clears an item; a sixth is refused with a toast. */
  toggleItem: (id: number) => void;
  /** Checks the current step; moves on (never past the last) or shows why not. */
  next: () => boolean;
  /** One step back, never before the first. */
  previous: () => void;
  /** Checks everything and gives the request, or shows the first refusal on its step. */
  prepareRequest: (itemNames: readonly string[]) => CreateQuoteRequest | null;
}

const toErrors = (issues: StepIssue[]): FieldErrors => Object.fromEntries(issues.map((i) => [i.field, fieldMessage(i)]));

/** The state of the 5-step package quote, shared by the catering order wizard and the /quote page. */
export function useQuoteWizard({
  initialEventType,
  initialPackage,
  isVisitor,
}: {
  initialEventType?: EventType;
  initialPackage?: PackageChoice;
  isVisitor: boolean;
}): QuoteWizard {
  const settings = useBusinessSettings();
  const { booking } = settings;
  const [step, setStep] = useState<StepNumber>(1);
  const [draft, setDraft] = useState<QuoteDraft>(() => emptyDraft(booking, { eventType: initialEventType, menuPackage: initialPackage }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusals, setRefusals] = useState(0);

  const clearError = useCallback((...fields: DraftField[]) => {
    setErrors((current) => {
      if (!fields.some((f) => current[f])) return current;
      const rest = { ...current };
      for (const f of fields) delete rest[f];
      return rest;
    });
  }, []);

  /** Inline messages for every refusal; one toast at a time for the first. */
  const refuse = (issues: StepIssue[]) => {
    setErrors(toErrors(issues));
    setRefusals((count) => count + 1);
    toastQuoteInvalid(issues[0].title, issues[0].message);
  };

  const setField: QuoteWizard["setField"] = (field, value) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // The date's message belongs to the date and time together.
    clearError(field, ...(field === "eventTime" || field === "eventDate" ? (["eventDate", "eventTime"] as const) : []));
  };

  const typeGuestCount = (value: number) => {
    if (!Number.isInteger(value) || value < booking.minGuests) return;
    setDraft((d) => ({ ...d, guestCount: value }));
    clearError("guestCount");
  };

  const leaveGuestCount = (value: number) => {
    if (Number.isInteger(value) && value >= booking.minGuests) return;
    setDraft((d) => ({ ...d, guestCount: booking.minGuests }));
    setErrors((current) => ({ ...current, guestCount: quoteMessages(booking).wizardMinGuests }));
  };

  const toggleItem = (id: number) => {
    if (draft.menuItemIds.includes(id)) {
      setDraft((d) => ({ ...d, menuItemIds: d.menuItemIds.filter((x) => x !== id) }));
      return;
    }
    if (draft.menuItemIds.length >= ITEMS_PER_PACKAGE) {
      toastQuoteInvalid(QUOTE_MESSAGES.maxItemsTitle, QUOTE_MESSAGES.maxItems);
      return;
    }
    setDraft((d) => ({ ...d, menuItemIds: [...d.menuItemIds, id] }));
    clearError("menuItemIds");
  };

  const next = () => {
    const issues = validateStep(step, draft, { isVisitor, settings });
    if (issues.length) {
      refuse(issues);
      return false;
    }
    setErrors({});
    setStep((s) => Math.min(STEP_COUNT, s + 1) as StepNumber);
    return true;
  };

  const previous = () => setStep((s) => Math.max(1, s - 1) as StepNumber);

  const prepareRequest = (itemNames: readonly string[]) => {
    const built = buildQuoteRequest(draft, itemNames, { isVisitor, settings });
    if (built.ok) return built.request;
    refuse(built.issues);
    setStep(FIELD_STEP[built.issues[0].field]);
    return null;
  };

  return { step, draft, errors, refusals, setField, typeGuestCount, leaveGuestCount, toggleItem, next, previous, prepareRequest };
}
