/**
 * The dashboard. It talks to the API through its own `/api/*` route (app/api/[...path]/route.ts),
 * a proxy that reads API_URL at run time — so cookies are same-origin and one build works against
 * any API address (the start command, tests on random ports, docker-compose).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lint and type-check run in `npm run lint`, not inside every build.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // The rules engine (api/src/rules, pure TypeScript without Node I/O) runs in the browser too:
  // the 007 turn preview and the replay slider apply moves locally with the server's own rules.
  experimental: { externalDir: true },
  // OAuth (api/src/oauth, docs/oauth.md): the dashboard's public URL is the issuer, so RFC 8414
  // metadata is served from its root, by the API through the /api proxy.
  async rewrites() {
    return [
      {
        source: '/.well-known/oauth-authorization-server',
        destination: '/api/.well-known/oauth-authorization-server',
      },
    ];
  },
  // The consent page must never be framed (a click on "Allow" under someone else's page), and
  // its URL, which names the app's request, is not passed on as a Referer.
  async headers() {
    return [
      {
        source: '/oauth/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
          { key: 'Referrer-Policy', value: 'no-referrer' },
          { key: 'Cache-Control', value: 'no-store' },
        ],
      },
    ];
  },
};

export default nextConfig;
