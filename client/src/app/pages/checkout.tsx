import { useLocation } from "wouter";
import { paths } from "@/lib/paths";
import { Spinner } from "@/components/ui/spinner";
import { useCart, useCartKnown } from "@/features/cart/cart-store";
import { Checkout } from "@/features/checkout/components/checkout";
import { PageHeader } from "@/features/marketing/components/page-header";

export default function CheckoutPage() {
  const cart = useCart();
  // Rendered by the server, the page cannot know the cart: not "your cart is empty" until the browser has read it.
  const cartKnown = useCartKnown();
  const [, navigate] = useLocation();

  return (
    <>
      <PageHeader title="Checkout" lead="Review your order, tell us about your event, then pay securely by card." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        {cartKnown ? (
          <Checkout
            lines={cart.lines}
            onPaid={(order) => {
              navigate(`${paths.checkoutSuccess}?order=${encodeURIComponent(order.number)}`);
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
