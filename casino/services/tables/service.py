"""``TableService``: a table's life, its reads and its command pipeline, as one service."""

from __future__ import annotations

from casino.services.tables.life import TableLife
from casino.services.tables.pipeline import CommandPipeline
from casino.services.tables.reads import TableReads


class TableService(CommandPipeline, TableReads, TableLife):
    """Tables: create, open and close them, and play them, one command at a time."""
