// Where 'Open Mail App' goes: the inbox of the player's own mail service. A bare `mailto:` opened a blank
// new message instead (issue 14, item 25), and no link opens an inbox in whatever app a phone uses.
const WEBMAIL_INBOXES: Record<string, string> = {
  'gmail.com': 'https://mail.google.com/mail/u/0/#inbox',
  'googlemail.com': 'https://mail.google.com/mail/u/0/#inbox',
  'outlook.com': 'https://outlook.live.com/mail/0/inbox',
  'hotmail.com': 'https://outlook.live.com/mail/0/inbox',
  'live.com': 'https://outlook.live.com/mail/0/inbox',
  'msn.com': 'https://outlook.live.com/mail/0/inbox',
  'yahoo.com': 'https://mail.yahoo.com/',
  'yahoo.co.in': 'https://mail.yahoo.com/',
  'ymail.com': 'https://mail.yahoo.com/',
  'rediffmail.com': 'https://mail.rediff.com/',
  'icloud.com': 'https://www.icloud.com/mail',
  'me.com': 'https://www.icloud.com/mail',
  'mac.com': 'https://www.icloud.com/mail',
  'proton.me': 'https://mail.proton.me/u/0/inbox',
  'protonmail.com': 'https://mail.proton.me/u/0/inbox',
  'zoho.com': 'https://mail.zoho.com/',
  'zohomail.in': 'https://mail.zoho.in/',
  'aol.com': 'https://mail.aol.com/',
};

/** The inbox of the address's mail service, or null when the service is not one we know. */
export function inboxUrlFor(email: string | undefined): string | null {
  const domain = email?.trim().toLowerCase().split('@')[1];
  return domain ? (WEBMAIL_INBOXES[domain] ?? null) : null;
}
