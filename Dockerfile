# One image for every role of the production layout: the api (default command) and the worker.
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
RUN npm run build -w @leave/web
EXPOSE 3000
CMD ["npx", "tsx", "api/src/server.ts"]
