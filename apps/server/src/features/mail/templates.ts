import type { MailMessage } from './mailer.service';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(club: string, heading: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#10b981;color:#0f172a;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#94a3b8">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="background:#0f172a;color:#f8fafc;font-family:Arial,sans-serif;padding:24px"><h1 style="color:#10b981;font-size:20px">${escapeHtml(club)}</h1><h2 style="font-size:18px">${escapeHtml(heading)}</h2>${body}${button}</body></html>`;
}

export function verificationMail(club: string, to: string, firstName: string, url: string): MailMessage {
  const intro = `Hi ${firstName}, welcome to ${club}. Please confirm your e-mail address.`;
  const expiry = 'The link works once and expires in 24 hours.';
  return {
    to,
    subject: `${club}: confirm your e-mail address`,
    text: `${intro}\n\nConfirm: ${url}\n\n${expiry}`,
    html: layout(club, 'Confirm your e-mail address', [intro, expiry], { label: 'Confirm e-mail', url }),
  };
}

export function welcomeMail(club: string, to: string, firstName: string, kycUrl: string): MailMessage {
  const lines = [
    `Hi ${firstName}, thank you for joining ${club}.`,
    'Next: confirm your e-mail, then complete your KYC (ID, address proof, photo and PAN). Our staff review it in 1-2 business days.',
  ];
  return {
    to,
    subject: `Welcome to ${club}`,
    text: `${lines.join('\n\n')}\n\nComplete KYC: ${kycUrl}`,
    html: layout(club, 'Welcome!', lines, { label: 'Complete KYC', url: kycUrl }),
  };
}

export function passwordResetMail(club: string, to: string, url: string): MailMessage {
  const lines = [
    `Someone asked to reset the password of your ${club} account.`,
    'If it was you, set a new password with the link below; it works once and expires in 1 hour. If not, ignore this e-mail.',
  ];
  return {
    to,
    subject: `${club}: reset your password`,
    text: `${lines.join('\n\n')}\n\nReset: ${url}`,
    html: layout(club, 'Reset your password', lines, { label: 'Set a new password', url }),
    isCredential: true,
  };
}

export function kycSubmittedMail(club: string, to: string, firstName: string): MailMessage {
  const lines = [
    `Hi ${firstName}, we have received your KYC documents.`,
    'Our staff review them within 1-2 business days; you will see the decision in the app as soon as it is made.',
  ];
  return {
    to,
    subject: `${club}: KYC documents received`,
    text: lines.join('\n\n'),
    html: layout(club, 'KYC submitted', lines),
  };
}

/** The daily summary to super admins (issue 19): a day's figures, one line each. */
export function dailySummaryMail(club: string, to: string, day: string, lines: string[], url: string): MailMessage {
  const heading = `The club's day, ${day}`;
  return {
    to,
    subject: `${club}: daily summary for ${day}`,
    text: `${heading}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nCharts and CSV: ${url}`,
    html: layout(club, heading, lines, { label: 'Open the reports', url }),
  };
}
