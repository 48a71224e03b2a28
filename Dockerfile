FROM node:20-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
# Applies migrations, seeds the demo sites when the database is empty, then serves the production build
# (scripts/start.ts as `npm run build` bundled it: scripts/run.mjs compiles nothing at start).
CMD ["node", "scripts/run.mjs", "start", "--demo"]
