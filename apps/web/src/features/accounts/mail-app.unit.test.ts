import { describe, expect, it } from 'vitest';
import { inboxUrlFor } from './mail-app';

// Issue 14, item 25: 'Open Mail App' was `mailto:`, which opens a blank new message.
describe('Open Mail App', () => {
  it('opens the inbox of the player’s mail service, never a new message', () => {
    expect(inboxUrlFor('Asha@Gmail.com')).toBe('https://mail.google.com/mail/u/0/#inbox');
    expect(inboxUrlFor('ravi@outlook.com')).toBe('https://outlook.live.com/mail/0/inbox');
    expect(inboxUrlFor('ravi@rediffmail.com')).toBe('https://mail.rediff.com/');
    for (const email of ['a@gmail.com', 'b@hotmail.com', 'c@yahoo.co.in', 'd@icloud.com']) {
      expect(inboxUrlFor(email)).toMatch(/^https:\/\//);
    }
  });

  it('has no link for a service it does not know (the button is then not shown)', () => {
    expect(inboxUrlFor('player@club.test')).toBeNull();
    expect(inboxUrlFor(undefined)).toBeNull();
    expect(inboxUrlFor('not-an-address')).toBeNull();
  });
});
