import { describe, expect, it } from 'vitest';
import { brandingExport } from './branding-file';
import { DEFAULT_BRANDING } from './branding-settings';

// Issue 14, item 25: the branding export wrote `"playerEmail": ""` for a visitor.
describe('the branding export', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('names the viewer’s address when one is known', () => {
    expect(brandingExport(DEFAULT_BRANDING, { playerEmail: 'asha@club.test', playerName: 'Asha Rao' }, now)).toEqual({
      ...DEFAULT_BRANDING,
      exportedAt: '2026-11-25T12:00:00.000Z',
      playerEmail: 'asha@club.test',
      playerName: 'Asha Rao',
    });
  });

  it('leaves playerEmail out, never empty, when no address is known', () => {
    for (const playerEmail of [undefined, '', '  ']) {
      const file = brandingExport(DEFAULT_BRANDING, { playerEmail, playerName: 'Preview Player' }, now);
      expect(file).not.toHaveProperty('playerEmail');
      expect(file.playerName).toBe('Preview Player');
    }
  });
});
