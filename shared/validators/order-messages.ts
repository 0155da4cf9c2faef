// The order API's codes and messages, without zod: the checkout page uses them before zod has loaded.

/** The `code` of the 409 a charge gets when its order was already paid (e.g. an earlier answer was lost). */
export const ORDER_ALREADY_PAID = "ORDER_ALREADY_PAID";
/** The code of the 409 for paying a cancelled order (one not paid in time): the checkout then places a new one. */
export const ORDER_CANCELLED = "ORDER_CANCELLED";
/**
 * The code of the 409 for a charge that went through while its order was being cancelled (or its proposal changed)
 * and was reversed at once: nothing was kept, and the order cannot be paid any more.
 */
export const PAYMENT_REVERSED = "PAYMENT_REVERSED";

export const CHECKOUT_MESSAGES = {
  missingInformation: "Please fill in all required fields",
  emptyCart: "Please add items to your cart before checking out.",
} as const;
