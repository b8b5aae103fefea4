"""A dealer policy as the text a rules version keeps (``FiddlerCrabRules.house_way_policy``).

A policy is one pair (0 to 32) for each of the 2,002 suit-count vectors. Kept as one byte per
vector, in vector order, deflated and written in base64, it is about 700 characters (a JSON
list of the numbers would be about 5,500): small enough to travel in every adoption event,
snapshot and message that carries the rules. The text is written once, when a version is
published, and read back as it was stored, so a later zlib that deflates differently never
changes a stored version's bytes.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from functools import lru_cache

import numpy as np

from casino.games.fiddler_crab.math.edge import Policy
from casino.games.fiddler_crab.math.splits import PAIRS, options_mask
from casino.games.fiddler_crab.math.vectors import NINE


def policy_text(policy: Policy) -> str:
    """The policy as kept: its pairs deflated, in base64."""
    return base64.b64encode(zlib.compress(policy.astype(np.uint8).tobytes(), 9)).decode("ascii")


@lru_cache(maxsize=16)
def policy_of_text(text: str) -> Policy:
    """The policy kept as ``text`` (read once per text: a table reads it at every dealer's
    split); ``ValueError`` saying what is wrong when it is not one the vectors can make."""
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        pairs = inflater.decompress(packed, len(NINE) + 1)  # no more than a policy's worth
    except (ValueError, UnicodeError, binascii.Error, zlib.error):
        raise ValueError("it is not a policy's text (deflated base64)") from None
    if len(pairs) != len(NINE) or not inflater.eof:
        raise ValueError(
            f"it does not give a pair for each of the {len(NINE):,} suit-count vectors"
        )
    policy = np.frombuffer(pairs, dtype=np.uint8).astype(np.int64)
    if int(policy.max()) >= PAIRS or not options_mask()[np.arange(len(NINE)), policy].all():
        raise ValueError("it sets a hand to a pair its cards cannot make")
    policy.flags.writeable = False  # shared by every reader of the same text
    return policy
