# One image for every role of the production layout: the api (default command) and the worker
# (`node build/node/worker.js`). Both run the compiled JavaScript with plain `node`: no npm or tsx
# process sits between the container and the server.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY migrations/package.json migrations/
COPY core/package.json core/
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
COPY .storybook/package.json .storybook/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build -w @leave/web && npm run build:server
EXPOSE 3000
# V8's heap, for the api and the worker: small young-generation semi-spaces, and an old-space limit (well
# above what either needs; the default is a quarter of the machine's memory) that makes V8 collect a long
# export's garbage as it goes instead of letting it pile up. With both, an export of 100,000 ledger rows
# stays under 150 MB resident (docs/benchmarks-history.md, "Audit exports: memory"); `npm run bench:export`
# reads them here.
ENV NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=1024"
CMD ["node", "build/node/server.js"]
