# The account site in a container: built for one configuration, served by the Node site server
# (docs/deploy.md, "A container").
#   docker build -t cine-account-site .
#   docker build --build-arg SITE_CONFIG=config/prod.json -t cine-account-site .
#   docker run --rm -p 8080:8080 cine-account-site

FROM node:22-slim AS build
WORKDIR /app
# The dependencies first, so a change of source alone reuses this layer. npm ci downloads no browser.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The configuration file, from the build context's root.
ARG SITE_CONFIG=site.config.json
RUN SITE_CONFIG="$SITE_CONFIG" npm run build:site

FROM node:22-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# The built folder alone: the server is bundled whole and needs no node_modules.
COPY --from=build /app/dist-site/ ./
USER node
EXPOSE 8080
CMD ["node", "server/node.mjs"]
