#!/usr/bin/env bash
# Signs GET /v1/balances with a Wattle API key and prints the answer.
# Needs WATTLE_API (such as https://api.wattle.example), WATTLE_KEY_ID and WATTLE_KEY_SECRET.
set -euo pipefail

method="GET"
path="/v1/balances"
body=""
timestamp="$(date +%s)"
nonce="$(openssl rand -hex 16)"

# Five lines joined by line feeds, none after the body: timestamp, nonce, method, path, body.
signature="$(printf '%s\n%s\n%s\n%s\n%s' "$timestamp" "$nonce" "$method" "$path" "$body" \
  | openssl dgst -sha256 -hmac "$WATTLE_KEY_SECRET" | sed 's/^.*= //')"

curl --silent --show-error --fail-with-body \
  -X "$method" "$WATTLE_API$path" \
  -H "Wattle-Key: $WATTLE_KEY_ID" \
  -H "Wattle-Timestamp: $timestamp" \
  -H "Wattle-Nonce: $nonce" \
  -H "Wattle-Signature: $signature"
