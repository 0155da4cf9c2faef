import { useEffect, useId, useState, type ReactNode } from "react";
import { QR_PREVIEW_PX } from "@shared/rules/qr-codes";
import { Button } from "@/components/ui/button";
import { copyText } from "@/components/ui/copy-text";
import { toast } from "@/components/ui/use-toast";
import { downloadQr, qrPngDataUrl } from "../qr-image";

/** Share through the phone's share sheet where there is one; copy otherwise. */
export async function shareText(title: string, text: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyText(text, title);
}

async function download(text: string, name: string, format: "png" | "svg") {
  try {
    await downloadQr(text, name, format);
    toast({ title: "Download Started", description: `${name} (${format.toUpperCase()})` });
  } catch {
    toast({ title: "Download Failed", description: "Could not create the file. Please try again.", variant: "destructive" });
  }
}

/** The code as a 300 px preview with PNG and SVG downloads; `actions` adds card-specific buttons (copy, share). */
export function QrCard({ title, text, description, actions, children }: { title: string; text: string; description?: string; actions?: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setFailed(false);
    qrPngDataUrl(text, QR_PREVIEW_PX).then(
      (url) => live && setSrc(url),
      () => {
        if (!live) return;
        setFailed(true);
        toast({ title: "Generation Failed", description: "Failed to generate QR code. Please try again.", variant: "destructive" });
      },
    );
    return () => {
      live = false;
    };
  }, [text]);

  return (
    <article aria-labelledby={headingId} className="flex flex-col items-center rounded-lg border border-gray-200 bg-white p-5 text-center shadow-sm">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      {description ? <p className="mt-1 text-sm text-gray-800">{description}</p> : null}
      <div className="mt-4 flex aspect-square w-full max-w-[300px] items-center justify-center bg-white">
        {src ? (
          <img src={src} width={QR_PREVIEW_PX} height={QR_PREVIEW_PX} alt={`QR code: ${text}`} className="h-auto w-full" />
        ) : failed ? (
          <p className="text-sm text-red-700">The code could not be drawn.</p>
        ) : null}
      </div>
      {children}
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => download(text, title, "png")} aria-label={`Download ${title} as PNG`}>
          PNG
        </Button>
        <Button size="sm" variant="secondary" onClick={() => download(text, title, "svg")} aria-label={`Download ${title} as SVG`}>
          SVG
        </Button>
        {actions}
      </div>
    </article>
  );
}
