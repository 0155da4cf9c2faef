import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { paths } from "@/lib/paths";
import { addQuantityToCart } from "@/features/cart";
import { useOrderAgain, type Reorder } from "../api/order-again";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What Order Again did, in one sentence per part: what went into the cart, then each line left out and why. */
export function orderAgainOutcome(answer: Reorder, added: number): { title: string; text: string } {
  const skipped = answer.unavailable.map((line) => line.reason).join(" ");
  if (added === 0) return { title: "Nothing Added", text: `None of this order's dishes can be ordered online now. ${skipped}`.trim() };
  const addedText = `${plural(added, "dish", "dishes")} added to your cart at today's prices.`;
  return { title: "Added to Cart", text: skipped ? `${addedText} Not added: ${skipped}` : addedText };
}

/**
 * Order Again: puts the order's dishes into the cart as the menu sells them today (the server says which and at
 * what price text; checkout prices them again). Dishes no longer sold are named and skipped. The outcome stays
 * beside the button (a status message) as well as in a toast.
 */
export function OrderAgain({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const [outcome, setOutcome] = useState<{ title: string; text: string; added: number } | null>(null);
  const again = useOrderAgain({
    onSuccess: (answer) => {
      let added = 0;
      for (const item of answer.items) {
        const { menuItemId: id, name, price, category, option, minOrder, quantity } = item;
        if (addQuantityToCart({ id, name, price, category, option, minOrder }, quantity)) added += 1;
      }
      const result = orderAgainOutcome(answer, added);
      setOutcome({ ...result, added });
      toast({ title: result.title, description: result.text, variant: added === 0 ? "destructive" : undefined });
    },
    onError: (error) => {
      toast({ title: "Order Again Failed", description: getErrorMessage(error, "We couldn't read this order's dishes. Please try again."), variant: "destructive" });
    },
  });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4">
      <Button variant="secondary" size="sm" pending={again.isPending} aria-label={`Order again: ${orderNumber}`} onClick={() => again.mutate(orderId)}>
        {again.isPending ? "Adding..." : "Order Again"}
      </Button>
      <div role="status" className="min-w-0 flex-1 text-sm text-gray-800 empty:hidden">
        {outcome ? (
          <p>
            {outcome.text}{" "}
            {outcome.added > 0 ? (
              <Link href={paths.cart} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                View cart
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
