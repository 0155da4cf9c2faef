import { cn } from "@/lib/cn";

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

/** The heart on a card: a toggle (aria-pressed) that adds the item to, or removes it from, the user's favorites. */
export function FavoriteButton({
  name,
  isFavorite,
  disabled,
  onToggle,
  className,
}: {
  name: string;
  isFavorite: boolean;
  disabled?: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "inline-flex size-11 items-center justify-center rounded-full bg-white shadow-md hover:bg-brand-50",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70",
        isFavorite ? "text-red-700" : "text-gray-800",
        className,
      )}
    >
      <HeartIcon filled={isFavorite} />
    </button>
  );
}
