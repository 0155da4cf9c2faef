import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { Link, useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";
import { CartIcon, CloseIcon, MenuIcon, MessagesIcon } from "@/components/ui/icons";
import { useFeatureSettings } from "@/features/company-info";
import { useUser } from "@/features/auth/api/get-me";
import { AccountNav } from "@/features/auth/components/account-nav";
import { RoleSwitch } from "@/features/auth/components/role-switch";
import { useCart } from "@/features/cart/cart-store";
import { UnreadBadge, unreadLabel, useUnreadMessages } from "@/features/messages";
import { useCateringWizard } from "@/features/quotes/catering-wizard-context";
import { SystemStatus } from "@/features/health/components/system-status";
import { cn } from "@/lib/cn";
import { isCurrent, mainNavItems } from "./nav-items";

const LOGO_SRC = "/images/logo.svg";
const MOBILE_MENU_ID = "site-menu";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Brand() {
  const [logoFailed, setLogoFailed] = useState(false);
  const onLogoError = (event: SyntheticEvent<HTMLImageElement>) => {
    // Only logged: a missing logo must not look like an error to the visitor.
    console.warn(`Logo failed to load: ${event.currentTarget.src}`);
    setLogoFailed(true);
  };
  return (
    <Link href={paths.home} className={cn("flex min-w-0 items-center gap-2 rounded-md", focusRing)}>
      {logoFailed ? null : <img src={LOGO_SRC} alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" onError={onLogoError} />}
      <span className="truncate font-display text-lg font-bold text-brand-700 sm:text-xl">Creative Cuisines</span>
    </Link>
  );
}

function CartLink() {
  const { itemCount } = useCart();
  const label = `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}`;
  return (
    <Link
      href={paths.cart}
      aria-label={label}
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-medium text-gray-900 hover:border-brand-700 hover:text-brand-700",
        focusRing,
      )}
    >
      <CartIcon />
      <span className="hidden sm:inline">Cart</span>
      <span aria-hidden="true" className="min-w-5 rounded-full bg-brand-700 px-1.5 py-0.5 text-center text-xs leading-4 font-semibold text-white">
        {itemCount}
      </span>
    </Link>
  );
}

/** For a signed-in user: Messages, with the number of unread messages (kept fresh by the live stream). */
function MessagesLink() {
  const { data: unread } = useUnreadMessages({ enabled: true });
  const count = unread?.total ?? 0;
  return (
    <Link
      href={paths.messages}
      aria-label={unreadLabel("Messages", count)}
      className={cn(
        "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-medium text-gray-900 hover:border-brand-700 hover:text-brand-700",
        focusRing,
      )}
    >
      <MessagesIcon />
      <span className="hidden sm:inline">Messages</span>
      <UnreadBadge count={count} />
    </Link>
  );
}

/**
 * Book Now: a signed-in client opens the catering order wizard (unless the business turned it off in Feature
 * Manager → Book Now); a visitor goes to the quote form. Admins get Add/Edit Menu Item (the menu manager) instead.
 */
function BookLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { data: user } = useUser();
  const { openWizard } = useCateringWizard();
  const { booking } = useFeatureSettings();
  if (user?.role === "admin") {
    return (
      <Link href={paths.menuManager} onClick={onNavigate} className={buttonClasses({ size: "sm", className })}>
        Add/Edit Menu Item
      </Link>
    );
  }
  if (user && booking.wizardEnabled) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        // The mobile menu stays open behind the wizard, so closing the wizard returns the focus to this button.
        onClick={() => openWizard()}
        className={buttonClasses({ size: "sm", className })}
      >
        Book Now
      </button>
    );
  }
  return (
    <Link href={paths.quote} onClick={onNavigate} className={buttonClasses({ size: "sm", className })}>
      Book Now
    </Link>
  );
}

/**
 * The top bar on every page. From md up it is two rows: brand, cart and account; then the links and actions.
 * Below md the links, actions and account fold into one panel behind the Menu button. The panel's contents
 * exist once in the page (the panel uses `display: contents` on wider screens), so nothing is duplicated.
 */
export function SiteHeader() {
  const [location] = useLocation();
  const { data: user } = useUser();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const { services } = useFeatureSettings();
  const menuOpen = menuOpenAt === location;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeMenu = () => setMenuOpenAt(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the topmost layer only: a dialog opened from the menu (the wizard) has handled it already
      // (Radix marks the event), and the menu stays open so the focus returns to the button that opened it.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpenAt(null);
      const active = document.activeElement;
      if (active && panelRef.current?.contains(active)) toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-4 py-3 md:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="col-start-1 row-start-1 min-w-0">
          <Brand />
        </div>

        <div className="col-start-2 row-start-1 flex items-center gap-2 justify-self-end">
          {user ? <MessagesLink /> : null}
          <CartLink />
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenAt(menuOpen ? null : location)}
            className={cn(
              "inline-flex min-h-10 items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 text-sm font-medium text-gray-900 hover:border-brand-700 hover:text-brand-700 md:hidden",
              focusRing,
            )}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            {/* On the narrowest phones the icon alone leaves the brand room; the name stays "Menu". */}
            <span className="sr-only min-[400px]:not-sr-only">Menu</span>
          </button>
        </div>

        <div
          id={MOBILE_MENU_ID}
          ref={panelRef}
          className={cn(
            "col-span-2 row-start-2 flex-col gap-4 border-t border-gray-200 pt-3 pb-1 md:contents",
            menuOpen ? "flex" : "hidden",
          )}
        >
          <div className="md:col-start-3 md:row-start-1 md:justify-self-end">
            <AccountNav stacked={menuOpen} onNavigate={closeMenu} />
          </div>

          <div className="flex flex-col gap-4 md:col-span-3 md:row-start-2 md:flex-row md:flex-wrap md:items-center md:gap-x-6 md:gap-y-2 md:border-t md:border-gray-100 md:pt-2">
            <nav aria-label="Main">
              <ul className="flex flex-col md:flex-row md:flex-wrap md:gap-1">
                {mainNavItems.filter((item) => !item.service || services[item.service]).map(({ label, href }) => {
                  const current = isCurrent(location, href);
                  return (
                    <li key={href}>
                      <Link
                        href={href}
                        onClick={closeMenu}
                        aria-current={current ? "page" : undefined}
                        className={cn(
                          "block rounded-md px-3 py-2.5 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 md:px-2.5 md:py-2 md:text-sm",
                          current && "bg-brand-50 text-brand-700 underline decoration-2 underline-offset-4",
                          focusRing,
                        )}
                      >
                        {label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="flex flex-col gap-3 md:ml-auto md:flex-row md:flex-wrap md:items-center">
              <SystemStatus />
              {user ? <RoleSwitch /> : null}
              <BookLink onNavigate={closeMenu} />
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
