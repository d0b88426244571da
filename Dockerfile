# StoreBuilder as a container: `docker build -t storebuilder .`, then see compose.yaml for PostgreSQL,
# Redis, two app replicas and nginx. The image runs Next's standalone server (output: "standalone").

# 1. Dependencies (npm install, not npm ci: see STACK-NOTES — the lockfile carries linux-x64 builds only).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund

# 2. The production build. Also the image of one-off tasks (compose's `seed` service runs tsx from here).
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 \
    STANDALONE_BUILD=1
COPY . .
RUN ./node_modules/.bin/next build

# 3. What runs: the traced server, its static files, migrations (applied on start) and the cache handler.
FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
COPY --from=build --chown=node:node /app/lib/cache/cache-handler.mjs ./lib/cache/cache-handler.mjs
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# 200 only when the database (and Redis, when configured) answer; 503 while shutting down.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM (docker stop): Next stops accepting connections and finishes the requests in flight.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
