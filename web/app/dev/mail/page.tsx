import { apiUrl } from '../../../lib/server-api';
import { CaughtMailList } from '../../../features/dev-mail/components/caught-mail-list';

export const dynamic = 'force-dynamic';

/**
 * The local mail catcher's inbox (the start command's embedded mode only). The caught mail holds
 * password-reset links, so this server never fetches it on a visitor's behalf: the browser asks
 * the API directly, which answers only connections from this machine (see the API's
 * dev-mail.controller.ts).
 */
export default function DevMailPage() {
  return <CaughtMailList apiUrl={apiUrl()} />;
}
