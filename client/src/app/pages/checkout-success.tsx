import { useSearch } from "wouter";
import { CompanyContactDetails } from "@/features/company-info/components/company-contact-details";
import { useCompanyInfo } from "@/features/company-info";
import { OrderSuccess } from "@/features/checkout/components/order-success";
import { readFulfilment, readOrderNumber } from "@/features/checkout/success-address";

export default function CheckoutSuccessPage() {
  const search = useSearch();
  const company = useCompanyInfo();
  return (
    <OrderSuccess
      orderNumber={readOrderNumber(search)}
      fulfilment={readFulfilment(search)}
      pickupAddress={company.data?.address ?? null}
      contactDetails={<CompanyContactDetails />}
    />
  );
}
