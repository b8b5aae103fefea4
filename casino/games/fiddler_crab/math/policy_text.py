"""A dealer policy as the text a rules version keeps (``FiddlerCrabRules.house_way_policy``).

A policy is one pair (0 to 32) for each of the 2,002 suit-count vectors. Kept as one byte per
vector, in vector order, deflated and written in base64, it is about 700 characters (a JSON
list of the numbers would be about 5,500): small enough to travel in every adoption event,
snapshot and message that carries the rules. The text is written once, when a version is
published, and read back as it was stored, so a later zlib that deflates differently never
changes a stored version's bytes.

The text begins with the pays the policy was computed for (``2|1|1/20|ride;...``): a policy
is the dealer's best answer to one set of pays, and one carried by rules of other pays (a
version put together by any path but publishing) is refused at the dealer's split instead of
played, so a table never splits by another table's policy.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from functools import lru_cache

import numpy as np

from casino.games.fiddler_crab.math.edge import Pays, Policy
from casino.games.fiddler_crab.math.splits import PAIRS, options_mask
from casino.games.fiddler_crab.math.vectors import NINE
from casino.i18n import _
from casino.i18n.numbers import group_digits


def pays_key(pays: Pays) -> str:
    """The pays a policy answers, as its text names them: both, large, commission, push."""
    push = "ride" if pays.ride else "withdraw"
    return f"{pays.both}|{pays.large}|{pays.commission}|{push}"


def policy_text(policy: Policy, pays: Pays) -> str:
    """The policy as kept: the pays it answers, then its pairs deflated, in base64."""
    packed = base64.b64encode(zlib.compress(policy.astype(np.uint8).tobytes(), 9))
    return f"{pays_key(pays)};{packed.decode('ascii')}"


def policy_of_text(text: str, pays: Pays) -> Policy:
    """The policy kept as ``text``, for rules of ``pays``; ``ValueError`` saying what is wrong
    when it answers other pays, or is not a policy the vectors can make."""
    key, _semicolon, packed = text.partition(";")
    if not packed:
        raise ValueError(_("it does not name the pays it was computed for"))
    if key != pays_key(pays):
        raise ValueError(
            _("it was computed for the pays {key}, not these ({pays})").format(
                key=key, pays=pays_key(pays)
            )
        )
    return _pairs_of(packed)


@lru_cache(maxsize=16)
def _pairs_of(text: str) -> Policy:
    """The pairs kept as ``text`` (read once per text: a table reads them at every dealer's
    split)."""
    try:
        packed = base64.b64decode(text.encode("ascii"), validate=True)
        inflater = zlib.decompressobj()
        pairs = inflater.decompress(packed, len(NINE) + 1)  # no more than a policy's worth
    except (ValueError, UnicodeError, binascii.Error, zlib.error):
        raise ValueError(_("it is not a policy's text (deflated base64)")) from None
    if len(pairs) != len(NINE) or not inflater.eof:
        raise ValueError(
            _("it does not give a pair for each of the {count} suit-count vectors").format(
                count=group_digits(len(NINE))
            )
        )
    policy = np.frombuffer(pairs, dtype=np.uint8).astype(np.int64)
    if int(policy.max()) >= PAIRS or not options_mask()[np.arange(len(NINE)), policy].all():
        raise ValueError(_("it sets a hand to a pair its cards cannot make"))
    policy.flags.writeable = False  # shared by every reader of the same text
    return policy
