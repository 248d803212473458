import type { KycDocument } from '@club/shared/kyc';
import { useState } from 'react';
import { Button } from '../../components/ui/button';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/**
 * A document shown in the page, read from the view route with the staff cookie (inline, never a
 * download): an image with zoom and rotate, a PDF in a frame.
 */
export function DocumentViewer({ document }: { document: KycDocument }) {
  const [zoom, setZoom] = useState(2);
  const [turns, setTurns] = useState(0);
  const label = `${document.formattedType}: ${document.fileName}`;

  if (document.mimeType === 'application/pdf') {
    return (
      <iframe
        title={label}
        src={document.fileUrl}
        className="h-80 w-full rounded-lg border border-slate-700 bg-white"
      />
    );
  }

  const scale = ZOOMS[zoom] ?? 1;
  return (
    <div className="grid gap-2">
      {/* Zoom sets the width, so a zoomed image scrolls in its frame; rotation turns it in place. */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a zoomed image scrolls with the keyboard too.
        tabIndex={0}
        aria-label={`${document.formattedType}, zoomed view`}
        className="h-80 overflow-auto rounded-lg border border-slate-700 bg-slate-950 p-2 focus-visible:outline-2 focus-visible:outline-emerald-400"
      >
        <img
          src={document.fileUrl}
          alt={label}
          className="mx-auto block max-w-none"
          style={{ width: `${scale * 100}%`, transform: `rotate(${turns * 90}deg)` }}
        />
      </section>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">View of {document.formattedType}</legend>
        <Button variant="secondary" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0}>
          Zoom out
        </Button>
        <Button
          variant="secondary"
          onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
          disabled={zoom === ZOOMS.length - 1}
        >
          Zoom in
        </Button>
        <Button variant="secondary" onClick={() => setTurns((t) => (t + 1) % 4)}>
          Rotate
        </Button>
        <span className="text-sm text-slate-300" aria-live="polite">
          {Math.round(scale * 100)}% · {turns * 90}°
        </span>
      </fieldset>
    </div>
  );
}
