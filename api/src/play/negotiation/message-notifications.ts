import type { GameRecord } from '../core/game-record';
import type { OutboxEntry } from '../../platform/outbox/outbox.repository';
import type { Channel } from './channels';
import type { MessageDto } from './dto/negotiation.dto';

/**
 * A message's email waits this long (its outbox row's `available_at`): messages that follow
 * within it join the same email. In-app notifications, webhooks and streams are never delayed.
 */
export const MESSAGE_EMAIL_QUIET_MS = 3 * 60_000;

/**
 * Who is told of a new message, and what they are told: every other holder of a seat of the
 * channel (a strawman's holder once; the author never; nobody who muted the writing seat), each
 * with the message as it was written — author, seat, channel, text — so a notification read or
 * delivered later still says exactly what was said. (Their email waits for the burst to end: the
 * dispatcher gathers its messages into one email, notifications/message-burst.ts.)
 */
export function messageNotifications(
  game: GameRecord,
  channel: Channel,
  message: MessageDto,
  mutedBy: ReadonlySet<string>,
): OutboxEntry[] {
  const recipients = new Set<string>();
  for (const s of game.seats)
    if (s.state === 'taken' && s.userId && channel.members.includes(s.seat)) recipients.add(s.userId);
  if (message.author) recipients.delete(message.author.id);
  for (const userId of mutedBy) recipients.delete(userId);
  return [...recipients].map((userId) => ({
    kind: 'message',
    userId,
    gameId: game.id,
    payload: {
      gameId: game.id,
      variant: game.variant,
      channel: channel.id,
      members: [...channel.members],
      messageId: message.id,
      seq: message.seq,
      seat: message.seat,
      author: message.author,
      text: message.text,
      createdAt: message.createdAt,
    },
  }));
}
