# Creative Cuisines, one instance per container. Build with `docker build -t creative-cuisines .`; run the whole
# deployment (PostgreSQL, an S3-compatible store, two instances behind a proxy) with compose.yaml.

# Stage 1: install every dependency and build the client, its server rendering and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Stage 2: what runs. The production dependencies, the build and the migrations; no sources, no dev tools.
FROM node:20-bookworm-slim
# tini runs as PID 1: it passes the stop signal on to the server and reaps whatever exits under it. The server
# itself finishes its requests on SIGTERM and exits 0 (server/index.ts).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/app/data \
    UPLOADS_DIR=/app/uploads
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/migrations ./migrations
# The only folders the server writes to (with STORAGE=s3, photos go to the bucket instead), owned by the
# unprivileged user the server runs as.
RUN mkdir -p /app/data /app/uploads && chown node:node /app/data /app/uploads
USER node
EXPOSE 5000
# Ready: the database answers, every migration is applied, the job queue runs. No curl in this image: node asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/ready').then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
