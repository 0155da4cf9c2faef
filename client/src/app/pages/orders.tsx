import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useUser } from "@/features/auth/api/get-me";
import { OrdersList } from "@/features/orders/components/orders-list";

/** /orders (signed in): a client's own orders; an admin sees every customer's. */
export default function OrdersPage() {
  const { data: user } = useUser();
  const isAdmin = user?.role === "admin";
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">{isAdmin ? "All Orders" : "My Orders"}</h1>
      <p className="mt-2 text-gray-800">
        {isAdmin ? "Every customer's orders, newest first." : "Your orders, newest first, with their status and what you ordered."}
      </p>
      {isAdmin ? (
        <Link href={paths.adminNewOrder} className={buttonClasses({ className: "mt-4" })}>
          New phone order
        </Link>
      ) : null}
      <OrdersList isAdmin={isAdmin} />
    </div>
  );
}
