import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every game finishes.
 *
 * `games.abandoned`: what happens to a seat whose person times out or leaves the running game —
 * `resign` (the rules' time-out: the seat resigns), `computer` (a computer player of
 * `abandoned_level` takes the seat and plays on), `substitute` (a computer of that level keeps the
 * seat and it is offered to anyone, in the lobby and to the game's club, until a person takes it
 * over). The level is set exactly when a computer may take a seat.
 *
 * `seat_holders.how` gains `left`: the person left the running game and the game's `abandoned`
 * option gave the seat to a computer.
 *
 * Ladders: `holder_credit` — how a seat's result is credited when the seat changed hands: `final`
 * (to the person who held it at the end; nobody when a computer did), `each` (to every person who
 * held it, once each); `computer_games` — whether a game in which a computer held a seat at any time
 * counts at all (false: such a game ends `void`). docs/abandoned-seats.md says it in words.
 */
export class AbandonedSeats1796113400000 implements MigrationInterface {
  name = 'AbandonedSeats1796113400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE games
        ADD COLUMN abandoned text NOT NULL DEFAULT 'resign'
          CONSTRAINT games_abandoned_check CHECK (abandoned IN ('resign', 'computer', 'substitute')),
        ADD COLUMN abandoned_level text
          CONSTRAINT games_abandoned_level_check CHECK (abandoned_level IN ('random', 'greedy', 'search')),
        ADD CONSTRAINT games_abandoned_level_set_check CHECK ((abandoned = 'resign') = (abandoned_level IS NULL))`);
    await q.query(`ALTER TABLE seat_holders DROP CONSTRAINT seat_holders_how_check`);
    await q.query(
      `ALTER TABLE seat_holders ADD CONSTRAINT seat_holders_how_check CHECK (how IN ('start', 'hand-over', 'take-over', 'timeout', 'left'))`,
    );
    await q.query(`
      ALTER TABLE ladders
        ADD COLUMN holder_credit text NOT NULL DEFAULT 'final'
          CONSTRAINT ladders_holder_credit_check CHECK (holder_credit IN ('final', 'each')),
        ADD COLUMN computer_games boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE ladders DROP COLUMN computer_games, DROP COLUMN holder_credit`);
    await q.query(`DELETE FROM seat_holders WHERE how = 'left'`);
    await q.query(`ALTER TABLE seat_holders DROP CONSTRAINT seat_holders_how_check`);
    await q.query(
      `ALTER TABLE seat_holders ADD CONSTRAINT seat_holders_how_check CHECK (how IN ('start', 'hand-over', 'take-over', 'timeout'))`,
    );
    await q.query(
      `ALTER TABLE games DROP CONSTRAINT games_abandoned_level_set_check, DROP COLUMN abandoned_level, DROP COLUMN abandoned`,
    );
  }
}
