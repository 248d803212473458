import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

// accounts-kyc.md section 9: tooltips open after 700 ms, with a 300 ms skip window.
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Groups tooltips so that moving between them within 300 ms skips the delay. Each Tooltip
 * carries its own when used alone; wrap a toolbar in one to share it. Not mounted at the app
 * root on purpose: the positioning engine would then weigh on the sign-in page's first load.
 */
function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/** Wraps one focusable child (which keeps its own accessible name) with a hint. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-md border border-slate-700 bg-slate-800 px-2.5 py-1.5 text-xs text-slate-50 shadow-lg data-[state=delayed-open]:animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-800" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipProvider>
  );
}
