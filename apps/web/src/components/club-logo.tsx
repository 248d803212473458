import { cn } from '../lib/class-names';

/** The club's chip-and-spade mark (same drawing as the favicon). Decorative. */
export function ClubLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className={cn('size-12 shrink-0', className)}>
      <circle cx="50" cy="50" r="48" fill="#10b981" />
      <circle
        cx="50"
        cy="50"
        r="42.9"
        fill="none"
        stroke="#f8fafc"
        strokeWidth="10.2"
        strokeDasharray="8.76 24.93"
        strokeDashoffset="4.38"
        transform="rotate(22.5 50 50)"
      />
      <circle cx="50" cy="50" r="36" fill="#047857" />
      <circle cx="50" cy="50" r="32.4" fill="#0f172a" />
      <path
        fill="#f8fafc"
        d="M50 31 L70 52.8 A10.6 10.6 0 0 1 52.4 62.4 L57.3 72.4 L42.7 72.4 L47.6 62.4 A10.6 10.6 0 0 1 30 52.8 Z"
      />
    </svg>
  );
}
