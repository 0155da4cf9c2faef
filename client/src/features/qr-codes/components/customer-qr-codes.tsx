import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { copyText } from "@/components/ui/copy-text";
import { QrCard, shareText } from "./qr-card";
import { PageSection } from "@/components/ui/page-section";
import { Spinner } from "@/components/ui/spinner";
import { useAdvertisedCoupons } from "../api/qr-codes";

/** Everyone's QR codes: the client portal's address, the discount codes and how to use them. */
export function CustomerQrCodes() {
  const portalUrl = `${window.location.origin}${paths.login}`;
  const coupons = useAdvertisedCoupons();
  return (
    <div className="space-y-10">
      <PageSection title="Client Portal Access">
        <div className="max-w-sm">
          <QrCard
            title="Client Portal"
            text={portalUrl}
            description="Scan to sign in to your proposals, orders and messages."
            actions={
              <Button size="sm" variant="secondary" onClick={() => copyText(portalUrl, "The portal link")}>
                Copy Link
              </Button>
            }
          />
        </div>
      </PageSection>
      <PageSection title="Discount Codes">
        {coupons.isPending ? (
          <Spinner />
        ) : coupons.isError ? (
          <p className="text-red-700">Could not load the discount codes. Please try again later.</p>
        ) : coupons.data.length === 0 ? (
          <p className="text-gray-800">No discount codes right now. Please check back soon.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {coupons.data.map(({ code, description }) => (
              <li key={code}>
                <QrCard
                  title={code}
                  text={code}
                  description={description}
                  actions={
                    <Button size="sm" variant="secondary" onClick={() => shareText(code, `${code}: ${description} at Creative Cuisines`)} aria-label={`Share ${code}`}>
                      Share
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <section aria-labelledby="qr-how-to" className="rounded-lg bg-brand-50 p-5">
        <h2 id="qr-how-to" className="text-xl font-bold text-brand-900">
          How to use these codes
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-gray-900">
          <li>Point your phone's camera at a code, or download it to print or send.</li>
          <li>The portal code opens our sign-in page.</li>
          <li>A discount code reads as its name: type it in the coupon box at checkout.</li>
          <li>Each discount has its own conditions, shown at checkout when you apply it.</li>
        </ol>
      </section>
    </div>
  );
}
