import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { QrCard, copyText, shareText } from "./qr-card";

/** The fixed discount codes, as the checkout's coupon box knows them (shared/rules/coupons.ts). */
const DISCOUNT_CODES = [
  { code: "10PERCENT", description: "10% off catering orders over $200" },
  { code: "20PERCENT", description: "20% off catering orders over $500" },
  { code: "FIRSTTIME", description: "15% off for new clients" },
  { code: "CORPORATE", description: "25% off corporate events" },
] as const;

/** Everyone's QR codes: the client portal's address, the discount codes and how to use them. */
export function CustomerQrCodes() {
  const portalUrl = `${window.location.origin}${paths.login}`;
  return (
    <div className="space-y-10">
      <section aria-labelledby="portal-qr" className="space-y-4">
        <h2 id="portal-qr" className="text-2xl font-bold text-brand-900">
          Client Portal Access
        </h2>
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
      </section>
      <section aria-labelledby="discount-qr" className="space-y-4">
        <h2 id="discount-qr" className="text-2xl font-bold text-brand-900">
          Discount Codes
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {DISCOUNT_CODES.map(({ code, description }) => (
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
      </section>
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
