/** Resolves after `ms`: the spec's deliberate pauses before a redirect, so a toast can be read. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
