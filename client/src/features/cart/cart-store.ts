import { useMemo, useSyncExternalStore } from "react";
import { priceCart, priceCartLine } from "@shared/rules/cart-pricing";
import { DEFAULT_FEATURES } from "@shared/settings/features";
import type { OrderLineInput } from "@shared/validators/orders";

/**
 * The visitor's cart, kept in localStorage under "cart" so it survives reloads and is shared by every tab.
 * The stored JSON is the source of truth: the snapshot is re-read from storage (and parsed only when the text
 * changed), so writes from this tab, other tabs and tests all show up the same way.
 *
 * Money is integer cents from the shared priceCart (shared/rules/cart-pricing.ts), the same calculation the checkout
 * page and the server's order pricing use. The server prices the order again from its own menu rows.
 */

export const CART_STORAGE_KEY = "cart";

/** The most of one line the server accepts (orderLineSchema). */
export const MAX_LINE_QUANTITY = 1000;
/** The longest option label the server accepts (orderLineSchema). */
const MAX_OPTION_LENGTH = 40;

export interface CartLine {
  /** The menu item's id. */
  id: number;
  name: string;
  /** The menu item's price text as shown on the menu, e.g. "Half Pan $60 / Full Pan $90" or "$15.99". */
  price: string;
  category: string;
  quantity: number;
  /** The chosen price option: "Half Pan", "Full Pan", "Small", "Large"…; null for a single-price item. */
  option: string | null;
  /** The item's minimum order; the line's quantity never goes below it (the server refuses less). */
  minOrder: number;
}

/** What identifies a line: the same item with another option is another line. A missing option means none. */
export interface CartLineKey {
  id: number;
  option?: string | null;
}

/** What adding needs: the menu item and the chosen option (none for a single price; minOrder defaults to 1). */
export interface CartItem {
  id: number;
  name: string;
  price: string;
  category: string;
  option?: string | null;
  minOrder?: number;
}

const EMPTY: readonly CartLine[] = Object.freeze([]);

/** The pan sizes the first version of the cart stored as `panSize`; such lines still read, as their option. */
const LEGACY_PAN_SIZES: readonly string[] = ["Half Pan", "Full Pan"];

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const isOptionText = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length > 0 && value.length <= MAX_OPTION_LENGTH;

/** One stored line to a line, or null when it is not well formed. */
function readLine(value: unknown): CartLine | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const line = value as Record<string, unknown>;
  if (
    !isWhole(line.id, 1, Number.MAX_SAFE_INTEGER) ||
    typeof line.name !== "string" ||
    typeof line.price !== "string" ||
    typeof line.category !== "string" ||
    !isWhole(line.quantity, 1, MAX_LINE_QUANTITY)
  ) {
    return null;
  }

  let option: string | null;
  if (line.option !== undefined) {
    if (line.option !== null && !isOptionText(line.option)) return null;
    option = line.option;
  } else if (line.panSize !== undefined) {
    if (typeof line.panSize !== "string" || !LEGACY_PAN_SIZES.includes(line.panSize)) return null;
    option = line.panSize;
  } else {
    option = null;
  }

  let minOrder = 1;
  if (line.minOrder !== undefined) {
    if (!isWhole(line.minOrder, 1, MAX_LINE_QUANTITY)) return null;
    minOrder = line.minOrder;
  }

  return {
    id: line.id,
    name: line.name,
    price: line.price,
    category: line.category,
    // A line stored below its minimum (an older cart) is raised to it: the server would refuse less.
    quantity: Math.max(line.quantity, minOrder),
    option,
    minOrder,
  };
}

/** Stored text to lines. Anything that is not a list of well-formed lines is dropped rather than trusted. */
export function parseCart(raw: string | null): readonly CartLine[] {
  if (!raw) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(parsed)) return EMPTY;
  const lines = parsed.map(readLine).filter((line): line is CartLine => line !== null);
  return lines.length === 0 ? EMPTY : lines;
}

// Storage can be missing or refuse writes (private windows, full quota): the cart then lives in memory.
let memoryRaw: string | null = null;
let storageUsable = true;

function readRaw(): string | null {
  if (!storageUsable) return memoryRaw;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    storageUsable = false;
    return memoryRaw;
  }
}

function writeRaw(raw: string | null): void {
  memoryRaw = raw;
  if (!storageUsable) return;
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
  } catch {
    storageUsable = false;
  }
}

let cachedRaw: string | null = null;
let cachedLines: readonly CartLine[] = EMPTY;

/** The current lines. The same array is returned until the stored cart changes. */
export function getCartLines(): readonly CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseCart(raw);
  }
  return cachedLines;
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function write(lines: readonly CartLine[]): void {
  writeRaw(lines.length === 0 ? null : JSON.stringify(lines));
  emit();
}

function onStorage(event: StorageEvent): void {
  // key is null when another tab cleared all of storage.
  if (event.key === CART_STORAGE_KEY || event.key === null) emit();
}

/** Listens for changes made here and in other tabs. */
export function subscribeToCart(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const sameLine = (line: CartLineKey, key: CartLineKey) => line.id === key.id && (line.option ?? null) === (key.option ?? null);

const clampQuantity = (quantity: number, minOrder: number) => Math.min(MAX_LINE_QUANTITY, Math.max(minOrder, quantity));

/**
 * A line's unit price in cents, or null when its price text and option do not name a price (market value, an
 * option the item does not offer, text the rules cannot read): such a line shows "Price on request".
 */
export function cartLineUnitCents(line: Pick<CartLine, "price" | "option">): number | null {
  const price = priceCartLine({ name: "", price: line.price, option: line.option, quantity: 1 });
  return price.priced ? price.unitCents : null;
}

/** Unit price × quantity in cents, or null when the unit price cannot be resolved. */
export function cartLineTotalCents(line: Pick<CartLine, "price" | "option" | "quantity">): number | null {
  const price = priceCartLine({ name: "", price: line.price, option: line.option, quantity: line.quantity });
  return price.priced ? price.totalCents : null;
}

/**
 * Adds the item: a new line starts at the item's minimum order (1 for most items); the same item with the same
 * option already in the cart gets one more. Returns false, and changes nothing, when the item's price and option
 * do not name a price (market value, a missing or unknown option): such items cannot be paid online.
 */
export function addToCart(item: CartItem): boolean {
  const option = item.option ?? null;
  if (cartLineUnitCents({ price: item.price, option }) === null) return false;
  const lines = getCartLines();
  const key = { id: item.id, option };
  const existing = lines.find((line) => sameLine(line, key));
  if (existing) {
    const quantity = clampQuantity(existing.quantity + 1, existing.minOrder);
    if (quantity !== existing.quantity) write(lines.map((line) => (line === existing ? { ...line, quantity } : line)));
    return true;
  }
  const minOrder = isWhole(item.minOrder, 1, MAX_LINE_QUANTITY) ? item.minOrder : 1;
  const { id, name, price, category } = item;
  write([...lines, { id, name, price, category, quantity: minOrder, option, minOrder }]);
  return true;
}

/**
 * Adds `quantity` of the item on top of what its line holds already (a new line starts at it, raised to the item's
 * minimum order). Returns false, changing nothing, when the item's price and option name no price.
 */
export function addQuantityToCart(item: CartItem, quantity: number): boolean {
  const key = { id: item.id, option: item.option ?? null };
  const before = getCartLines().find((line) => sameLine(line, key))?.quantity ?? 0;
  if (!addToCart(item)) return false;
  setCartQuantity(key, before + quantity);
  return true;
}

export function removeFromCart(key: CartLineKey): void {
  const lines = getCartLines();
  const next = lines.filter((line) => !sameLine(line, key));
  if (next.length !== lines.length) write(next);
}

/**
 * Sets a line's quantity: zero or less removes the line; otherwise it is kept between the line's minimum order
 * and MAX_LINE_QUANTITY (fractions are dropped).
 */
export function setCartQuantity(key: CartLineKey, quantity: number): void {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) {
    removeFromCart(key);
    return;
  }
  const lines = getCartLines();
  const existing = lines.find((line) => sameLine(line, key));
  if (!existing) return;
  const next = clampQuantity(whole, existing.minOrder);
  if (next !== existing.quantity) write(lines.map((line) => (line === existing ? { ...line, quantity: next } : line)));
}

export function clearCart(): void {
  if (getCartLines().length > 0 || readRaw() !== null) write(EMPTY);
}

/** How many items the cart holds: the sum of the lines' quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface CartTotals {
  /** The sum of the priced lines' totals, in cents. */
  subtotalCents: number;
  /** The sum of all lines' quantities. */
  itemCount: number;
  /** Lines whose price cannot be resolved ("Price on request"); they are left out of subtotalCents. */
  unpricedLineCount: number;
}

export function cartTotals(lines: readonly CartLine[]): CartTotals {
  // Tax and delivery come after the subtotal and change neither figure: no settings (or pickup or delivery) are needed.
  const { subtotalCents, unpricedLineCount } = priceCart(lines, null, DEFAULT_FEATURES.charges, "pickup");
  return { subtotalCents, itemCount: cartItemCount(lines), unpricedLineCount };
}

/** A cart line as the order and coupon APIs take it (shared/validators/orders.ts orderLineSchema). */
export interface CartOrderItem {
  menuItemId: number;
  option: string | null;
  quantity: number;
}

/** The lines as the checkout sends them; the server prices each one from the database. */
export function toOrderItems(lines: readonly CartLine[]): CartOrderItem[] {
  return lines.map(({ id, option, quantity }) => ({ menuItemId: id, option, quantity }) satisfies OrderLineInput);
}

/** A stable React key for a line. */
export const cartLineKey = (line: CartLineKey) => `${line.id}:${line.option ?? ""}`;

const getServerSnapshot = () => EMPTY;

const subscribeToNothing = () => () => {};

/**
 * False while the page is rendered on the server or taken over from the server's HTML (the cart reads as empty
 * then): the cart lives in this browser's storage. A page that would say "your cart is empty" waits for it.
 */
export function useCartKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export interface Cart extends CartTotals {
  lines: readonly CartLine[];
  add: typeof addToCart;
  remove: typeof removeFromCart;
  setQuantity: typeof setCartQuantity;
  clear: typeof clearCart;
}

/** The cart, its totals and its operations; re-renders when the cart changes in this tab or another. */
export function useCart(): Cart {
  const lines = useSyncExternalStore(subscribeToCart, getCartLines, getServerSnapshot);
  const totals = useMemo(() => cartTotals(lines), [lines]);
  return {
    lines,
    ...totals,
    add: addToCart,
    remove: removeFromCart,
    setQuantity: setCartQuantity,
    clear: clearCart,
  };
}
