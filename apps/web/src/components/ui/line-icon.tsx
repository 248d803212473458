import type { ComponentProps } from 'react';

export type IconProps = ComponentProps<'svg'>;

/** Line icons drawn on a 24-unit grid in the text colour: emoji fonts vary by phone, these do not. */
export function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}
