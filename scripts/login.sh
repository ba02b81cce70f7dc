#!/usr/bin/env bash
# Logs a user in through the one-time-code API, reading the code from the server's outbox,
# and prints the session token (for benches and the API contract test).
# Needs: BASE (http://127.0.0.1:PORT), DATA_DIR (the server's, for outbox/*.eml);
# EMAIL (optional, default a fresh address).
set -euo pipefail
email=${EMAIL:-"login-$(date +%s)-$RANDOM@example.com"}
xff="2001:db8::ffff:$RANDOM"
curl -fsS -o /dev/null -X POST -H "X-Forwarded-For: $xff" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"marketingConsent\":false}" "$BASE/api/auth/code"
code=""
for _ in $(seq 1 50); do
  mail=$(grep -l "^To: $email" "$DATA_DIR"/outbox/*.eml 2>/dev/null | head -n1 || true)
  if [ -n "$mail" ]; then code=$(sed -n 's/^Subject: \([0-9]\{6\}\) .*/\1/p' "$mail"); break; fi
  sleep 0.2
done
[ -n "$code" ] || { echo "no code mail for $email" >&2; exit 1; }
curl -fsS -D - -o /dev/null -X POST -H "X-Forwarded-For: $xff" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"code\":\"$code\"}" "$BASE/api/auth/verify" \
  | sed -n 's/^[Ss]et-[Cc]ookie: caravan_session=\([^;]*\).*/\1/p'
