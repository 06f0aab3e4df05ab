# Shelfmark's production image: the API server, which also serves the built web apps.
#   docker build -t shelfmark .
#   docker run -p 3000:3000 -v shelfmark-data:/data shelfmark
# Built and started in CI with podman (npm run test:container); see README, "The container image".

# 1. Build the server bundle and the web apps with the whole toolchain.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run-many -t build -p api shell library catalog media account --outputStyle=static \
 && NX_DAEMON=false NX_NO_CLOUD=true npx nx run design-system:build-storybook --outputStyle=static

# 2. Only the packages the server needs at run time (the bundle holds our own libraries).
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /src
COPY --from=build /src/package.json /src/package-lock.json ./
COPY --from=build /src/apps ./apps
COPY --from=build /src/libs ./libs
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

# 3. The image: Node, the runtime packages, the built apps; runs as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /src/node_modules ./node_modules
COPY --from=build /src/dist/apps ./dist/apps
# The designers' Storybook, served at /storybook/ to staff (STORYBOOK_ACCESS; ADR 0045).
COPY --from=build /src/dist/storybook ./dist/storybook
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# The same check a load balancer makes: 200 once the server and its database answer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/v1/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/apps/api/main.js"]
