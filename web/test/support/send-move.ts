import type { Page } from 'playwright-core';
import { clickMove } from './users';

/**
 * A Coalition Chess move by two clicks, then sent with "Send move": in a game between people the
 * dashboard asks before sending unless the player turned that off (on by default, as lichess).
 */
export async function clickMoveAndSend(page: Page, from: string, to: string): Promise<void> {
  await clickMove(page, from, to);
  await page.getByTestId('submit-turn').click();
}
