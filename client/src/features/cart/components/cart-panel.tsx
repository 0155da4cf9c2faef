import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { findPriceOption, parsePriceText } from "@shared/rules/pricing";
import { formatCents } from "@shared/rules/money";
import { paths } from "@/lib/paths";
import { Button, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cartLineKey, cartLineTotalCents, cartLineUnitCents, MAX_LINE_QUANTITY, useCart, type CartLine } from "../cart-store";

/** "salads" → "Salads": the menu's categories are single words. */
const categoryName = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** The line's name as controls say it: "Classic Caesar Salad (Half Pan)". */
export const cartLineLabel = (line: Pick<CartLine, "name" | "option">) => (line.option ? `${line.name} (${line.option})` : line.name);

/** "each", or the price's own unit ("per person"). */
function unitWord(line: CartLine): string {
  const parsed = parsePriceText(line.price);
  return (parsed && findPriceOption(parsed, line.option)?.unit) || "each";
}


const stepButton =
  "inline-flex size-11 items-center justify-center rounded-md border border-gray-500 bg-white text-lg font-semibold text-gray-900 hover:bg-gray-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

/** − / quantity / +. Never below the line's minimum order: − is disabled there and typed values are clamped. */
function QuantityControl({ line, label, onChange }: { line: CartLine; label: string; onChange: (quantity: number) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const atMin = line.quantity <= line.minOrder;
  const atMax = line.quantity >= MAX_LINE_QUANTITY;

  function step(next: number) {
    onChange(next);
    // The button about to be disabled would drop the focus; the quantity field keeps it.
    if (next <= line.minOrder || next >= MAX_LINE_QUANTITY) inputRef.current?.focus();
  }

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (draft.trim() === "" || !Number.isFinite(typed)) return;
    const next = Math.min(MAX_LINE_QUANTITY, Math.max(line.minOrder, Math.floor(typed)));
    if (next !== line.quantity) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && draft !== null) {
      setDraft(null);
    }
  }

  return (
    <div>
      <div className="flex items-center gap-2">
        <button type="button" className={stepButton} aria-label={`Decrease quantity of ${label}`} disabled={atMin} onClick={() => step(line.quantity - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={inputRef}
          type="number"
          inputMode="numeric"
          min={line.minOrder}
          max={MAX_LINE_QUANTITY}
          step={1}
          aria-label={`Quantity of ${label}`}
          aria-describedby={line.minOrder > 1 ? hintId : undefined}
          value={draft ?? String(line.quantity)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="min-h-11 w-20 rounded-md border border-gray-500 bg-white px-2 text-center text-base text-gray-900 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        />
        <button type="button" className={stepButton} aria-label={`Increase quantity of ${label}`} disabled={atMax} onClick={() => step(line.quantity + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {line.minOrder > 1 ? (
        <p id={hintId} className="mt-1 text-xs text-gray-800">
          Minimum order {line.minOrder}
        </p>
      ) : null}
    </div>
  );
}

/** What a quantity change is announced as: the line's new quantity and total (the cart's total changes with it). */
function quantityNews(line: CartLine, quantity: number): string {
  const cents = cartLineTotalCents({ ...line, quantity });
  return `${cartLineLabel(line)}: quantity ${quantity}${cents === null ? "" : `, ${formatCents(cents)}`}.`;
}

function CartLineRow({
  line,
  onRemoved,
  onQuantityChanged,
}: {
  line: CartLine;
  onRemoved: (line: CartLine) => void;
  onQuantityChanged: (news: string) => void;
}) {
  const { setQuantity, remove } = useCart();
  const label = cartLineLabel(line);
  const unitCents = cartLineUnitCents(line);
  const lineCents = cartLineTotalCents(line);
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-gray-900">{line.name}</h3>
        <p className="text-sm text-gray-800">
          {line.option ? <span>{line.option} · </span> : null}
          <span>{categoryName(line.category)}</span>
        </p>
        <p className="mt-1 text-sm font-medium text-brand-700">{unitCents === null ? "Price on request" : `${formatCents(unitCents)} ${unitWord(line)}`}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4 sm:justify-end">
        <QuantityControl
          line={line}
          label={label}
          onChange={(quantity) => {
            setQuantity(line, quantity);
            onQuantityChanged(quantityNews(line, quantity));
          }}
        />
        <p className="w-24 text-right font-semibold text-gray-900">
          <span className="sr-only">Line total: </span>
          {lineCents === null ? "Price on request" : formatCents(lineCents)}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${label} from cart`}
          className="text-red-800 hover:bg-red-50"
          onClick={() => {
            remove(line);
            onRemoved(line);
          }}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * The Cart tab: an empty state leading back to the menu, or the lines with quantity controls, the total and
 * the ways on: Checkout Now, an event quote for 50+ guests, or Clear All Items.
 */
export function CartPanel({
  onBrowseMenu,
  onRequestQuote,
  isRequestingQuote = false,
  quoteOpensDialog = true,
}: {
  onBrowseMenu: () => void;
  onRequestQuote: () => void;
  /** While the cart is becoming a draft proposal (a signed-in client's request). */
  isRequestingQuote?: boolean;
  /** False when the request goes straight to a draft proposal rather than opening the quote dialog. */
  quoteOpensDialog?: boolean;
}) {
  const { lines, itemCount, subtotalCents, unpricedLineCount, clear } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The − and + buttons change numbers elsewhere on the row: a screen reader hears the new quantity and total.
  const [news, setNews] = useState("");

  // Removing or clearing unmounts the focused button; the heading takes the focus instead of the page.
  const focusHeading = () => headingRef.current?.focus();

  return (
    <section aria-labelledby={headingId}>
      <p role="status" className="sr-only">
        {news}
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        Your Cart
      </h2>
      {lines.length === 0 ? (
        <div className="mt-6 rounded-lg bg-brand-50 p-8 text-center">
          <p className="text-lg font-semibold text-gray-900">Your cart is empty</p>
          <p className="mt-1 text-gray-800">Add dishes from the menu and they will appear here.</p>
          <Button className="mt-5" onClick={onBrowseMenu}>
            Browse Menu
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-gray-800">{itemCount === 1 ? "1 item" : `${itemCount} items`}</p>
          <ul className="mt-6 space-y-4">
            {lines.map((line) => (
              <CartLineRow
                key={cartLineKey(line)}
                line={line}
                onRemoved={(removed) => {
                  toast({ title: "Removed from Cart", description: `${cartLineLabel(removed)} removed from your cart` });
                  focusHeading();
                }}
                onQuantityChanged={setNews}
              />
            ))}
          </ul>
          <div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <p className="flex items-baseline justify-between gap-4 text-lg font-semibold text-gray-900">
              <span>Total</span>
              <span>{formatCents(subtotalCents)}</span>
            </p>
            {unpricedLineCount > 0 ? (
              <p className="mt-2 text-sm text-gray-800">Items marked Price on request are not included in the total; we will confirm their price.</p>
            ) : null}
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link href={paths.checkout} className={buttonClasses({ className: "sm:flex-1" })}>
                Checkout Now
              </Link>
              <Button variant="secondary" className="sm:flex-1" aria-haspopup={quoteOpensDialog ? "dialog" : undefined} onClick={onRequestQuote} pending={isRequestingQuote}>
                Request Event Quote (50+ People)
              </Button>
              <Button
                variant="ghost"
                className="text-red-800 hover:bg-red-50"
                onClick={() => {
                  clear();
                  focusHeading();
                }}
              >
                Clear All Items
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
