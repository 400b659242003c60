#!/usr/bin/env bash
# Two builds side by side under Lighthouse (issue 18): one run of the "before" build, then one
# of the "after" build, N times (8), so the machine's drift over the minutes falls on both alike.
# Prints one line per run (score, LCP, TBT, CLS); take the medians and count the pairs won.
#   BEFORE_DIST, BEFORE_SERVER: the other build's web dist and compiled server.js (a worktree
#   of the older commit, built there; its server.js must sit where node_modules resolve).
#   AFTER_DIST, AFTER_SERVER: default this checkout's builds. PAGES: login (or home).
#   BEFORE_DIST=/tmp/wt/apps/web/dist BEFORE_SERVER=/tmp/wt/apps/server/dist/server.js \
#     bash bench/lighthouse-pairs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
: "${BEFORE_DIST:?the other build's apps/web/dist}" "${BEFORE_SERVER:?the other build's server.js}"
after_dist=${AFTER_DIST:-$PWD/apps/web/dist}
after_server=${AFTER_SERVER:-$PWD/apps/server/dist/server.js}
echo "load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
for i in $(seq 1 "${N:-8}"); do
  for side in before after; do
    if [ "$side" = before ]; then dist=$BEFORE_DIST server=$BEFORE_SERVER; else dist=$after_dist server=$after_server; fi
    line=$(BENCH_BUILD=0 BENCH_LH_RUNS=1 BENCH_LH_PAGES="${PAGES:-login}" WEB_DIST_DIR="$dist" \
      BENCH_SERVER_FILE="$server" npm run bench:lighthouse -w @myaccount/bench 2>&1 |
      grep -E '^(/login|Home)' | sed -E 's/ \([^)]*\)//g; s/; LCP element.*//')
    echo "$i $side $line"
  done
done
echo "load average at end $(cut -d' ' -f1-3 /proc/loadavg)"
