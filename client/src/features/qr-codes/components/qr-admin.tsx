import { QrGenerator } from "./qr-generator";
import { QrManager } from "./qr-manager";

/** The admin half of /qr-codes, loaded lazily. */
export default function QrAdmin() {
  return (
    <div className="space-y-10">
      <section aria-labelledby="qr-generator" className="space-y-4">
        <h2 id="qr-generator" className="text-2xl font-bold text-brand-900">
          Generate a QR Code
        </h2>
        <QrGenerator />
      </section>
      <section aria-labelledby="qr-manager" className="space-y-4">
        <h2 id="qr-manager" className="text-2xl font-bold text-brand-900">
          Saved Codes
        </h2>
        <QrManager />
      </section>
    </div>
  );
}
