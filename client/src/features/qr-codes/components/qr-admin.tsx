import { QrGenerator } from "./qr-generator";
import { QrManager } from "./qr-manager";
import { PageSection } from "@/components/ui/page-section";

/** The admin half of /qr-codes, loaded lazily. */
export default function QrAdmin() {
  return (
    <div className="space-y-10">
      <PageSection title="Generate a QR Code">
        <QrGenerator />
      </PageSection>
      <PageSection title="Saved Codes">
        <QrManager />
      </PageSection>
    </div>
  );
}
