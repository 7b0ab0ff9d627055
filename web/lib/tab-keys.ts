/**
 * The keys of a WAI-ARIA tab list (the negotiation panel's channels, a phone's Board and
 * Negotiation tabs): ← and → select the previous and the next tab, round the ends; Home and End
 * the first and the last. The tab `key` moves to from `current`, or null for any other key.
 */
export function tabForKey<T>(key: string, tabs: readonly T[], current: T): T | null {
  if (tabs.length === 0) return null;
  const at = Math.max(0, tabs.indexOf(current));
  switch (key) {
    case 'ArrowRight':
      return tabs[(at + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(at - 1 + tabs.length) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return null;
  }
}
