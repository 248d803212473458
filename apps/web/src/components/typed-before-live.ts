import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

const NEVER_CHANGES = () => () => {};

/**
 * False while a prerendered screen is being hydrated (and in the build's prerender), true once React
 * runs the page: a prerendered form's submit waits for it, since a plain form's submit would reload
 * the page and lose what was typed (issue 27, item 21).
 */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    NEVER_CHANGES,
    () => true,
    () => false,
  );
}

/** The attribute naming a field of a prerendered form (a `name` would put the password in a GET's URL). */
export const FIELD_ATTRIBUTE = 'data-field';

/**
 * A prerendered form is on screen seconds before its script runs on slow Wi-Fi. React keeps what the
 * player typed in the fields while it hydrates, but its state still holds the empty start, so the next
 * render (the next keystroke anywhere) wrote the empty value back and the submit sent nothing (issue 27,
 * item 21). Once the form is live, this hands what each field holds (by its `data-field`, or `name`) to
 * `adopt`, which puts it in the form's state. Also covers a browser restoring a form's values.
 */
export function useTypedBeforeLive(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string | boolean>) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form goes live; later input goes through onChange
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Record<string, string | boolean> = {};
    for (const input of form.querySelectorAll('input')) {
      const field = input.getAttribute(FIELD_ATTRIBUTE) ?? input.name;
      if (!field) continue;
      if (input.type === 'checkbox') {
        if (input.checked !== input.defaultChecked) typed[field] = input.checked;
      } else if (input.value !== input.defaultValue) {
        typed[field] = input.value;
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
