#!/bin/sh
# Rotate the logs once a week. The old files are compressed and kept for a
# month, after which they are removed so that the disk does not fill up.
set -eu

LOG_DIR=${LOG_DIR:-/var/log/example}   # where the service writes its logs
for f in "$LOG_DIR"/*.log; do
  # Skip files that are still being written: the service holds them open until midnight.
  [ -s "$f" ] || continue
  gzip -9 "$f" && echo "compressed $f"   # one line per file, for cron's mail
done

# Anything older than thirty days goes; find prints what it removes.
find "$LOG_DIR" -name '*.gz' -mtime +30 -print -delete
