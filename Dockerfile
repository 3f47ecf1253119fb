# syntax=docker/dockerfile:1
# The production images (docs/deploy.md). One build stage makes both deployables with the scripts
# `npm test` proves (tools/artifacts-test.mjs): `npm ci`, `npm run build` (the bundles and the sites'
# builds, then tools/artifacts.mjs). Each runtime stage is node:20-slim with one deployable installed by
# `npm ci --omit=dev` (no development package, no source, no TypeScript) and runs as the unprivileged
# `node` user.
#   docker build --target api  -t rewards-api  .
#   docker build --target site -t rewards-site .
# compose.yaml builds and runs both (with PostgreSQL and the TLS proxy).

ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NX_SKIP_NX_CACHE=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
# The whole repository (.dockerignore leaves out installs, builds and local data); npm's download
# cache is kept between builds, so a source change re-installs from it without the network.
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
RUN npm run build

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3333 \
    STUDENT_DOCUMENTS_DIR=/var/lib/rewards/documents DATA_DIR=/var/lib/rewards/pglite
WORKDIR /app
COPY --from=build /repo/dist/artifacts/api/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund \
 && mkdir -p /var/lib/rewards/documents /var/lib/rewards/pglite && chown -R node:node /var/lib/rewards
USER node
EXPOSE 3333
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3333)+'/system/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (SHUTDOWN_DRAIN_MS) and closes within SHUTDOWN_DEADLINE_MS; compose's stop_grace_period covers it.
CMD ["node", "apps/api/dist/server.js"]

FROM ${NODE_IMAGE} AS site
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4200
WORKDIR /app
COPY --from=build /repo/dist/artifacts/site/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --no-audit --no-fund
USER node
EXPOSE 4200
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4200)+'/system/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Every site in one process, chosen by Host (SHOPPER_HOSTS, MORE_REWARDS_HOSTS); `--site web` for one site.
CMD ["node", "apps/site-server/dist/main.js", "--site", "all"]
