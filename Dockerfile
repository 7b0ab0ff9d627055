# One image for the API and the dashboard (docker-compose.yml picks the command). The TypeScript
# sources run as they are, compiled on load by SWC (scripts/register-swc.js), as in `npm start`.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build:web

# Not root: nothing here needs it.
RUN chown -R node:node /app
USER node

EXPOSE 3000 3001
CMD ["npm", "run", "start:api"]
