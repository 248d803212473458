import { useId, useState } from 'react';
import { Label } from '../../components/ui/label';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/class-names';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useConsoleQuery } from '../console-query';

export interface NameOption {
  id: number;
  label: string;
  /** A second line: the e-mail, the role, the player code. */
  detail: string;
}

/**
 * The audit filter's "find by name as you type" (WAI-ARIA combobox with a listbox popup): the server
 * suggests; arrows move, Enter chooses, Escape closes; the chosen one filters, "Any" clears it.
 */
export function NameCombobox({
  label,
  queryKey,
  suggest,
  chosen,
  onChoose,
}: {
  label: string;
  queryKey: string;
  suggest: (typed: string) => Promise<NameOption[]>;
  chosen: NameOption | null;
  onChoose: (option: NameOption | null) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [typed, setTyped] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  // One request once the typing pauses, not one per key.
  const settled = useDebouncedValue(typed.trim(), 250);
  const asked = isOpen && settled.length >= 1;
  const suggestions = useConsoleQuery(['staff', 'audit', queryKey, settled], () =>
    asked ? suggest(settled) : Promise.resolve([]),
  );
  const options = asked ? (suggestions.data ?? []) : [];
  const isShown = isOpen && typed.trim() !== '';

  const choose = (option: NameOption) => {
    onChoose(option);
    setTyped('');
    setIsOpen(false);
  };

  if (chosen) {
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <div className="flex min-h-11 items-center gap-2 rounded-lg border border-emerald-700 bg-emerald-950/40 px-3">
          <span id={id} className="min-w-0 flex-1 truncate text-sm text-white" title={chosen.detail}>
            {chosen.label}
          </span>
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-emerald-200 hover:bg-emerald-900/60 focus-visible:outline-2 focus-visible:outline-emerald-400"
            aria-label={`Clear ${label}: ${chosen.label}`}
            onClick={() => onChoose(null)}
          >
            Clear
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isShown && options[active] ? `${listId}-${options[active].id}` : undefined}
        placeholder="Type a name"
        autoComplete="off"
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setIsOpen(true);
          setActive(0);
        }}
        onBlur={() => setIsOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setIsOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(options.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter' && isShown && options[active]) {
            e.preventDefault();
            choose(options[active]);
          } else if (e.key === 'Escape') {
            setIsOpen(false);
          }
        }}
      />
      {isShown ? (
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          className="absolute top-full z-20 mt-1 grid max-h-72 w-full min-w-64 overflow-y-auto rounded-lg border border-slate-700 bg-slate-950 py-1 shadow-xl"
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-300">
              {suggestions.isFetching || settled !== typed.trim() ? 'Looking…' : 'Nobody by that name'}
            </p>
          ) : (
            options.map((option, i) => (
              <div
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                // Focus stays in the input (aria-activedescendant names the active option).
                tabIndex={-1}
                aria-selected={i === active}
                className={cn(
                  'grid min-h-11 cursor-pointer content-center px-3 py-1.5',
                  i === active ? 'bg-emerald-900/70' : 'hover:bg-slate-800',
                )}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                <span className="text-sm font-semibold text-white">{option.label}</span>
                <span className="text-xs text-slate-300">{option.detail}</span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
