import type { CheckInCode } from '@club/shared/check-in';
import { QrCode } from '../components/qr-code';

/** Six digits as "123 456", easier to read across a room and to type. */
export const spacedCode = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

/**
 * The room's check-in code on the TV (decision 064): a QR code the phone's camera opens (the player's
 * /check-in page with the code) and the six digits for typing. It changes every 3 minutes; the board reads
 * it again when it does.
 */
export function CheckInPanel({ checkIn }: { checkIn: CheckInCode }) {
  return (
    <aside
      aria-label="Check in"
      className="flex w-[calc(var(--u)*30)] shrink-0 flex-col items-center gap-[calc(var(--u)*1.2)] rounded-[calc(var(--u)*1.5)] border border-emerald-700/70 bg-slate-900 p-[calc(var(--u)*2)] text-center"
    >
      <h2 className="font-extrabold text-[length:calc(var(--u)*3.2)] leading-none">Check in</h2>
      <p className="text-[length:calc(var(--u)*2)] text-slate-200 leading-tight">
        Joined from outside? Scan to keep your place.
      </p>
      <QrCode
        value={checkIn.url}
        label="QR code: check in to the poker room"
        className="w-full p-[calc(var(--u)*0.6)]"
      />
      <p
        data-testid="check-in-code"
        className="font-black font-mono text-[length:calc(var(--u)*5)] text-emerald-300 tabular-nums leading-none tracking-wider"
      >
        {spacedCode(checkIn.code)}
      </p>
      <p className="text-[length:calc(var(--u)*1.8)] text-slate-300 leading-tight">
        or type the code on the Check in page · it changes every 3 minutes
      </p>
    </aside>
  );
}
