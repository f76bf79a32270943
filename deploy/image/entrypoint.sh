#!/bin/sh
# The image's entrypoint (under tini, which passes signals on and reaps children).
#
#   (no arguments)  apply pending migrations and seed an empty database (db:prepare, one
#                   instance at a time: src/cms/oneAtATime.ts), then become the server
#                   (`exec`, so SIGTERM reaches server.ts as under `npm start`)
#   migrate         only the first step, e.g. deploy/kubernetes/migrate-job.yaml
#   server          only the second, when a migration Job has run before the rollout
#   anything else   run as a command (node scripts/backup.ts, sh, …)
set -e
# /app in the image (also where test:image runs the unpacked image without a container).
cd "$(dirname "$0")/../.."

prepare() {
  node node_modules/payload/bin.js run src/seed/prepare.ts
}

case "${1:-}" in
  '')
    prepare
    exec node server.ts
    ;;
  migrate) prepare ;;
  server) exec node server.ts ;;
  *) exec "$@" ;;
esac
