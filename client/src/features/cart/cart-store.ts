import { useSyncExternalStore } from "react";

/**
 * The visitor's cart, kept in localStorage under "cart" so it survives reloads and is shared by every tab.
 * The stored JSON is the source of truth: the snapshot is re-read from storage (and parsed only when the text
 * changed), so writes from this tab, other tabs and tests all show up the same way.
 */

export const CART_STORAGE_KEY = "cart";

export const PAN_SIZES = ["Half Pan", "Full Pan"] as const;
export type PanSize = (typeof PAN_SIZES)[number];

export interface CartLine {
  /** The menu item's id. */
  id: number;
  name: string;
  /** The menu item's price text as shown on the menu, e.g. "Half Pan $60 / Full Pan $90" or "$15.99". */
  price: string;
  category: string;
  quantity: number;
  panSize?: PanSize;
}

/** What identifies a line: the same item in another pan size is another line. */
export type CartLineKey = Pick<CartLine, "id" | "panSize">;

export type CartItem = Omit<CartLine, "quantity">;

const EMPTY: readonly CartLine[] = Object.freeze([]);

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== "object") return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "number" &&
    Number.isFinite(line.id) &&
    typeof line.name === "string" &&
    typeof line.price === "string" &&
    typeof line.category === "string" &&
    typeof line.quantity === "number" &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    (line.panSize === undefined || PAN_SIZES.includes(line.panSize as PanSize))
  );
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
  const lines = parsed.filter(isCartLine).map(({ id, name, price, category, quantity, panSize }) =>
    panSize === undefined ? { id, name, price, category, quantity } : { id, name, price, category, quantity, panSize },
  );
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

const sameLine = (line: CartLineKey, key: CartLineKey) => line.id === key.id && line.panSize === key.panSize;

/** Adds one of the item, or one more when the same item in the same pan size is already in the cart. */
export function addToCart(item: CartItem): void {
  const lines = getCartLines();
  const existing = lines.find((line) => sameLine(line, item));
  if (existing) {
    write(lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + 1 } : line)));
    return;
  }
  const { id, name, price, category, panSize } = item;
  write([...lines, panSize === undefined ? { id, name, price, category, quantity: 1 } : { id, name, price, category, quantity: 1, panSize }]);
}

export function removeFromCart(key: CartLineKey): void {
  const lines = getCartLines();
  const next = lines.filter((line) => !sameLine(line, key));
  if (next.length !== lines.length) write(next);
}

/** Sets a line's quantity; zero or less removes the line. */
export function setCartQuantity(key: CartLineKey, quantity: number): void {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) {
    removeFromCart(key);
    return;
  }
  const lines = getCartLines();
  if (!lines.some((line) => sameLine(line, key))) return;
  write(lines.map((line) => (sameLine(line, key) ? { ...line, quantity: whole } : line)));
}

export function clearCart(): void {
  if (getCartLines().length > 0 || readRaw() !== null) write(EMPTY);
}

/** How many items the cart holds: the sum of the lines' quantities. */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const getServerSnapshot = () => EMPTY;

export interface Cart {
  lines: readonly CartLine[];
  itemCount: number;
  add: typeof addToCart;
  remove: typeof removeFromCart;
  setQuantity: typeof setCartQuantity;
  clear: typeof clearCart;
}

/** The cart and its operations; re-renders when the cart changes in this tab or another. */
export function useCart(): Cart {
  const lines = useSyncExternalStore(subscribeToCart, getCartLines, getServerSnapshot);
  return {
    lines,
    itemCount: cartItemCount(lines),
    add: addToCart,
    remove: removeFromCart,
    setQuantity: setCartQuantity,
    clear: clearCart,
  };
}
