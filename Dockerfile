# The whole product (API, storefront, back-office, worker) in one image; `docker compose up` runs it with
# PostgreSQL, Redis and Temporal.
FROM node:24-bookworm

WORKDIR /app
ENV CHECKPOINT_DISABLE=1 \
    PRISMA_HIDE_UPDATE_MESSAGE=1

# Dependencies first (cached while only the source changes). postinstall generates the Prisma client.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma/schema.prisma prisma/schema.prisma
COPY scripts/generate.ts scripts/prisma-cli.ts scripts/
COPY platform/infra/database-url.ts platform/infra/database-url.ts
RUN npm install --no-audit --no-fund

COPY . .
RUN npm run build \
 && mkdir -p .data \
 && chown -R node:node /app/.data

USER node
ENV NODE_ENV=production \
    START_SKIP_BUILD=1 \
    PORT=3000 \
    HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "start"]
