# syntax=docker/dockerfile:1
# Sakip in a container (README, "Operating it" → Container). Multi-stage: build with every dependency, run the
# compiled server (server/dist, plain node) with production dependencies only, as a non-root user.
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# web/dist (Vite) and server/dist (esbuild)
RUN npm run build

FROM node:20.19-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20.19-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/web/dist web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/backend/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "server/dist/main.mjs"]
