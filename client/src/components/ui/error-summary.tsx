import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from "react";
import { cn } from "@/lib/cn";
import { focusElement } from "./focus-fallback";

/** One line of the summary: the message a field shows, and the id of that field (or of its group of choices). */
export interface ErrorSummaryEntry {
  id: string;
  message: string;
}

/** A message that belongs to no one field (the server's refusal), or to a field named by its `name` attribute. */
export interface ErrorSummaryExtra {
  message: string;
  /** The `name` of the control the message is about, in the same form as the summary. */
  field?: string;
}

/**
 * The state of one form's summary. Fields report their own messages (FormField does it by itself inside an
 * ErrorSummaryScope), so the summary always lists exactly what the fields say, in the order the page shows them.
 */
export interface ErrorSummaryController {
  /** The fields' messages, first field first. */
  entries: readonly ErrorSummaryEntry[];
  /** Shown from the first refused submit on (not while someone is still filling the form in for the first time). */
  isShown: boolean;
  /** A refused submit: show the summary and move the focus to it once it lists something. */
  show: () => void;
  /** Forget the refusal (e.g. the form was sent and cleared). */
  hide: () => void;
  /** What a field reports: its message, or undefined once it is right (or gone). */
  report: (id: string, message: string | undefined) => void;
  /** Increases with every show(): the summary takes the focus once per refusal. */
  focusRequest: number;
}

/** Elements first in the page first; an element no longer in the page goes last. */
function byPagePosition(a: ErrorSummaryEntry, b: ErrorSummaryEntry): number {
  const first = document.getElementById(a.id);
  const second = document.getElementById(b.id);
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The summary of one form (GOV.UK error summary): give it to an ErrorSummaryScope around the fields and to ErrorSummary.
 * `isRefused`: the page opens on a refusal (a form post the server sent back): shown, and focused once the app runs.
 */
export function useErrorSummary({ isRefused = false }: { isRefused?: boolean } = {}): ErrorSummaryController {
  const [messages, setMessages] = useState<ReadonlyMap<string, string>>(() => new Map());
  const [isShown, setShown] = useState(isRefused);
  const [focusRequest, setFocusRequest] = useState(isRefused ? 1 : 0);

  const report = useCallback((id: string, message: string | undefined) => {
    setMessages((current) => {
      if (current.get(id) === message || (!message && !current.has(id))) return current;
      const next = new Map(current);
      if (message) next.set(id, message);
      else next.delete(id);
      return next;
    });
  }, []);
  const show = useCallback(() => {
    setShown(true);
    setFocusRequest((n) => n + 1);
  }, []);
  const hide = useCallback(() => setShown(false), []);
  // Reported from the fields' effects, when their elements are in the page: the order can be read from it.
  const entries = useMemo(() => [...messages].map(([id, message]) => ({ id, message })).sort(byPagePosition), [messages]);

  return { entries, isShown, show, hide, report, focusRequest };
}

const ReportContext = createContext<ErrorSummaryController["report"] | null>(null);

/** Fields inside report their messages to `summary`. */
export function ErrorSummaryScope({ summary, children }: { summary: ErrorSummaryController; children: ReactNode }) {
  return <ReportContext.Provider value={summary.report}>{children}</ReportContext.Provider>;
}

/**
 * A field's message for the summary around it (if any): FormField calls it; a field built by hand (a group of
 * radio buttons, a checkbox list) calls it with the id of its fieldset or control.
 */
export function useErrorSummaryEntry(id: string, message: string | undefined): void {
  const report = useContext(ReportContext);
  useEffect(() => {
    // Nothing to say, nothing to update: a field without a message (every field of a page being hydrated) leaves
    // the summary's state alone, so no render is scheduled while the server's HTML is being taken over.
    if (!report || !message) return;
    report(id, message);
    return () => report(id, undefined);
  }, [report, id, message]);
}

/** The control to focus for an entry: the element itself, or the chosen (else first) control of a group. */
function controlOf(element: HTMLElement): HTMLElement | null {
  if (element.matches("input, select, textarea, button")) return element;
  return element.querySelector<HTMLElement>("input:checked") ?? element.querySelector<HTMLElement>("input, select, textarea, button") ?? element;
}

/** What tells the field's name: its label, or its group's legend (GOV.UK brings it into view with the field). */
function captionOf(element: HTMLElement, control: HTMLElement): HTMLElement | null {
  const label = [...document.querySelectorAll("label")].find((candidate) => candidate.htmlFor && candidate.htmlFor === control.id);
  return label ?? control.closest("label") ?? element.closest("fieldset")?.querySelector("legend") ?? null;
}

/** Moves the focus to the field, with its label in view above it. */
export function focusField(element: HTMLElement | null): void {
  if (!element) return;
  const control = controlOf(element);
  if (!control) return;
  const caption = captionOf(element, control);
  if (control === element && !control.matches("input, select, textarea, button, a[href], [tabindex]")) {
    focusElement(control);
    return;
  }
  control.focus({ preventScroll: Boolean(caption) });
  caption?.scrollIntoView?.({ block: "nearest" });
  control.scrollIntoView?.({ block: "nearest" });
}

/**
 * "There is a problem" and a link to each field that needs fixing (GOV.UK's error summary), at the top of a form.
 * It is an alert and takes the focus after every refused submit, so a keyboard or screen-reader user hears what
 * is wrong and reaches each field from here; each field still says its own message beside it.
 */
export function ErrorSummary({
  summary,
  extra = [],
  title = "There is a problem",
  className,
  reveal,
}: {
  summary: ErrorSummaryController;
  /** Messages no field shows (the server's answer), listed after the fields'. */
  extra?: readonly ErrorSummaryExtra[];
  title?: string;
  className?: string;
  /** Shows a field that is mounted but hidden (on another tab) before its link focuses it; must update the page at once (flushSync). */
  reveal?: (field: HTMLElement) => void;
}) {
  const titleId = useId();
  const ownRef = useRef<HTMLDivElement>(null);
  const focusedFor = useRef(0);
  const count = summary.isShown ? summary.entries.length + extra.length : 0;

  // After a refusal the fields report their messages one render later: take the focus once they are listed.
  useEffect(() => {
    if (count === 0 || summary.focusRequest <= focusedFor.current) return;
    focusedFor.current = summary.focusRequest;
    ownRef.current?.focus();
  }, [count, summary.focusRequest]);

  if (count === 0) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, find: () => HTMLElement | null) => {
    event.preventDefault();
    const field = find();
    if (field && reveal) reveal(field);
    focusField(field);
  };

  return (
    <div
      ref={ownRef}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn(
        "scroll-mt-4 rounded-md border-4 border-red-700 bg-white p-4 text-gray-900 focus:outline-3 focus:outline-offset-2 focus:outline-brand-700",
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mt-2 space-y-1">
        {summary.entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => follow(event, () => document.getElementById(entry.id))}
              className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {entry.message}
            </a>
          </li>
        ))}
        {extra.map((item, index) =>
          item.field ? (
            <li key={`extra-${index}`}>
              <a
                href={`#${item.field}`}
                onClick={(event) =>
                  follow(event, () => {
                    const form = ownRef.current?.closest("form");
                    const named = form?.querySelector<HTMLElement>(`[name="${item.field}"]`);
                    return named ?? document.getElementById(item.field!);
                  })
                }
                className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {item.message}
              </a>
            </li>
          ) : (
            <li key={`extra-${index}`} className="font-semibold text-red-800">
              {item.message}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
