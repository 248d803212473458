import { cn } from '../../lib/class-names';

/** A spinning chip. Decorative unless given a label, which is then announced politely. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-3">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn('size-6 animate-spin text-emerald-400 motion-reduce:animate-none', className)}
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span>{label}</span> : null}
    </span>
  );
}
