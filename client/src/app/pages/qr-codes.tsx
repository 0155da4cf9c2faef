import { lazy, Suspense } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/features/auth";
import { CustomerQrCodes } from "@/features/qr-codes/components/customer-qr-codes";

// The generator and manager are admin tools: their code loads only for admins.
const QrAdmin = lazy(() => import("@/features/qr-codes/components/qr-admin"));

/** /qr-codes: everyone's portal and discount codes; admins also generate and manage saved codes. */
export default function QrCodesPage() {
  const { data: user } = useUser();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-10">
      <div>
        <h1 className="font-display text-3xl font-bold text-brand-900">QR Codes</h1>
        <p className="mt-2 text-gray-800">Scan, download or share: every code is drawn right here in your browser.</p>
      </div>
      {user?.role === "admin" ? (
        <Suspense fallback={<Spinner />}>
          <QrAdmin />
        </Suspense>
      ) : null}
      <CustomerQrCodes />
    </div>
  );
}
