#!/bin/sh
# The HTTP benches' load generator is Debian's wrk (a C client with Lua scripts):
# installs it when missing. The benches run this check themselves (bench/wrk.ts).
set -e
if command -v wrk >/dev/null 2>&1; then
  echo "wrk present: $(command -v wrk)"
  exit 0
fi
echo "wrk missing: installing Debian's package (apt-get install -y wrk)"
if [ "$(id -u)" = 0 ]; then
  apt-get install -y wrk || { apt-get update && apt-get install -y wrk; }
else
  sudo apt-get install -y wrk || { sudo apt-get update && sudo apt-get install -y wrk; }
fi
