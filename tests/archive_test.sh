#!/usr/bin/env bash
# Replays one month of the shared Gravon archive with `stratego verify`; skipped (77)
# when ../shared is not there.
set -u
stratego=$1 rules=$2 archive=$3
if [ ! -f "$archive" ]; then
  echo "SKIPPED: $archive is absent (the shared Gravon archive is needed)"
  exit 77
fi
exec "$stratego" verify -q --rules "$rules" "$archive"
