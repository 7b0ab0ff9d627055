import { AuthorizeView } from '../../../features/oauth/components/authorize-view';

/**
 * The OAuth authorization endpoint (features/oauth). The view is a client component on purpose
 * (see there): this route reads nothing on the server.
 */
export default function AuthorizePage() {
  return <AuthorizeView />;
}
