import { forwardRef, useImperativeHandle, useState } from "react";
import type { SignatureFieldHandle } from "./signature-field";

/** A 1×1 PNG: what the fake signature field hands over once "drawn". */
export const FAKE_SIGNATURE_PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/**
 * Tests: the signature field without a canvas (the test DOM cannot draw). A button stands in for drawing; the typed
 * name, when chosen, counts as a signature as in the real field. End-to-end tests draw on the real canvas.
 */
const FakeSignatureField = forwardRef<SignatureFieldHandle, { typedName: string | null; onChange: (hasSignature: boolean) => void }>(function FakeSignatureField({ typedName, onChange }, ref) {
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

export const signatureFieldModule = { SignatureField: FakeSignatureField };
