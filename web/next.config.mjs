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
};

export default nextConfig;
