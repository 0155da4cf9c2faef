import { PaymentTestTool } from "@/features/payments/components/payment-test-tool";
import { PageHeader } from "@/features/marketing/components/page-header";

export default function PaymentTestPage() {
  return (
    <>
      <PageHeader title="Payment Test" lead="Check that card payments reach the merchant account with a $1.00 test charge." />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <PaymentTestTool />
      </div>
    </>
  );
}
