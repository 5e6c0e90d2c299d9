# Signs GET /v1/balances with a Wattle API key and prints the answer (Python 3, no packages).
# Needs WATTLE_API (such as https://api.wattle.example), WATTLE_KEY_ID and WATTLE_KEY_SECRET.
import hashlib
import hmac
import os
import secrets
import sys
import time
import urllib.error
import urllib.request

API = os.environ["WATTLE_API"]
KEY_ID = os.environ["WATTLE_KEY_ID"]
SECRET = os.environ["WATTLE_KEY_SECRET"]


def signed_request(method, path, body=""):
    timestamp = str(int(time.time()))
    nonce = secrets.token_hex(16)
    # Five lines joined by line feeds, none after the body: timestamp, nonce, method, path, body.
    text = "\n".join([timestamp, nonce, method, path, body])
    signature = hmac.new(SECRET.encode(), text.encode(), hashlib.sha256).hexdigest()
    headers = {
        "Wattle-Key": KEY_ID,
        "Wattle-Timestamp": timestamp,
        "Wattle-Nonce": nonce,
        "Wattle-Signature": signature,
    }
    if body:
        headers["Content-Type"] = "application/json"
    request = urllib.request.Request(
        API + path, data=body.encode() if body else None, method=method, headers=headers
    )
    return urllib.request.urlopen(request)


try:
    with signed_request("GET", "/v1/balances") as response:
        print(response.status, response.read().decode())
except urllib.error.HTTPError as error:
    print(error.code, error.read().decode())
    sys.exit(1)
