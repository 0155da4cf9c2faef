import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { CartPanel } from "@/features/cart/components/cart-panel";
import { toOrderItems, useCart } from "@/features/cart/cart-store";
import { useUser } from "@/features/auth";
import { useCartDraft } from "@/features/quotes/use-cart-draft";
import { PageHeader } from "@/features/marketing/components/page-header";
import { MenuItemsPanel } from "@/features/menu/components/menu-items-panel";
import { MenuStructuredData } from "@/features/menu/components/menu-structured-data";
import { Tabs, tabDomId, type TabItem } from "@/components/ui/tabs";
import { PackagesPanel } from "@/features/menu/components/packages-panel";
import { AdminItemEditButton } from "@/features/menu-admin/components/admin-item-edit-button";

// The quote form (and its validation) loads the first time someone asks for a quote.
const QuoteRequestDialog = lazy(() => import("@/features/quotes/components/quote-request-dialog").then((m) => ({ default: m.QuoteRequestDialog })));

const TABS = ["menu", "packages", "cart"] as const;
type MenuTab = (typeof TABS)[number];

/** `?tab=packages` / `?tab=cart` open that tab (the header's cart button and other pages link to the cart). */
const readTab = (value: string | null): MenuTab => (TABS as readonly string[]).includes(value ?? "") ? (value as MenuTab) : "menu";

/**
 * The Cart tab. A signed-in client's Request Event Quote makes their cart a draft proposal they complete in /proposals;
 * anyone else fills in the quote dialog, which sends the cart's lines with the request
 * (docs/product/quotes-and-proposals.md, "From cart to proposal").
 */
function CartTab({ onBrowseMenu, onOpenQuoteDialog }: { onBrowseMenu: () => void; onOpenQuoteDialog: () => void }) {
  const { lines, clear } = useCart();
  const isClient = useUser().data?.role === "client";
  const cartDraft = useCartDraft();
  return (
    <CartPanel
      onBrowseMenu={onBrowseMenu}
      onRequestQuote={() => (isClient ? cartDraft.start(lines, clear) : onOpenQuoteDialog())}
      isRequestingQuote={cartDraft.isPending}
      quoteOpensDialog={!isClient}
    />
  );
}

export default function MenuPage() {
  const baseId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get("tab"));
  const { itemCount, lines, clear } = useCart();
  const cartDescription = itemCount === 1 ? "1 item" : `${itemCount} items`;
  // Mounted from the first opening on, so closing keeps what was typed.
  const [quote, setQuote] = useState<{ open: boolean } | null>(null);

  const setTab = (next: MenuTab) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "menu") params.delete("tab");
        else params.set("tab", next);
        return params;
      },
      { replace: true },
    );
  };

  const items: TabItem<MenuTab>[] = [
    { value: "menu", label: "Menu Items" },
    { value: "packages", label: "Packages" },
    { value: "cart", label: "Cart", badge: { count: itemCount, description: cartDescription } },
  ];

  // The header's Cart link on this page only changes ?tab= (no new page, so nothing would move or be read): the
  // focus goes to the Cart tab, which says "Cart, n items, tab, selected". Arriving from another page, the page's
  // heading takes the focus (RouteAnnouncer); either way the status line says the cart is what shows. The tabs'
  // own clicks and arrow keys leave the focus where they put it, inside the page.
  const shownTab = useRef<MenuTab | null>(null);
  const [cartNews, setCartNews] = useState("");
  useEffect(() => {
    if (shownTab.current === tab) return;
    const isFirst = shownTab.current === null;
    shownTab.current = tab;
    if (tab !== "cart") return;
    const fromOutside = !document.querySelector("main")?.contains(document.activeElement);
    if (!isFirst && !fromOutside) return;
    setCartNews(`Cart tab: ${cartDescription}.`);
    if (!isFirst) document.getElementById(tabDomId(baseId, "cart"))?.focus();
  }, [tab, baseId, cartDescription]);

  const browseMenu = () => {
    setTab("menu");
    document.getElementById(tabDomId(baseId, "menu"))?.focus();
  };

  return (
    <>
      <PageHeader title="Our Menu" lead="Order by the pan or tray for pickup and delivery, or choose a catering package for events of 50 guests or more." />
      <MenuStructuredData />
      <p role="status" className="sr-only">
        {cartNews}
      </p>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Tabs baseId={baseId} label="Menu sections" items={items} value={tab} onValueChange={setTab}>
          {tab === "menu" ? <MenuItemsPanel adminAction={(item) => <AdminItemEditButton item={item} className="mt-2 w-full" />} />
          : tab === "packages" ? <PackagesPanel />
          : <CartTab onBrowseMenu={browseMenu} onOpenQuoteDialog={() => setQuote({ open: true })} />}
        </Tabs>
      </div>
      {quote ? (
        <Suspense fallback={null}>
          <QuoteRequestDialog open={quote.open} onOpenChange={(open) => setQuote({ open })} cartItems={toOrderItems(lines)} onSubmitted={clear} />
        </Suspense>
      ) : null}
    </>
  );
}
