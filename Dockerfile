# The MVM back office as one image: the API serving the built web app on one port (docs/install.md).
# Build: docker build -t mvm-backoffice:<version> .   (or podman build; compose.yaml builds it too)
# Three stages: `build` installs everything and builds the web app, `deps` installs the production
# dependencies of the API, the print agent and the domain package only, and the final stage gets those plus the
# sources, the migrations and the built web app, and runs as the unprivileged user `node`.
# The API runs its TypeScript through tsx, as `npm start` does: the project has no compile step, and tsx is
# a production dependency of @mvm/api (docs/install.md, "The image").
ARG NODE_IMAGE=docker.io/library/node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/print-agent/package.json apps/print-agent/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/print-agent/package.json apps/print-agent/
COPY e2e/package.json e2e/
# No install scripts: the native packages (argon2, canvas, esbuild) come as prebuilt platform packages.
# Type declarations and source maps are a quarter of node_modules and nothing reads them at run time.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
      -w packages/domain -w apps/api -w apps/print-agent \
 && find node_modules \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete \
 && npm cache clean --force

FROM ${NODE_IMAGE}
# Keep in step with the root package.json's version (docs/upgrade.md, "Making a release").
ARG VERSION=1.0.0
LABEL org.opencontainers.image.title="MVM Backoffice" \
      org.opencontainers.image.description="Back office of a Belgian charity: members, desks, markets, printing" \
      org.opencontainers.image.version="${VERSION}"
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data BACKUP_DIR=/backups
# pg_dump and pg_restore for the server's own backups on PostgreSQL (issue 25): Debian's, version 15.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-client >/dev/null \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=deps /app/ ./
COPY packages/domain/src packages/domain/src
COPY apps/api/src apps/api/src
COPY apps/api/drizzle apps/api/drizzle
COPY apps/print-agent/src apps/print-agent/src
COPY deploy/healthcheck.mjs deploy/
COPY --from=build /app/apps/web/dist apps/web/dist
# The embedded database (when no DATABASE_URL) and the print previews, and the backups; everything else stays
# read-only.
RUN mkdir -p /data /backups && chown node:node /data /backups && chmod 700 /backups
VOLUME /data /backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
CMD ["node", "--import", "tsx", "apps/api/src/main.ts"]
