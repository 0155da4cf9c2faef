import { cn } from "@/lib/cn";

/**
 * A status region named `label`, so assistive technology hears what is loading. It stands still when the system
 * asks for reduced motion (WCAG 2.3.3): the ring and the label still say that something is loading.
 */
export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn("flex items-center justify-center p-8", className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 animate-spin text-brand-700 motion-reduce:animate-none" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </div>
  );
}
