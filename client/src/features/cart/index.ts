// The cart feature's public surface: other features import only from here.
export { CART_STORAGE_KEY, addQuantityToCart, addToCart, cartLineKey, cartLineTotalCents, getCartLines, setCartQuantity, toOrderItems, useCart } from "./cart-store";
export type { CartLine } from "./cart-store";
