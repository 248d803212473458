import { type ComponentProps, useState } from 'react';
import { Input } from '../../components/ui/input';
import { PASSWORD_TOGGLE } from './password-toggle';

/**
 * A password box with a show/hide toggle (the toggle keeps focus order: input, then button). The
 * prerendered sign-in page's own script drives the same markup (sign-in-page.ts: data-password-toggle,
 * data-slash); without any script the toggle is hidden (js-only).
 */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const label = isVisible ? PASSWORD_TOGGLE.hide : PASSWORD_TOGGLE.show;
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        aria-label={label}
        aria-pressed={isVisible}
        onClick={() => setIsVisible((visible) => !visible)}
        data-password-toggle=""
        className="js-only absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-emerald-400"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          <path d="M3 3l18 18" strokeLinecap="round" data-slash="" className={isVisible ? undefined : 'hidden'} />
        </svg>
      </button>
    </div>
  );
}
