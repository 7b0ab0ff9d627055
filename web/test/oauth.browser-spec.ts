import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import type { BrowserContext } from 'playwright-core';
import { describeInBrowser } from './support/browser-suite';
import { invite007, openPlayer } from './support/players';
import { screenshot } from './support/screenshot';
import { gotoReady } from './support/users';

jest.setTimeout(240_000);

/**
 * A third-party app on another site (`localhost`, while the dashboard is `127.0.0.1`): its page
 * links to the authorization endpoint, and its redirect URI records what comes back.
 */
interface ClientSite {
  origin: string;
  redirectUri: string;
  /** Sets the link its home page shows. */
  link(url: string): void;
  /** The callback URLs the browser has brought back, oldest first. */
  callbacks: URL[];
  close(): Promise<void>;
}

async function startClientSite(): Promise<ClientSite> {
  let href = '#';
  const callbacks: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost`);
    if (url.pathname === '/callback') {
      callbacks.push(new URL(req.url ?? '/', site.origin));
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="done">Back at the app</p>');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<a id="connect" href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Connect Entente</a>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const site: ClientSite = {
    origin,
    redirectUri: `${origin}/callback`,
    link: (url) => {
      href = url;
    },
    callbacks,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return site;
}

describeInBrowser('OAuth2 for third-party apps', (suite) => {
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  let site: ClientSite;
  beforeAll(async () => {
    site = await startClientSite();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await site?.close();
  });
  afterEach(() => {
    expect(errors.splice(0)).toEqual([]);
  });

  // The dashboard runs on http://127.0.0.1: the client library must be told plain http is meant.
  const insecure = { [oauth.allowInsecureRequests]: true } as const;

  it('an app registered in settings gets a token through the consent page, plays, refreshes, and is refused after revocation', async () => {
    const owner = await openPlayer(suite, 'owner', errors, contexts);
    const ann = await openPlayer(suite, 'ann', errors, contexts);
    const bob = await openPlayer(suite, 'bob', errors, contexts);

    // The app's author registers it in the dashboard's settings (public: PKCE only).
    await gotoReady(owner.page, `${suite.dash.url}/settings`);
    const panel = owner.page.getByTestId('oauth-apps');
    await panel.locator('input[name=oauth-app-name]').fill('Pairing Tool');
    await panel.locator('textarea[name=oauth-app-redirects]').fill(site.redirectUri);
    await panel.getByRole('button', { name: 'Register app' }).click();
    const clientId = (await panel.getByTestId('oauth-app-client-id').textContent())!.trim();
    await panel.getByTestId('oauth-app').filter({ hasText: 'Pairing Tool' }).waitFor();
    expect(await panel.getByTestId('oauth-app-secret').count()).toBe(0);

    // The app, with a standard client library: discovery, PKCE, the authorization URL.
    const issuer = new URL(suite.dash.url);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    );
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    const client: oauth.Client = { client_id: clientId };
    const clientAuth = oauth.None();
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint!);
    authorizationUrl.search = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: site.redirectUri,
      scope: 'games:read games:play',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    site.link(authorizationUrl.href);

    // Ann follows the app's link (a cross-site navigation) to the consent page and allows.
    await ann.page.goto(site.origin);
    await ann.page.locator('#connect').click();
    const consent = ann.page.getByTestId('oauth-consent');
    await consent.waitFor();
    expect(await ann.page.getByTestId('oauth-question').textContent()).toBe(
      'Allow “Pairing Tool” to use your Entente account?',
    );
    expect(await consent.textContent()).toContain(`Registered by @${owner.user.username}`);
    expect(await consent.getByTestId('oauth-scope').allTextContents()).toEqual([
      'Play for you: move, offer and answer draws, resign, answer invitations, take vacation',
      'See your games with their moves, clocks and history',
    ]);
    await screenshot(ann.page, 'oauth-consent.png');
    await ann.page.getByTestId('oauth-allow').click();
    await ann.page.locator('#done').waitFor();
    const callback = site.callbacks.at(-1)!;
    expect(callback.searchParams.get('state')).toBe(state);

    // The app exchanges the code.
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, site.redirectUri, verifier, insecure),
    );
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('games:play games:read');
    expect(tokens.refresh_token).toBeTruthy();

    // It plays Ann's move in a game with Bob, through the dashboard's public /api like any client.
    const gameId = await invite007(suite, ann.context, bob.user);
    const accepted = await bob.context.request.post(`${suite.dash.url}/api/games/${gameId}/seats/black/accept`);
    expect(accepted.status()).toBe(200);
    const api = (path: string, token: string, init: RequestInit = {}) =>
      fetch(`${suite.dash.url}/api${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
      });
    const game = (await (await api(`/games/${gameId}`, tokens.access_token)).json()) as { version: number };
    const moved = await api(`/games/${gameId}/moves`, tokens.access_token, {
      method: 'POST',
      body: JSON.stringify({ move: 'e2e4', expectedVersion: game.version }),
    });
    expect(moved.status).toBe(201);
    // Ann sees her move on the game page.
    await gotoReady(ann.page, `${suite.dash.url}/games/${gameId}`);
    await ann.page.getByTestId('board').locator('[data-square="e4"]').waitFor();

    // It refreshes: a new pair, the old refresh token spent; the new token plays on.
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure),
    );
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const second = await api(`/games/${gameId}/moves`, refreshed.access_token, {
      method: 'POST',
      body: JSON.stringify({ move: 'e7e5', expectedVersion: game.version + 1 }),
    });
    expect(second.status).toBe(201);

    // Ann finds the app in her settings.
    await gotoReady(ann.page, `${suite.dash.url}/settings`);
    const authorised = ann.page.getByTestId('authorized-app').filter({ hasText: 'Pairing Tool' });
    await authorised.waitFor();
    expect(await authorised.textContent()).toContain('See your games with their moves, clocks and history');

    // The app revokes its token (RFC 7009): the token and its refresh token are refused.
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, clientAuth, refreshed.access_token, insecure),
    );
    expect((await api(`/games/${gameId}`, refreshed.access_token)).status).toBe(401);
    const refused = await oauth
      .processRefreshTokenResponse(
        as,
        client,
        await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshed.refresh_token!, insecure),
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(refused).toBeInstanceOf(oauth.ResponseBodyError);
    expect((refused as oauth.ResponseBodyError).error).toBe('invalid_grant');
  });

  it('remembers consent per app and scope set, asks again in German for more, and the user revokes the app in settings', async () => {
    const owner = await openPlayer(suite, 'author', errors, contexts);
    const cleo = await openPlayer(suite, 'cleo', errors, contexts);
    const created = await owner.context.request.post(`${suite.dash.url}/api/oauth/apps`, {
      data: { name: 'Ladder Bot', redirectUris: [site.redirectUri], confidential: true },
    });
    expect(created.status()).toBe(201);
    const app = (await created.json()) as { clientId: string; clientSecret: string };
    const client: oauth.Client = { client_id: app.clientId };
    const clientAuth = oauth.ClientSecretBasic(app.clientSecret);
    const issuer = new URL(suite.dash.url);
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
    );

    const start = async (scope: string) => {
      const verifier = oauth.generateRandomCodeVerifier();
      const state = oauth.generateRandomState();
      const url = new URL(as.authorization_endpoint!);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: site.redirectUri,
        scope,
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }).toString();
      site.link(url.href);
      await cleo.page.goto(site.origin);
      await cleo.page.locator('#connect').click();
      return { verifier, state };
    };
    const tokenFrom = async (verifier: string, state: string) => {
      const params = oauth.validateAuthResponse(as, client, site.callbacks.at(-1)!, state);
      return oauth.processAuthorizationCodeResponse(
        as,
        client,
        await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, site.redirectUri, verifier, insecure),
      );
    };

    // First time: the consent page; "Deny" sends access_denied back.
    let flow = await start('ladders:read');
    await cleo.page.getByTestId('oauth-deny').click();
    await cleo.page.locator('#done').waitFor();
    expect(site.callbacks.at(-1)!.searchParams.get('error')).toBe('access_denied');

    flow = await start('ladders:read');
    await cleo.page.getByTestId('oauth-allow').click();
    await cleo.page.locator('#done').waitFor();
    const first = await tokenFrom(flow.verifier, flow.state);
    expect(first.scope).toBe('ladders:read');

    // The same scope set again: straight back to the app, no question asked.
    const callbacksBefore = site.callbacks.length;
    flow = await start('ladders:read');
    await cleo.page.locator('#done').waitFor();
    expect(site.callbacks.length).toBe(callbacksBefore + 1);
    const again = await tokenFrom(flow.verifier, flow.state);
    expect(again.scope).toBe('ladders:read');

    // More scopes, with the dashboard in German: asked again, in German.
    await cleo.context.addCookies([{ name: 'entente_lang', value: 'de', url: suite.dash.url }]);
    flow = await start('ladders:read ladders:write');
    const consent = cleo.page.getByTestId('oauth-consent');
    await consent.waitFor();
    expect(await cleo.page.getByTestId('oauth-question').textContent()).toBe(
      'Darf „Ladder Bot“ Dein Entente-Konto verwenden?',
    );
    expect(await consent.getByTestId('oauth-scope').allTextContents()).toEqual([
      'Deine Klubs, Ranglisten und Tabellen sehen',
      'Für Dich Klubs und Ranglisten beitreten und sie leiten, und Spieler herausfordern',
    ]);
    await screenshot(cleo.page, 'oauth-consent-de.png');
    await cleo.page.getByTestId('oauth-allow').click();
    await cleo.page.locator('#done').waitFor();
    const wider = await tokenFrom(flow.verifier, flow.state);
    expect(wider.scope).toBe('ladders:read ladders:write');
    const clubs = () =>
      fetch(`${suite.dash.url}/api/clubs`, { headers: { authorization: `Bearer ${wider.access_token}` } });
    expect((await clubs()).status).toBe(200);

    // Cleo revokes the app in her settings: its tokens stop at once, and the next visit asks again.
    await gotoReady(cleo.page, `${suite.dash.url}/settings`);
    const row = cleo.page.getByTestId('authorized-app').filter({ hasText: 'Ladder Bot' });
    await row.getByTestId('authorized-app-revoke').click();
    await row.waitFor({ state: 'detached' });
    expect((await clubs()).status).toBe(401);
    await start('ladders:read');
    await cleo.page.getByTestId('oauth-consent').waitFor();
  });

  it('a signed-out visitor signs in first and comes back to the same request', async () => {
    const owner = await openPlayer(suite, 'maker', errors, contexts);
    const dora = await openPlayer(suite, 'dora', errors, contexts);
    const created = await owner.context.request.post(`${suite.dash.url}/api/oauth/apps`, {
      data: { name: 'Clock Watch', redirectUris: [site.redirectUri], confidential: false },
    });
    const app = (await created.json()) as { clientId: string };
    await dora.context.clearCookies();
    const url = new URL(`${suite.dash.url}/oauth/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: app.clientId,
      redirect_uri: site.redirectUri,
      scope: 'games:read',
      state: 'from-the-app',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    }).toString();
    site.link(url.href);
    await dora.page.goto(site.origin);
    await dora.page.locator('#connect').click();
    await dora.page.getByTestId('oauth-sign-in').getByRole('link').click();
    await dora.page.locator('input[name=login]').fill(dora.user.username);
    await dora.page.locator('input[name=password]').fill(dora.user.password);
    await dora.page.locator('form button[type=submit]').click();
    await dora.page.getByTestId('oauth-question').filter({ hasText: 'Clock Watch' }).waitFor();
    await dora.page.getByTestId('oauth-allow').click();
    await dora.page.locator('#done').waitFor();
    const back = site.callbacks.at(-1)!;
    expect(back.searchParams.get('state')).toBe('from-the-app');
    expect(back.searchParams.get('code')).toBeTruthy();
  });
});
