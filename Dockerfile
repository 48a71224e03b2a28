# The production image: `npm start` (migrations, then `next start` on PORT 3000) as the non-root `node` user.
#   docker build -t dealer-platform .
#   docker run -e DATABASE_URI=postgres://... -e PAYLOAD_SECRET=... -p 3000:3000 --stop-timeout 30 dealer-platform
# docs/deploying-and-scaling.md has the compose file (PostgreSQL, two app servers, HAProxy, S3-compatible media) and the settings.

FROM node:20-bookworm-slim AS base
# The image's npm 10 knows nothing of the install-script policy (.npmrc strict-allow-scripts, package.json
# allowScripts) and would run every dependency's install script; npm 11 enforces it, as on developers' machines.
RUN npm install --global npm@11.19.1 && npm cache clean --force
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Build: every dependency, `next build`, and the scripts bundled by esbuild (scripts/run.mjs --compile-all)
# into node_modules/.cache/dealer-scripts, so nothing is compiled when the app starts.
FROM base AS build
# patches/ before the install: postinstall runs patch-package.
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm ci
COPY . .
# .next/cache is the build's own cache; the server only writes image optimiser copies there.
RUN npm run build && rm -rf .next/cache

FROM base AS run
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm ci --omit=dev && npm cache clean --force
# scripts/run.mjs runs a bundle only while every source file it was built from is unchanged, so the
# sources come from the build stage as the build saw them (next build may rewrite tsconfig.json).
# next.config.mjs reads src/platform/*.json when the server starts; site-seeds/ is read by seeding.
COPY --from=build /app/tsconfig.json /app/next.config.mjs /app/payload.config.ts ./
COPY --from=build /app/access ./access
COPY --from=build /app/blocks ./blocks
COPY --from=build /app/collections ./collections
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/site-seeds ./site-seeds
COPY --from=build /app/src ./src
COPY --from=build /app/public ./public
COPY --from=build /app/.next ./.next
COPY --from=build /app/node_modules/.cache/dealer-scripts ./node_modules/.cache/dealer-scripts
# Everything above stays root's; the server writes only the image optimiser's cache and .data/ (the
# offline mailbox, and media when S3_BUCKET is not set).
RUN mkdir -p .next/cache .data/mailbox && chown node:node .next/cache .data .data/mailbox
USER node
EXPOSE 3000
# Readiness (src/features/health): database, migrations and search index. Long start period: the first
# start applies migrations (and seeds, with SEED_DEMO=1) before the server listens.
HEALTHCHECK --interval=10s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without npm in between: SIGTERM reaches scripts/run.mjs, which passes it on for the
# server's bounded drain (give `docker stop` 30 s: SHUTDOWN_DEREGISTER_MS + SHUTDOWN_DRAIN_MS + SHUTDOWN_TASKS_MS + 5 s).
CMD ["node", "scripts/run.mjs", "start"]
