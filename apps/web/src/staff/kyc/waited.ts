/** How long a player has waited, in the largest units that matter: "12 min", "3 h 5 min", "2 d 4 h". */
export function waitedText(since: string | null, now: number): string {
  if (!since) return 'just now';
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
