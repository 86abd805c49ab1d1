#!/usr/bin/env bash
# The phone's page: type-checks it, then plays it in a headless Chromium against hosted
# tables (tests/web/phone.test.mjs). The binary carries the page, so build it first, after
# the page last changed:
#
#     cargo build --no-default-features && tests/web/run.sh
#
# SALOON_BIN names another binary; SALOON_SHOTS keeps the screenshots in a folder.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -d tests/web/node_modules ]; then
    (cd tests/web && timeout 300 npm ci --no-audit --no-fund --loglevel=error)
fi
timeout 120 tests/web/node_modules/.bin/tsc -p tests/web --noEmit
timeout 900 node --test --test-timeout=600000 tests/web/phone.test.mjs
