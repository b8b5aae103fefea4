"""The stored forms of a PIN, by scheme, as far as the store must know them.

* ``scrypt-k``: scrypt over the PIN peppered with the site key (``casino.services.users.auth``
  writes it): a copied database cannot be attacked without the key file.
* ``scrypt-kw``: a hash written before the pepper (``scrypt``: scrypt over the bare PIN),
  wrapped by ``casino db upgrade`` in a MAC under the site key. Nobody can write a wrapped
  hash for a PIN of their choosing without the key, and the PIN itself is not needed to wrap
  it; the next sign-in with it rewrites it as ``scrypt-k``.
* ``scrypt``: the bare form. Accepted by no check any more: a hash of this scheme in an
  upgraded database was put there by hand (it is how a dealer once signed as a pit boss).
"""

from __future__ import annotations

from casino.store.seal import SiteKey

PEPPERED, WRAPPED, LEGACY = "scrypt-k", "scrypt-kw", "scrypt"


def scheme(stored: str) -> str:
    return stored.split("$", 1)[0]


def wrapped_digest(key: SiteKey, digest_b64: str) -> str:
    """What a wrapped hash keeps in place of the bare scrypt digest."""
    return key.mac(f"legacy pin digest\n{digest_b64}")


def wrap_legacy(stored: str, key: SiteKey) -> str | None:
    """A bare ``scrypt`` hash wrapped under the key, or None when ``stored`` is not one."""
    parts = stored.split("$")
    if len(parts) != 6 or parts[0] != LEGACY:
        return None
    _scheme, n, r, p, salt, digest = parts
    return f"{WRAPPED}${n}${r}${p}${salt}${wrapped_digest(key, digest)}"
