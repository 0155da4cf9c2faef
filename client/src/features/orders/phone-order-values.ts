import type { OrderLineInput } from "@shared/validators/orders";

/** The phone order form's values (without zod: the page shows the form before its schema has loaded). */
export interface PhoneOrderFormValues {
  customer: { kind: "existing" | "new"; id: number | null; name: string; email: string; phone: string };
  eventDate: string;
  eventLocation: string;
  eventType: string;
  fulfilment: string;
  deliveryAddress: string;
  pickupTime: string;
  orderItems: OrderLineInput[];
  couponCode: string | null;
  notes: string;
  paymentMethod: string;
}

export const EMPTY_PHONE_ORDER: PhoneOrderFormValues = {
  customer: { kind: "existing", id: null, name: "", email: "", phone: "" },
  eventDate: "",
  eventLocation: "",
  eventType: "",
  // Pickup or delivery, and how it is paid, are the customer's explicit choices: nothing is chosen for them.
  fulfilment: "",
  deliveryAddress: "",
  pickupTime: "",
  orderItems: [],
  couponCode: null,
  notes: "",
  paymentMethod: "",
};
