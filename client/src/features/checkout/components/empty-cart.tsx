import { Link } from "wouter";
import { paths } from "@/lib/paths";
import { buttonClasses } from "@/components/ui/button";

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm">
      <h2 className="font-display text-2xl font-bold text-brand-900">Your cart is empty</h2>
      <p className="mt-3 text-gray-800">Add some dishes from our menu, then come back here to check out.</p>
      <Link href={paths.menu} className={buttonClasses({ className: "mt-6" })}>
        Browse Menu
      </Link>
    </div>
  );
}
