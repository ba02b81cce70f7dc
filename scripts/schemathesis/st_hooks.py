"""Schemathesis hooks for Caravan: a fresh client address per request, so the
per-client rate limits (X-Forwarded-For is trusted with TRUST_FORWARDED_FOR=1)
do not turn the run into a wall of 429s. Hypothesis reseeds the `random`
module for every test, so the address comes from os.urandom instead."""
import os

import schemathesis


@schemathesis.hook
def before_call(context, case, **kwargs):
    if case.headers is None:
        case.headers = {}
    a, b = os.urandom(2).hex(), os.urandom(2).hex()
    # 2001:db8::/32 is the IPv6 documentation prefix: only ever a header value here.
    case.headers["X-Forwarded-For"] = f"2001:db8::{a}:{b}"
