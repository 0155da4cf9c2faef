// The checkout feature's public surface for other features (the phone order form reuses its pieces); the checkout
// pages import its components directly.
export { CouponBox, type AppliedCoupon } from "./components/coupon-box";
export { FulfilmentFields } from "./components/fulfilment-fields";
export { OrderSummary } from "./components/order-summary";
export type { CheckoutDetailsInput } from "./checkout-details-schema";
