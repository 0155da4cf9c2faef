import { forwardRef, useImperativeHandle, useState, type ReactNode } from "react";
import type { SignatureFieldHandle } from "./signature-field";
import { SignatureFieldSlot } from "./sign-proposal-dialog";

/** A 1×1 PNG: what the fake signature field hands over once "drawn". */
export const FAKE_SIGNATURE_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * Tests: the signature field without a canvas (the test DOM cannot draw). A button stands in for drawing; the typed
 * name, when chosen, counts as a signature as in the real field. End-to-end tests draw on the real canvas.
 */
export const FakeSignatureField = forwardRef<SignatureFieldHandle, { typedName: string | null; onChange: (hasSignature: boolean) => void }>(function FakeSignatureField({ typedName, onChange }, ref) {
  const [drawn, setDrawn] = useState(false);
  useImperativeHandle(ref, () => ({ toPng: () => (drawn || typedName?.trim() ? FAKE_SIGNATURE_PNG : null) }));
  return (
    <button
      type="button"
      onClick={() => {
        setDrawn(true);
        onChange(true);
      }}
    >
      Draw test signature
    </button>
  );
});

/** The page or view, with the stand-in as the dialog's signature field. */
export function withFakeSignatureField(ui: ReactNode) {
  return <SignatureFieldSlot.Provider value={FakeSignatureField}>{ui}</SignatureFieldSlot.Provider>;
}
