import { Eraser } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';

/**
 * A drawn signature (signature_pad: mouse, pen and touch). The canvas is scaled by
 * devicePixelRatio so strokes are sharp on phones, `touch-action: none` keeps the page from
 * scrolling while drawing, and a resize keeps the strokes (toData/fromData around it, since a
 * resize clears the canvas). `onChange` receives a PNG data URL, or null when empty.
 */
export function SignatureField({
  id,
  label,
  onChange,
  error,
}: {
  id: string;
  label: string;
  onChange: (dataUrl: string | null) => void;
  error?: string | undefined;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('signature_pad').then(({ default: Pad }) => {
      if (disposed) return;
      const pad = new Pad(canvas, { penColor: '#111827', minWidth: 0.8, maxWidth: 2.6 });
      padRef.current = pad;
      const resize = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const data = pad.toData();
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(data);
      };
      resize();
      observer = new ResizeObserver(resize);
      observer.observe(canvas);
      pad.addEventListener('endStroke', () =>
        changeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png')),
      );
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      padRef.current?.off();
      padRef.current = null;
    };
  }, []);

  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          <Eraser aria-hidden /> Clear
        </Button>
      </div>
      <canvas
        id={id}
        ref={canvasRef}
        role="img"
        aria-label={`${label}: draw with your finger, a pen or the mouse`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="signature-pad"
        className="h-40 w-full cursor-crosshair rounded-md border-2 border-dashed border-gold-300 bg-white"
        style={{ touchAction: 'none' }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted">Draw your signature in the box.</p>
      )}
    </div>
  );
}
