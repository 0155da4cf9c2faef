import { useEffect, useRef, useState, type ReactNode } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { useLocation } from "wouter";
import { CloseIcon, SidebarIcon } from "@/components/ui/icons";
import { PortalSidebar } from "./portal-sidebar";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { LiveUpdatesWhenSignedIn } from "./live-updates-when-signed-in";
import { SkipLink } from "./skip-link";
import { useFocusKeeper } from "./use-focus-keeper";

/** Tailwind's lg: from here up the sidebar is a column and the drawer is not used. */
const DESKTOP_QUERY = "(min-width: 1024px)";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The signed-in layout: the header on top, then the sidebar beside the page. From lg up the sidebar is a
 * fixed-width column; below lg it is a drawer (a modal dialog) behind the Open navigation button, closed by
 * Escape, the close button, a click outside, or going to another page.
 */
export default function PortalLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // The drawer belongs to the page it was opened on: navigating anywhere closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === location;
  const closeDrawer = () => setDrawerOpenAt(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusKeeper(mainRef);

  // Widening the window past lg while the drawer is open: the column takes over.
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setDrawerOpenAt(null);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [drawerOpen]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <LiveUpdatesWhenSignedIn />
      <div className="flex flex-1">
        <div className="hidden w-64 shrink-0 border-r border-gray-200 bg-white lg:block">
          <PortalSidebar />
        </div>

        <div className="flex min-w-0 flex-1 flex-col">
          <Dialog.Root open={drawerOpen} onOpenChange={(open) => setDrawerOpenAt(open ? location : null)}>
            <div className="border-b border-gray-200 bg-white px-4 py-2 lg:hidden">
              <Dialog.Trigger asChild>
                <button
                  type="button"
                  className={`inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:border-brand-700 hover:text-brand-700 ${focusRing}`}
                >
                  <SidebarIcon />
                  Open navigation
                </button>
              </Dialog.Trigger>
            </div>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 lg:hidden" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl outline-none lg:hidden"
              >
                <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
                  <Dialog.Title className="font-display text-lg font-bold text-brand-900">Navigation</Dialog.Title>
                  <Dialog.Close asChild>
                    <button
                      type="button"
                      aria-label="Close navigation"
                      aria-expanded="true"
                      className={`inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-gray-800 hover:bg-gray-100 ${focusRing}`}
                    >
                      <CloseIcon />
                      Close
                    </button>
                  </Dialog.Close>
                </div>
                <div className="flex-1">
                  <PortalSidebar onNavigate={closeDrawer} />
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>

          <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
      <SiteFooter />
    </div>
  );
}
