import { useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { Spinner } from "@/components/ui/spinner";
import { useCart, useCartKnown } from "@/features/cart/cart-store";
import { Checkout } from "@/features/checkout/components/checkout";
import { successSearch } from "@/features/checkout/success-address";
import { PageHeader } from "@/features/marketing/components/page-header";
import { useFormRefusal } from "@/lib/form-outcome";

/** Why the checkout cannot go on without the app: its cart is in this browser's storage and the card form runs here. */
const NEEDS_SCRIPTS = "Checkout needs JavaScript: your cart is kept in this browser and the card form runs in it. Please turn JavaScript on, or contact us to order.";

export default function CheckoutPage() {
  const cart = useCart();
  // Rendered by the server, the page cannot know the cart: not "your cart is empty" until the browser has read it.
  const cartKnown = useCartKnown();
  const [, navigate] = useLocation();
  // The details form sent by the browser itself comes back with why (docs/decisions/011-forms-work-without-the-app.md).
  const refusal = useFormRefusal("checkoutDetails");

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
        {cartKnown ? (
          <Checkout
            lines={cart.lines}
            onPaid={(order) => {
              navigate(`${paths.checkoutSuccess}${successSearch(order)}`);
              cart.clear();
            }}
          />
        ) : (
          <Spinner label="Loading your cart" />
        )}
      </div>
    </>
  );
}
