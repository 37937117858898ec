# The Bistro Boss app as a container image (docs/deploy.md): `docker build -t bistro-boss .`
# One process per container; run several behind a load balancer, on PostgreSQL and an
# S3-compatible store (deploy/compose.yaml).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The app runs as the image's unprivileged `node` user, writing only to /data.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
EXPOSE 5000
VOLUME ["/data"]
# Fails while the process stops (503) as well as when it cannot reach its database.
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=2 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:5000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
