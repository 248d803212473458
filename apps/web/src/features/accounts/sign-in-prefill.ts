import { createContext } from 'react';

/**
 * What the prerendered sign-in form carries for the server to fill (prerender.tsx): the entered
 * e-mail and the refusal's alert, as slots of the template. Absent in the browser's app.
 */
export const SignInPrefill = createContext<{ email: string; alert: string } | null>(null);
