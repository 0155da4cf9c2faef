import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

const CLAMPS = { 2: "line-clamp-2", 3: "line-clamp-3" } as const;

/**
 * A card's text cut to a few lines, with a Show more button whenever it does not fit (WCAG 1.4.12): a reader's own
 * text spacing (taller lines, wider letters and words) makes the same text need more lines, and a cut with no way to
 * read the rest would hide it. The whole text is in the page either way, so screen readers read all of it.
 * `about` names what the text describes, for the button's accessible name ("Show more about Brunch Table").
 */
export function ClampedText({ text, lines, about, className }: { text: string; lines: keyof typeof CLAMPS; about: string; className?: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [isExpanded, setExpanded] = useState(false);
  const [isCut, setCut] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || isExpanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    // Text spacing changes the line height, and so the clamped box's size: measured again then, and on resizes.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, isExpanded]);

  return (
    <div className={className}>
      <p ref={ref} className={cn("text-sm", !isExpanded && CLAMPS[lines])}>
        {text}
      </p>
      {isCut || isExpanded ? (
        <button
          type="button"
          aria-expanded={isExpanded}
          onClick={() => setExpanded((expanded) => !expanded)}
          className="mt-1 min-h-6 rounded-sm text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {isExpanded ? "Show less" : "Show more"}
          <span className="sr-only"> about {about}</span>
        </button>
      ) : null}
    </div>
  );
}
