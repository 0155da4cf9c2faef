import { useId } from "react";
import { Link, useLocation } from "wouter";
import { paths, publicSitePaths } from "@/lib/paths";
import { Button } from "@/components/ui/button";
import { SwitchIcon } from "@/components/ui/icons";
import { useUser } from "@/features/auth/api/get-me";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { ROLE_LABELS } from "@/features/auth/role-labels";
import { cn } from "@/lib/cn";
import { useFeatureSettings } from "@/features/company-info";
import { UnreadBadge, unreadLabel, useUnreadMessages } from "@/features/messages";
import { adminNavItems, isCurrent, portalNavItems, type NavItem } from "./nav-items";

const linkClasses =
  "block rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function NavList({
  items,
  location,
  onNavigate,
  labelledBy,
  unread = {},
}: {
  items: readonly NavItem[];
  location: string;
  onNavigate?: () => void;
  labelledBy?: string;
  /** Unread counts by link (the Messages entry). */
  unread?: Record<string, number>;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-0.5">
      {items.map(({ label, href }) => {
        const current = isCurrent(location, href);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              aria-label={unread[href] ? unreadLabel(label, unread[href]) : undefined}
              className={cn(linkClasses, "flex items-center justify-between gap-2", current && "bg-brand-700 text-white hover:bg-brand-700 hover:text-white")}
            >
              {label}
              <UnreadBadge count={unread[href] ?? 0} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The signed-in side navigation: role badge, the portal's pages (admin tools for admins only), Switch View
 * between the portal and the public site, and Logout. `onNavigate` lets the mobile drawer close itself.
 */
export function PortalSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const [location, navigate] = useLocation();
  const { data: user } = useUser();
  const { data: unread } = useUnreadMessages({ enabled: Boolean(user) });
  const { signOut, isSigningOut } = useSignOut();
  const { services } = useFeatureSettings();
  const adminHeadingId = useId();
  const switchHintId = useId();
  if (!user) return null;

  const isAdmin = user.role === "admin";
  const onPublicSite = publicSitePaths.includes(location);

  return (
    <nav aria-label="Portal" className="flex min-h-full flex-col gap-5 p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-gray-900">My Portal</p>
        <span
          className={cn(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            isAdmin ? "bg-brand-700 text-white" : "bg-brand-100 text-brand-900",
          )}
        >
          <span className="sr-only">Role: </span>
          {ROLE_LABELS[user.role]}
        </span>
      </div>

      <NavList
        items={portalNavItems.filter((item) => !item.service || isAdmin || services[item.service])}
        location={location}
        onNavigate={onNavigate}
        unread={{ [paths.messages]: unread?.total ?? 0 }}
      />

      {isAdmin ? (
        <div>
          <h2 id={adminHeadingId} className="mb-1 px-3 text-xs font-semibold tracking-wide text-gray-700 uppercase">
            Admin tools
          </h2>
          <NavList items={adminNavItems} location={location} onNavigate={onNavigate} labelledBy={adminHeadingId} />
        </div>
      ) : null}

      <div className="mt-auto flex flex-col gap-2 border-t border-gray-200 pt-4">
        <Button
          variant="secondary"
          aria-describedby={switchHintId}
          onClick={() => {
            onNavigate?.();
            navigate(onPublicSite ? paths.dashboard : paths.home);
          }}
        >
          <SwitchIcon />
          Switch View
        </Button>
        <p id={switchHintId} className="text-center text-xs text-gray-700">
          {onPublicSite ? "Back to your portal" : "Go to the public site"}
        </p>
        <Button onClick={signOut} pending={isSigningOut}>
          Logout
        </Button>
      </div>
    </nav>
  );
}
