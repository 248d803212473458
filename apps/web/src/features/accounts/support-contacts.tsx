/** The club's support lines, from the club settings. */
export function SupportContacts({ email, phone }: { email: string; phone: string }) {
  return (
    <p className="text-center text-xs text-slate-300">
      Need help? Write to{' '}
      <a href={`mailto:${email}`} className="font-medium text-emerald-300 underline-offset-4 hover:underline">
        {email}
      </a>{' '}
      or call{' '}
      <a
        href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        className="font-medium text-emerald-300 underline-offset-4 hover:underline"
      >
        {phone}
      </a>
      .
    </p>
  );
}
