# Kinetic's API with the built web app, one stateless process per container (docs/deploy.md).
#   docker build -t kinetic .
# Node 22, the LTS line supported to April 2027 (Node 20 ended in April 2026); the machines that run
# `npm test` may still run Node 20.19+ (package.json engines).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The bundle keeps npm dependencies external and reads its migrations from apps/api/src/db/migrations.
COPY --from=build /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
