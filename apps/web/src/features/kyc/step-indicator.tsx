import { cn } from '../../lib/class-names';

const KYC_STEPS = ['Details', 'Documents', 'Review', 'Done'] as const;
export type KycStep = 1 | 2 | 3 | 4;

/** The four steps of accounts-kyc.md section 2, the current one marked for screen readers too. */
export function StepIndicator({ step, isComplete = false }: { step: KycStep; isComplete?: boolean }) {
  return (
    <ol className="grid grid-cols-4" aria-label="KYC steps">
      {KYC_STEPS.map((label, index) => {
        const number = index + 1;
        const isDone = number < step || isComplete;
        const isCurrent = number === step && !isComplete;
        return (
          <li
            key={label}
            aria-current={number === step ? 'step' : undefined}
            className="flex flex-col items-center gap-1.5"
          >
            <span className="flex w-full items-center">
              <span
                className={cn(
                  'h-0.5 flex-1',
                  index === 0 ? 'opacity-0' : isDone || isCurrent ? 'bg-emerald-500' : 'bg-slate-700',
                )}
              />
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  isDone && 'border-emerald-500 bg-emerald-500 text-slate-950',
                  isCurrent && 'border-emerald-400 bg-emerald-950 text-emerald-200 ring-4 ring-emerald-500/20',
                  !isDone && !isCurrent && 'border-slate-700 bg-slate-900 text-slate-400',
                )}
              >
                {isDone ? '✓' : number}
              </span>
              <span
                className={cn(
                  'h-0.5 flex-1',
                  index === KYC_STEPS.length - 1 ? 'opacity-0' : isDone ? 'bg-emerald-500' : 'bg-slate-700',
                )}
              />
            </span>
            <span className={cn('text-xs', isCurrent ? 'font-semibold text-white' : 'text-slate-400')}>
              <span className="sr-only">Step {number}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
