import {
  type EntityManager,
  type EntitySubscriberInterface,
  EventSubscriber,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

/** What waits for the outermost commit of a connection's transaction. */
const waiting = new WeakMap<QueryRunner, (() => void)[]>();

/**
 * Runs `fn` once what `manager` wrote is committed: at once outside a transaction (the statement
 * committed by itself), else after the outermost COMMIT of its transaction, and never if it rolls
 * back. For figures that must count what happened, not what was tried (a half-move counted and
 * then rolled back by a later effect's refusal never took place).
 */
export function afterCommit(manager: EntityManager, fn: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    fn();
    return;
  }
  const list = waiting.get(runner);
  if (list) list.push(fn);
  else waiting.set(runner, [fn]);
}

/** TypeORM's transaction events, registered on the DataSource (database.module.ts). */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint's release inside a transaction also ends here: wait for the outermost COMMIT.
    if (event.queryRunner.isTransactionActive) return;
    const list = waiting.get(event.queryRunner);
    waiting.delete(event.queryRunner);
    for (const fn of list ?? []) fn();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // Back to a savepoint, the transaction goes on (what came before it may still commit).
    if (!event.queryRunner.isTransactionActive) waiting.delete(event.queryRunner);
  }
}
