import { PASSWORD_REQUIREMENTS } from "@shared/rules/password";
import { cn } from "@/lib/cn";

/**
 * The live list of password rules. Each item is its own atomic part of a polite live region, so a rule that
 * becomes met (or unmet) is read out whole: "One number: requirement met".
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const titleId = `${id}-title`;
  return (
    <div id={id} className="rounded-md bg-gray-50 p-3">
      <p id={titleId} className="text-sm font-medium text-gray-900">
        Password requirements
      </p>
      <ul aria-labelledby={titleId} aria-live="polite" className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const isMet = requirement.test(password);
          return (
            <li
              key={requirement.id}
              aria-atomic="true"
              data-met={isMet}
              className={cn("flex items-center gap-2", isMet ? "text-green-800" : "text-gray-700")}
            >
              {isMet ? <CheckIcon /> : <DotIcon />}
              <span>{requirement.label}</span>
              <span className="sr-only">{isMet ? ": requirement met" : ": requirement not met"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M3 8.5l3 3 7-7" />
    </svg>
  );
}

function DotIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.5">
      <circle cx="8" cy="8" r="5" />
    </svg>
  );
}
