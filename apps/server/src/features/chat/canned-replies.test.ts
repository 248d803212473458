import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listeningTestApp, nextEvent, receivesWithin } from '../../../test/sockets';
import { signedInPlayer } from '../../../test/tables';
import { signedInStaff } from '../../../test/wallet';
import { auditLog } from '../../db/schema';

const t = listeningTestApp();
const base = '/api/staff/chat/canned-replies';
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  cookie: string,
  path = '',
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `${base}${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const unique = () => Math.random().toString(36).slice(2, 8);
const audits = (id: number) =>
  t.app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'canned_reply'), eq(auditLog.entityId, String(id))));

describe('canned replies', () => {
  it('super_admin and admin create, edit and delete, each audited; gre reads them', async () => {
    for (const role of ['super_admin', 'admin'] as const) {
      const admin = await signedInStaff(t.app, role);
      const title = `Kitchen hours ${unique()}`;
      const created = await call('POST', admin.cookie, '', {
        title: `  ${title} `,
        body: 'The kitchen is open until 2 am.',
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      expect(created.json()).toMatchObject({ title, body: 'The kitchen is open until 2 am.' });

      const edited = await call('PATCH', admin.cookie, `/${id}`, { body: 'The kitchen is open until 3 am.' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id, title, body: 'The kitchen is open until 3 am.' });

      const gre = await signedInStaff(t.app, 'gre');
      const listed = await call('GET', gre.cookie);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().replies).toContainEqual(
        expect.objectContaining({ id, body: 'The kitchen is open until 3 am.' }),
      );

      const removed = await call('DELETE', admin.cookie, `/${id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true, id });
      expect((await call('GET', gre.cookie)).json().replies.map((r: { id: number }) => r.id)).not.toContain(id);

      const rows = await audits(id);
      expect(rows.map((r) => r.action).sort()).toEqual([
        'canned_reply.create',
        'canned_reply.delete',
        'canned_reply.update',
      ]);
      expect(rows.every((r) => r.staffId === admin.id)).toBe(true);
      expect(rows.find((r) => r.action === 'canned_reply.update')).toMatchObject({
        before: { body: 'The kitchen is open until 2 am.' },
        after: { body: 'The kitchen is open until 3 am.' },
      });
    }
  });

  it('refuses gre, manager and cashier writes (403); manager and cashier cannot read (403); a player 401', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const id = (
      await call('POST', admin.cookie, '', { title: `Parking ${unique()}`, body: 'Valet at the door.' })
    ).json().id;
    for (const role of ['gre', 'manager', 'cashier'] as const) {
      const member = await signedInStaff(t.app, role);
      expect((await call('POST', member.cookie, '', { title: `X ${unique()}`, body: 'Y' })).statusCode).toBe(403);
      expect((await call('PATCH', member.cookie, `/${id}`, { body: 'Changed' })).statusCode).toBe(403);
      expect((await call('DELETE', member.cookie, `/${id}`)).statusCode).toBe(403);
    }
    for (const role of ['manager', 'cashier'] as const) {
      expect((await call('GET', (await signedInStaff(t.app, role)).cookie)).statusCode).toBe(403);
    }
    const player = await signedInPlayer(t.app);
    expect((await call('GET', player.cookie)).statusCode).toBe(401);
    expect((await audits(id)).map((r) => r.action)).toEqual(['canned_reply.create']);
  });

  it('explains what is wrong: an empty title or text, too long, nothing to change, a title taken, unknown id', async () => {
    const admin = await signedInStaff(t.app, 'super_admin');
    const empty = await call('POST', admin.cookie, '', { title: ' ', body: 'Hello' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Give the reply a title');
    const noText = await call('POST', admin.cookie, '', { title: 'Hello', body: '   ' });
    expect(noText.json().message).toContain('Please enter a message');
    const long = await call('POST', admin.cookie, '', { title: 'x'.repeat(81), body: 'Hello' });
    expect(long.json().message).toContain('Keep the title under 80 characters');
    const title = `Wi-Fi ${unique()}`;
    const first = await call('POST', admin.cookie, '', { title, body: 'The password is on your table card.' });
    const taken = await call('POST', admin.cookie, '', { title: title.toUpperCase(), body: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A canned reply with this title already exists');
    const nothing = await call('PATCH', admin.cookie, `/${first.json().id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain('Give a title or a text');
    expect((await call('PATCH', admin.cookie, '/999999', { body: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', admin.cookie, '/999999')).statusCode).toBe(404);
  });

  it('gives exactly one of two identical titles created at once; the other gets 409', async () => {
    const a = await signedInStaff(t.app, 'admin');
    const b = await signedInStaff(t.app, 'super_admin');
    const title = `Race ${unique()}`;
    const answers = await Promise.all([
      call('POST', a.cookie, '', { title, body: 'One' }),
      call('POST', b.cookie, '', { title, body: 'Two' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('pushes the new list to the guest-relations consoles only', async () => {
    const admin = await signedInStaff(t.app, 'admin');
    const gre = await t.socketFor((await signedInStaff(t.app, 'gre')).cookie);
    const manager = await t.socketFor((await signedInStaff(t.app, 'manager')).cookie);
    const player = await t.socketFor((await signedInPlayer(t.app)).cookie);
    const heard = nextEvent<{ replies: Array<{ title: string }> }>(gre, 'canned_replies_updated');
    const unheard = [manager, player].map((s) => receivesWithin(s, 'canned_replies_updated'));
    const title = `Live ${unique()}`;
    expect((await call('POST', admin.cookie, '', { title, body: 'Pushed' })).statusCode).toBe(201);
    expect((await heard).replies.map((r) => r.title)).toContain(title);
    expect(await Promise.all(unheard)).toEqual([false, false]);
  });
});
