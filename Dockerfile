# One image for the API and the dashboard (docker-compose.yml picks the command), in two stages.
#
# build:   every dependency, then `npm run build` — the API compiled by the Nest CLI into dist/,
#          the dashboard by `next build` into its standalone server — and a prune to the
#          production dependencies. The embedded PostgreSQL's binaries are optional dependencies
#          and go too: in containers the database is a real PostgreSQL (see docker-compose.yml).
# runtime: only what runs: package.json, the pruned node_modules, dist/, the engine package's
#          build, the dashboard's standalone server (it carries its own trimmed node_modules with
#          Next.js and React), and the two launcher scripts. No sources, no compilers, no test tools.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY packages/engine/package.json ./packages/engine/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --omit=optional --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The engine package, which node_modules/@entente/engine links to: its manifest and its build.
COPY --from=build /app/packages/engine/package.json ./packages/engine/
COPY --from=build /app/packages/engine/dist ./packages/engine/dist
COPY --from=build /app/scripts/run.js /app/scripts/build.js ./scripts/
# The dashboard server may write its cache beside itself: owned by the user it runs as.
COPY --from=build --chown=node:node /app/web/.next/standalone ./web/.next/standalone
# Not root: nothing here needs it.
USER node
EXPOSE 3000 3001
CMD ["npm", "run", "start:api"]
