# One image definition for every Wattle service. `npm run build` happens once; the `api`
# and `web` targets run the same commands `npm start` runs locally.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-marketing/package.json mf-marketing/
COPY mf-trading/package.json mf-trading/
COPY mf-account/package.json mf-account/
COPY mf-history/package.json mf-history/
COPY scripts/package.json scripts/
COPY e2e/package.json e2e/
# `npm install` against the lockfile (not `npm ci`: see .ci/run), refusing any lockfile change.
RUN cp package-lock.json /tmp/package-lock.json \
 && npm install --no-audit --no-fund \
 && cmp package-lock.json /tmp/package-lock.json

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS api
COPY shared shared
COPY api api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
EXPOSE 4000
USER node
CMD ["npm", "--workspace", "api", "start"]

FROM deps AS web
COPY --from=build /app /app
ENV HOST=0.0.0.0
USER node
# FRONT_END is one of: shell, marketing, trading, account, history. Fastify + @fastify/static
# serve the build (and the .br/.gz files `npm run build` writes) with Wattle's CSP and
# /config.json from the environment: scripts/lib/front-end-server.ts, as `npm start` does.
CMD ["sh", "-c", "exec node --import tsx scripts/serve-front-end.ts \"$FRONT_END\""]
