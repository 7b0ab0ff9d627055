import type { QueryFile } from './catalog';
import { COMMUNITY_QUERIES } from './community.queries';
import { DELIVERY_QUERIES } from './delivery.queries';
import { IDENTITY_QUERIES } from './identity.queries';
import { PLATFORM_QUERIES } from './platform.queries';
import { PLAY_QUERIES } from './play.queries';

/** Every committed query file (api/src/queries/*.sql), area by area. */
export const QUERY_FILES: readonly QueryFile[] = [
  ...PLATFORM_QUERIES,
  ...IDENTITY_QUERIES,
  ...PLAY_QUERIES,
  ...COMMUNITY_QUERIES,
  ...DELIVERY_QUERIES,
];

export { renderQueryFile } from './catalog';
