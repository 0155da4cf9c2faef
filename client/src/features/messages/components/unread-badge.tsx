import { cn } from "@/lib/cn";

/** A count of unread messages beside a link; nothing when there are none. The link's own label says it in words. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span aria-hidden="true" className={cn("min-w-5 rounded-full bg-red-700 px-1.5 py-0.5 text-center text-xs leading-4 font-semibold text-white", className)}>
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** "Messages, 3 unread": the accessible name of a link that carries the badge. */
export function unreadLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${count} unread` : label;
}
