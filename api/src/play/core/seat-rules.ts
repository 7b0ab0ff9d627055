import { DomainError } from '../../platform/errors/domain-error';

/** Coalition Chess's great powers: one user may never hold both (coalition.md §15, strawmen). */
const GREAT_POWERS = ['yellow', 'black'];

/**
 * Who may hold which seats: in 007 one seat per user (a game against oneself proves nothing); in
 * Coalition Chess at most two, never both great powers — the strawman rule of coalition.md §15.
 * `holdings` maps each seat to the user holding or invited to it.
 */
export function checkSeatHoldings(variant: string, holdings: ReadonlyMap<string, string>): void {
  const byUser = new Map<string, string[]>();
  for (const [seat, userId] of holdings) byUser.set(userId, [...(byUser.get(userId) ?? []), seat]);
  for (const seats of byUser.values()) {
    if (variant === 'coalition') {
      if (seats.length > 2)
        throw new DomainError('SEAT_NOT_ALLOWED', 'One player may hold at most two seats (coalition.md §15).', {
          rule: 'coalition.md §15',
        });
      if (GREAT_POWERS.every((s) => seats.includes(s))) {
        throw new DomainError(
          'SEAT_NOT_ALLOWED',
          'One player may not hold both great powers, yellow and black (coalition.md §15).',
          { rule: 'coalition.md §15' },
        );
      }
    } else if (seats.length > 1) {
      throw new DomainError('SEAT_NOT_ALLOWED', `One player may hold only one seat in ${variant}.`);
    }
  }
}
