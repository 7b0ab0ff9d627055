import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who held each seat when. `seat_holders` has one row per holding: from the event that
 * gave the seat (`since_seq`: the start, or a `seat-handed-over`) to the one that passed it on
 * (`until_seq`, null while held). A holder is a person or a computer player, never neither: a seat
 * changes hands in one event. The rows are written in the transaction of that event; the event
 * chain stays the record, this table the index to read it by seat and by person.
 *
 * `game_seats.offered_at`/`offered_to`: a running game's seat its holder offers to a substitute —
 * to anyone (listed in the lobby) or to one person — until someone takes it over or the offer is
 * withdrawn.
 */
export class SeatHolders1796110100000 implements MigrationInterface {
  name = 'SeatHolders1796110100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE seat_holders (
        game_id uuid NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat text NOT NULL,
        since_seq integer NOT NULL,
        since timestamptz NOT NULL,
        user_id uuid REFERENCES users(id),
        computer text,
        how text NOT NULL CHECK (how IN ('start', 'hand-over', 'take-over', 'timeout')),
        until_seq integer,
        until timestamptz,
        PRIMARY KEY (game_id, seat, since_seq),
        CONSTRAINT seat_holders_holder_check CHECK ((user_id IS NULL) <> (computer IS NULL)),
        CONSTRAINT seat_holders_until_check CHECK ((until_seq IS NULL) = (until IS NULL) AND (until_seq IS NULL OR until_seq > since_seq))
      )`);
    await q.query(`CREATE INDEX seat_holders_user_idx ON seat_holders (user_id, game_id) WHERE user_id IS NOT NULL`);
    // The games already started: their holders since the start.
    await q.query(`
      INSERT INTO seat_holders (game_id, seat, since_seq, since, user_id, how)
      SELECT s.game_id, s.seat, e.seq, e.created_at, s.user_id, 'start'
        FROM game_seats s JOIN game_events e ON e.game_id = s.game_id AND e.type = 'game-started'
       WHERE s.state = 'taken' AND s.user_id IS NOT NULL`);
    await q.query(
      `ALTER TABLE game_seats ADD COLUMN offered_at timestamptz, ADD COLUMN offered_to uuid REFERENCES users(id)`,
    );
    await q.query(
      `ALTER TABLE game_seats ADD CONSTRAINT game_seats_offer_check CHECK (offered_to IS NULL OR offered_at IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_seats DROP CONSTRAINT game_seats_offer_check`);
    await q.query(`ALTER TABLE game_seats DROP COLUMN offered_to, DROP COLUMN offered_at`);
    await q.query(`DROP TABLE seat_holders`);
  }
}
