import { Injectable } from '@nestjs/common';
import type { GameChange, InsertEffect, TriggerEffect } from './game-change';
import { GameChangeRepository, type InsertPart } from './game-change.repository';
import type { GameRecord } from './game-record';
import { withDeadlines } from './game-notifications';

/**
 * The use case's notifications as outbox rows, with the deadlines the clocks now have (so after
 * the clock's row effect); the dispatchers deliver them later, from these payloads alone.
 */
@Injectable()
export class NotificationsEffect implements InsertEffect {
  readonly kind = 'insert';
  readonly name = 'notifications';

  constructor(private readonly repository: GameChangeRepository) {}

  insert(change: GameChange, _before: GameRecord, after: GameRecord): InsertPart {
    return this.repository.notifications(withDeadlines(change.notifications, after));
  }
}

/*
 * What PostgreSQL does itself on the rows a change writes, each named here so that the list of a
 * change's effects is whole (api/test/game-change-effects.e2e-spec.ts checks each is installed
 * and that no other trigger acts on those tables).
 */

/**
 * Per outbox row: the in-app notification, one delivery per matching webhook, NOTIFY
 * entente_user (the user's streams) and entente_outbox (wakes the email dispatcher).
 */
export const OUTBOX_FAN_OUT: TriggerEffect = {
  kind: 'trigger',
  name: 'in-app notifications, webhook deliveries, user and outbox wake-ups',
  table: 'outbox',
  trigger: 'outbox_fan_out',
  migration: '1796090000000-correspondence.ts',
};

/**
 * The row's stamp (`touched`), which every UPDATE of it moves on: a guarded write applies only
 * while the game is exactly the record it was computed from.
 */
export const GAME_STAMP: TriggerEffect = {
  kind: 'trigger',
  name: "the row's stamp",
  table: 'games',
  trigger: 'games_touch',
  migration: '1796130000000-game-touched.ts',
};

/** Per event: NOTIFY entente_game, which wakes the game's live streams on every instance. */
export const STREAM_WAKE_UPS: TriggerEffect = {
  kind: 'trigger',
  name: 'stream wake-ups',
  table: 'game_events',
  trigger: 'game_events_notify',
  migration: '1796090000000-correspondence.ts',
};

/**
 * A new status, deadline or seat to act: the games list's keys on the game's seats, so a player's
 * games are read in list order from the seats' indexes.
 */
export const LIST_KEYS: TriggerEffect = {
  kind: 'trigger',
  name: 'list keys of the seats',
  table: 'games',
  trigger: 'games_list_keys_to_seats',
  migration: '1796120000000-list-keys.ts',
};
