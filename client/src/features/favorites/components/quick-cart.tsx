import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Link } from "wouter";
import { formatCents } from "@shared/rules/money";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { cartLineKey, cartLineTotalCents, useCart, type CartLine } from "@/features/cart";
import { cn } from "@/lib/cn";

const lineName = (line: Pick<CartLine, "name" | "option">) => (line.option ? `${line.name} (${line.option})` : line.name);

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const quantityButtonClasses = cn(
  "inline-flex size-9 items-center justify-center rounded-md border border-brand-700 bg-white text-lg font-medium text-brand-700 hover:bg-brand-50",
  focusRing,
);

/**
 * The menu cart beside the favorites: −/+ per line, the total, checkout and clear. On phones it is a compact
 * bar stuck to the bottom of the screen whose lines fold open; from lg up it is a sticky side column.
 */
export function QuickCart({ className }: { className?: string }) {
  const headingId = useId();
  const linesId = useId();
  const [expanded, setExpanded] = useState(false);
  const asideRef = useRef<HTMLElement>(null);
  useKeepFocusAboveBar(asideRef);
  const { lines, itemCount, subtotalCents, unpricedLineCount, setQuantity, clear } = useCart();

  // Below the line's minimum order the line goes (the store never keeps less than the minimum).
  const decrease = (line: CartLine) => setQuantity(line, line.quantity - 1 < line.minOrder ? 0 : line.quantity - 1);

  return (
    <aside
      ref={asideRef}
      aria-labelledby={headingId}
      className={cn(
        "sticky bottom-0 z-10 -mx-4 border-t border-gray-300 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]",
        "lg:top-4 lg:bottom-auto lg:mx-0 lg:self-start lg:rounded-lg lg:border lg:border-gray-200 lg:p-5 lg:shadow-sm",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-bold text-brand-900">
          Quick Cart
        </h2>
        <div className="flex items-center gap-3">
          <p className="text-sm text-gray-800">
            {itemCount} {itemCount === 1 ? "item" : "items"}
          </p>
          {lines.length > 0 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={linesId}
              onClick={() => setExpanded((open) => !open)}
              className={cn("min-h-9 rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 lg:hidden", focusRing)}
            >
              {expanded ? "Hide items" : "Show items"}
            </button>
          ) : null}
        </div>
      </div>

      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-gray-800">Your cart is empty. Use Quick Add on a favorite to start an order.</p>
      ) : (
        <>
          <ul id={linesId} className={cn("mt-2 max-h-48 divide-y divide-gray-200 overflow-y-auto lg:block lg:max-h-[50vh]", expanded ? "block" : "hidden")}>
            {lines.map((line) => {
              const name = lineName(line);
              const total = cartLineTotalCents(line);
              return (
                <li key={cartLineKey(line)} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                  <p className="min-w-0 flex-1 basis-32 text-sm font-medium text-gray-900">{name}</p>
                  <div className="flex items-center gap-2">
                    <div className="flex items-center gap-1">
                      <button type="button" className={quantityButtonClasses} aria-label={`Decrease quantity of ${name}`} onClick={() => decrease(line)}>
                        <span aria-hidden="true">−</span>
                      </button>
                      <span className="min-w-8 text-center text-sm font-medium tabular-nums text-gray-900">
                        <span className="sr-only">Quantity:</span>{" "}
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        className={quantityButtonClasses}
                        aria-label={`Increase quantity of ${name}`}
                        onClick={() => setQuantity(line, line.quantity + 1)}
                      >
                        <span aria-hidden="true">+</span>
                      </button>
                    </div>
                    <span className="w-20 text-right text-sm font-semibold tabular-nums text-gray-900">
                      {total === null ? "Price on request" : formatCents(total)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 flex items-center justify-between border-t border-gray-300 pt-2 font-bold text-gray-900">
            <span>Total</span>
            <span className="tabular-nums" data-testid="quick-cart-total">
              {formatCents(subtotalCents)}
            </span>
          </p>
          {unpricedLineCount > 0 ? <p className="text-xs text-gray-800">Plus items priced on request.</p> : null}
          <div className="mt-3 flex gap-2 lg:flex-col">
            <Link href={paths.checkout} className={buttonClasses({ className: "flex-1" })}>
              Proceed to Checkout
            </Link>
            <Button variant="secondary" className="flex-1" onClick={clear}>
              Clear Cart
            </Button>
          </div>
        </>
      )}
    </aside>
  );
}

/**
 * While the cart is a bar stuck to the bottom of a phone screen, the page's scroll padding keeps the control
 * that has focus from scrolling in behind it. From lg up (a side column) nothing is reserved.
 */
function useKeepFocusAboveBar(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === "undefined" || typeof window.matchMedia !== "function") return;
    const root = document.documentElement;
    const desktop = window.matchMedia("(min-width: 1024px)");
    const update = () => {
      root.style.scrollPaddingBottom = desktop.matches ? "" : `${bar.offsetHeight + 8}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    desktop.addEventListener("change", update);
    update();
    return () => {
      observer.disconnect();
      desktop.removeEventListener("change", update);
      root.style.scrollPaddingBottom = "";
    };
  }, [barRef]);
}
