import { useSearch } from "wouter";
import { CompanyContactDetails } from "@/features/company-info/components/company-contact-details";
import { OrderSuccess, readOrderNumber } from "@/features/checkout/components/order-success";

export default function CheckoutSuccessPage() {
  const search = useSearch();
  return <OrderSuccess orderNumber={readOrderNumber(search)} contactDetails={<CompanyContactDetails />} />;
}
