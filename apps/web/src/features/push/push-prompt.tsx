import { PUSH_PERMISSION_REASON } from '@club/shared/push';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { FLOATING_CLEARANCE_VAR } from '../../components/ui/toast-style';
import { closePushPrompt, usePushPromptOpen } from './push-prompt-store';
import { enablePush, pushPermission, subscribeToPush } from './push-subscription';

/**
 * The question after a join (decision 140): one sentence why, and the browser's own prompt only from the
 * player's click. At start, a player who allowed alerts earlier has this device's subscription posted again.
 */
export function PushPrompt() {
  const isOpen = usePushPromptOpen();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (pushPermission() === 'granted') void subscribeToPush();
  }, []);
  // The join's toast rises above the card instead of covering it (FLOATING_CLEARANCE_VAR in toast-style.ts).
  useLayoutEffect(() => {
    const height = card.current?.offsetHeight;
    if (!isOpen || !height) return;
    const root = document.documentElement.style;
    const before = root.getPropertyValue(FLOATING_CLEARANCE_VAR);
    root.setProperty(FLOATING_CLEARANCE_VAR, `${height + 12}px`);
    return () => {
      if (before) root.setProperty(FLOATING_CLEARANCE_VAR, before);
      else root.removeProperty(FLOATING_CLEARANCE_VAR);
    };
  }, [isOpen]);
  if (!isOpen) return null;
  return (
    <section
      ref={card}
      aria-label="Alerts on this phone"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-2xl border border-slate-700 bg-slate-900 p-4 shadow-xl shadow-black/50"
    >
      <p className="text-sm text-slate-100">{PUSH_PERMISSION_REASON}</p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => closePushPrompt(true)}>
          Not now
        </Button>
        <Button
          onClick={() => {
            closePushPrompt(false);
            void enablePush();
          }}
        >
          Allow alerts
        </Button>
      </div>
    </section>
  );
}
