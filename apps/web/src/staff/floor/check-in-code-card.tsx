import { QrCode } from '../../components/qr-code';
import { useCheckInCode } from './floor-queries';

/** "123 456" */
const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The room's check-in code at the desk (decision 064), as on the TV board: a player who joined from outside
 * scans it (or types the digits on the Check in page) to keep their place. It changes every 3 minutes.
 */
export function CheckInCodeCard() {
  const code = useCheckInCode();
  if (!code.data) return null;
  return (
    <section
      aria-labelledby="floor-check-in-code"
      className="flex items-center gap-4 rounded-2xl border border-emerald-800/70 bg-slate-900/90 p-3"
    >
      <QrCode value={code.data.url} label="QR code: the room’s check-in" className="size-24 shrink-0 p-1" />
      <div className="min-w-0">
        <h2 id="floor-check-in-code" className="text-sm font-semibold text-slate-200">
          Check-in code
        </h2>
        <p data-testid="floor-check-in-code" className="font-mono text-3xl font-black text-emerald-300 tabular-nums">
          {spaced(code.data.code)}
        </p>
        <p className="text-xs text-slate-400">Remote players scan it on arrival · changes every 3 minutes</p>
      </div>
    </section>
  );
}
