import { describe, expect, it } from 'vitest';
import { brandingExport, importBranding } from './branding-file';
import { DEFAULT_BRANDING } from '@club/shared/branding';

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

// Decision 090: a super admin imports a branding file on the console's Settings page.
describe('the branding import', () => {
  const file = (body: unknown, type = 'application/json', name = 'branding.json') =>
    new File([typeof body === 'string' ? body : JSON.stringify(body)], name, { type });
  const exported = {
    ...DEFAULT_BRANDING,
    companyName: 'Ace High',
    exportedAt: '2026-11-25T12:00:00.000Z',
    playerName: 'A',
  };

  it('reads an exported file (its export fields ignored) with the colours in lower case', async () => {
    expect(await importBranding(file({ ...exported, primaryColor: '#F59E0B' }))).toEqual({
      ok: true,
      branding: { ...DEFAULT_BRANDING, companyName: 'Ace High', primaryColor: '#f59e0b' },
      logoDataUrl: null,
    });
  });

  it('refuses another file type, a file that is not JSON, and JSON that is not a branding', async () => {
    expect(await importBranding(file('x', 'text/plain', 'notes.txt'))).toEqual({
      ok: false,
      message: 'Choose a JSON branding file (one made with Export branding).',
    });
    expect(await importBranding(file('{oops'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('not JSON'),
    });
    expect(await importBranding(file({ hello: 1 }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a branding export'),
    });
  });

  it('names the field the server would refuse: a colour that is not #rrggbb, unreadable text', async () => {
    expect(await importBranding(file({ ...exported, secondaryColor: 'green' }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('Secondary colour: use a colour as #rrggbb'),
    });
    expect(await importBranding(file({ ...exported, textColor: '#1e293b' }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('players need at least 4.5:1'),
    });
    expect(await importBranding(file({ ...exported, logoUrl: 'https://elsewhere.example/logo.png' }))).toMatchObject({
      ok: false,
      message: expect.stringContaining('The logo must be an image uploaded here'),
    });
  });

  it('hands back a data-URL logo (the old per-browser files) to be uploaded as the club’s image', async () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    expect(await importBranding(file({ ...exported, logoUrl: logo }))).toMatchObject({
      ok: true,
      branding: { logoUrl: null },
      logoDataUrl: logo,
    });
  });
});
