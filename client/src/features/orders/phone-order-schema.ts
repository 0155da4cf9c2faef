import { z } from "zod";
import type { BusinessSettings } from "@shared/settings/business-settings";
import { phoneOrderRequestSchema } from "@shared/validators/phone-orders";
import type { PhoneOrderFormValues } from "./phone-order-values";

/**
 * The phone order form, checked by the server's own rule (shared/validators/phone-orders.ts) with the business's
 * settings: the form's values are first read as the request (only the chosen kind of customer, "" as not chosen).
 */
export const phoneOrderFormSchema = (settings: BusinessSettings) =>
  z.preprocess((raw) => toPhoneOrderRequest(raw as PhoneOrderFormValues), phoneOrderRequestSchema(settings));

function toPhoneOrderRequest(values: PhoneOrderFormValues) {
  const { customer } = values;
  return {
    ...values,
    customer:
      customer.kind === "existing"
        ? { kind: "existing", id: customer.id ?? 0, phone: customer.phone }
        : { kind: "new", name: customer.name, email: customer.email, phone: customer.phone },
    eventType: values.eventType || null,
    paymentMethod: values.paymentMethod || undefined,
  };
}
