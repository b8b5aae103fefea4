"""The casino domain: cards, ranking, house rules, game engines and the services around them.

Nothing in this package imports Qt; the game engines do no I/O at all.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("casino-console")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0+source"
