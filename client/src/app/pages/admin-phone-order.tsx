import { PhoneOrderForm } from "@/features/orders/components/phone-order-form";

/** /admin/orders/new: staff enter an order a customer gives by phone (docs/product/admin.md, "Phone orders"). */
export default function AdminPhoneOrderPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-brand-900">New Phone Order</h1>
      <p className="mt-2 mb-6 text-gray-800">
        Enter an order for a customer on the phone: it is priced as on the menu, and the customer gets the same confirmation email as an online order.
      </p>
      <PhoneOrderForm />
    </div>
  );
}
