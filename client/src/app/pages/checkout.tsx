import { Suspense } from "react";
import { useLocation } from "wouter";
import { CHECKOUT_DETAILS_FORM } from "@shared/site/forms/checkout-details";
import { paths } from "@/lib/paths";
import { Spinner } from "@/components/ui/spinner";
import { getCartLines, useCart, useCartKnown } from "@/features/cart/cart-store";
import { EmptyCart } from "@/features/checkout/components/empty-cart";
import { successSearch } from "@/features/checkout/success-address";
import { PageHeader } from "@/features/marketing/components/page-header";
import { useFormRefusal } from "@/lib/form-outcome";
import { lazyWithPreload } from "@/lib/lazy-with-preload";

// The details form, its summary and the code that pays: a visitor with an empty cart never needs them (nor their
// form library), and they are not part of the page the server renders (the cart is in the browser).
const Checkout = lazyWithPreload(() => import("@/features/checkout/components/checkout").then((module) => ({ default: module.Checkout })));
// With dishes in the cart, the form's code is fetched as soon as this page's code runs, before the app takes over.
if (typeof window !== "undefined" && getCartLines().length > 0) void Checkout.preload();

/** Why the checkout cannot go on without the app: its cart is in this browser's storage and the card form runs here. */
const NEEDS_SCRIPTS = "Checkout needs JavaScript: your cart is kept in this browser and the card form runs in it. Please turn JavaScript on, or contact us to order.";

export default function CheckoutPage() {
  const cart = useCart();
  // Rendered by the server, the page cannot know the cart: not "your cart is empty" until the browser has read it.
  const cartKnown = useCartKnown();
  const [, navigate] = useLocation();
  // The details form sent by the browser itself comes back with why (docs/decisions/011-forms-work-without-the-app.md).
  const refusal = useFormRefusal(CHECKOUT_DETAILS_FORM);

  return (
    <>
      <PageHeader title="Checkout" lead="Review your order, tell us about your event, then pay securely by card." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {refusal ? (
          <p role="alert" className="mb-6 rounded-md border-4 border-red-700 bg-white p-4 font-semibold text-red-800">
            {refusal}
          </p>
        ) : null}
        <noscript>
          <p className="mb-6 rounded-md border border-gray-300 bg-brand-50 p-4 text-gray-900">{NEEDS_SCRIPTS}</p>
        </noscript>
        {!cartKnown ? (
          <Spinner label="Loading your cart" />
        ) : cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <Suspense fallback={<Spinner label="Loading your cart" />}>
            <Checkout
              lines={cart.lines}
              onPaid={(order) => {
                navigate(`${paths.checkoutSuccess}${successSearch(order)}`);
                cart.clear();
              }}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}
