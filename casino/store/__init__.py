"""The event store and wager ledger (issue 4): how a table's events are written down, chained
and read back. ``codec`` is the pure part: events to canonical JSON and back, and the hash
chain over them."""
