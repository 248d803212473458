/** The show/hide button's names (password-input.tsx, and the sign-in page's own script). */
export const PASSWORD_TOGGLE = { show: 'Show password', hide: 'Hide password' } as const;
