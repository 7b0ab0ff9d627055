import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The dashboard. It talks to the API through its own `/api/*` route (app/api/[...path]/route.ts),
 * a proxy that reads API_URL at run time — so cookies are same-origin and one build works against
 * any API address (the start command, tests on random ports, docker-compose).
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A self-contained server (web/.next/standalone/web/server.js) with exactly the modules it
  // needs traced into its own node_modules: Next.js and React are build tools of the project,
  // not run-time dependencies (see the README's "Build and production").
  output: 'standalone',
  // The build reaches outside web/ (the rules engine, docs/rules), so tracing starts at the root.
  outputFileTracingRoot: repository,
  // The rules pages read docs/rules at run time.
  outputFileTracingIncludes: { '/rules/*': ['../docs/rules/**/*.md'] },
  // Next's server trace is generous: it takes in compilers and bundlers that only `next build`
  // uses (some are the project's own dev dependencies). The standalone server runs without them
  // (the production check in .ci/run starts it with the dev dependencies pruned).
  outputFileTracingExcludes: {
    '*': [
      '**/node_modules/typescript/**',
      '**/node_modules/webpack/**',
      '**/node_modules/terser/**',
      '**/node_modules/terser-webpack-plugin/**',
      '**/node_modules/@swc/core/**',
      '**/node_modules/@swc/core-*/**',
      '**/node_modules/esbuild/**',
      '**/node_modules/@esbuild/**',
      '**/node_modules/sharp/**',
      '**/node_modules/@img/**',
    ],
  },
  // No next/image in the dashboard: nothing for sharp to optimise.
  images: { unoptimized: true },
  // Lint and type-check run in `npm run lint`, not inside every build.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // The engine package (packages/engine, pure TypeScript without Node I/O) runs in the browser too:
  // the 007 turn preview and the replay slider apply moves locally with the server's own rules.
  experimental: { externalDir: true },
  // OAuth (api/src/identity/oauth, docs/oauth.md): the dashboard's public URL is the issuer, so RFC 8414
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
      // Every answer, pages, static files and the /api proxy alike; the pages' Content-Security-Policy
      // (with its per-request nonce) comes from middleware.ts.
      {
        source: '/:path*',
        headers: [
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
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
