# The production image: the compiled server (apps/server/dist, see
# apps/server/build.mjs), the built web client, and only the server's runtime
# dependencies, run by plain node as a non-root user.
#
#   docker build -t initiative .
#   docker run -p 3000:3000 -v initiative-data:/app/data initiative
#
# apps/server/test/compose.test.ts checks this file against the build and docker-compose.yml.

# --- build: install everything, build the web client and the server bundle ---
FROM node:20-bookworm AS build
WORKDIR /src
ENV PNPM=pnpm@12.20.0
# The manifests first, so the install layer is reused while only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/rules/package.json packages/rules/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npx -y $PNPM install --frozen-lockfile
COPY . .
RUN npx -y $PNPM --filter @initiative/web build \
 && npx -y $PNPM --filter @initiative/server build \
 && npx -y $PNPM --filter @initiative/server deploy --prod /out

# --- runtime: node, the bundle, the web client, production node_modules ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps
WORKDIR /app
# The same layout as the repository: the server finds apps/web/dist and ./data from apps/server/dist.
COPY --from=build /out/package.json apps/server/package.json
COPY --from=build /out/node_modules apps/server/node_modules
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) shuts the server down gracefully: node is PID 1 and handles it itself.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
