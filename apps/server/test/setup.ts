import { afterEach, vi } from 'vitest';

// A test fails if it prints an unexpected console.error: errors must be asserted, not ignored.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
