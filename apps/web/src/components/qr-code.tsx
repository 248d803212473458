import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cn } from '../lib/class-names';

/**
 * A QR code of `value` as a crisp SVG image (the `qrcode` library), black on white with a quiet zone so any
 * phone's camera reads it, from a TV across the room or the desk's screen.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void QRCode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
      if (isCurrent) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return (
    <div className={cn('aspect-square rounded-lg bg-white', className)}>
      {src ? <img src={src} alt={label} className="size-full" /> : null}
    </div>
  );
}
