import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import type SignaturePad from "signature_pad";
import { Button } from "@/components/ui/button";

export interface SignatureFieldHandle {
  /** The signature as a PNG data URL, or null when nothing is drawn (or typed). */
  toPng(): string | null;
}

/** The canvas's drawing is kept at most twice the CSS size: sharp on a phone, a PNG of a few KB. */
const MAX_PIXEL_RATIO = 2;
const TYPED_FONT = "italic 34px 'Brush Script MT', 'Segoe Script', cursive, Georgia, serif";

/**
 * The drawn signature: a canvas the signer draws on with a mouse, finger or pen (signature_pad, loaded on first use
 * so it is in no page's first JS), and a Clear button. Who cannot draw ticks "use my typed name" in the dialog, and
 * their typed name, written on the canvas in a script face, is the signature instead (`typedName`).
 */
export const SignatureField = forwardRef<SignatureFieldHandle, { labelId: string; descriptionId: string; typedName: string | null; onChange: (hasSignature: boolean) => void }>(
  function SignatureField({ labelId, descriptionId, typedName, onChange }, ref) {
    const canvasRef = useRef<HTMLCanvasElement>(null);
    const padRef = useRef<SignaturePad | null>(null);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;

    useEffect(() => {
      let cancelled = false;
      void import("signature_pad").then(({ default: Pad }) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        // Drawn in device pixels, so strokes land under the pointer whatever the CSS width (375 px phones too).
        const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext("2d")?.scale(ratio, ratio);
        const pad = new Pad(canvas, { penColor: "#111827" });
        pad.addEventListener("endStroke", () => onChangeRef.current(!pad.isEmpty()));
        padRef.current = pad;
      });
      return () => {
        cancelled = true;
        padRef.current?.off();
        padRef.current = null;
      };
    }, []);

    // The typed name as the signature: written on the canvas, which takes no strokes meanwhile.
    useEffect(() => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (typedName === null) {
        // Back to drawing: the typed name is wiped, and a signature is drawn afresh.
        pad?.clear();
        pad?.on();
        onChangeRef.current(false);
        return;
      }
      pad?.clear();
      pad?.off();
      const context = canvas?.getContext("2d");
      if (canvas && context && typedName.trim()) {
        context.save();
        context.fillStyle = "#111827";
        context.font = TYPED_FONT;
        context.textBaseline = "middle";
        context.fillText(typedName.trim(), 16, canvas.offsetHeight / 2, canvas.offsetWidth - 32);
        context.restore();
      }
      onChangeRef.current(typedName.trim().length > 0);
    }, [typedName]);

    useImperativeHandle(ref, () => ({
      toPng() {
        const canvas = canvasRef.current;
        if (!canvas) return null;
        if (typedName !== null) return typedName.trim() ? canvas.toDataURL("image/png") : null;
        const pad = padRef.current;
        return pad && !pad.isEmpty() ? pad.toDataURL("image/png") : null;
      },
    }));

    const clear = () => {
      padRef.current?.clear();
      onChangeRef.current(false);
    };

    return (
      <div className="space-y-2">
        <canvas
          ref={canvasRef}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          data-testid="signature-canvas"
          className="block h-40 w-full touch-none rounded-md border-2 border-dashed border-gray-400 bg-white"
        />
        <Button type="button" variant="secondary" size="sm" onClick={clear} disabled={typedName !== null}>
          Clear
        </Button>
      </div>
    );
  },
);
