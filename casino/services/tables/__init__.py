"""The table service: the one door through which a table changes.

Its parts, each a module of its own:

* ``life``: a table created, opened with its opener count, closed with its closer, a count
  corrected;
* ``reads``: the table as a console reads it (its view, a preview, the recent events, the
  time charges due, a finished hand's shoe);
* ``pipeline``: a command played, in named stages (probe and lock, guard, adopt rules,
  decide, rows, append, after commit), with ``rows`` the pure stage that works out what a
  command puts on record and ``channel`` the two trips to the database;
* ``base``: what they share (the cache of folded tables, the problems found on loading).

Beside the service, what else serves a table's commands and its screen: ``corrections`` and
``complaints`` recorded against its hands, the ``recall`` of any hand, each seat's figures
(``seat_figures``), the opener checked against the last closer (``openers``) and the time
charges due (``time_charges``).

Each command carries an id chosen by the console. A second submission with the same id (a
double click, a retry after a timeout) gets the first outcome back and acts no more.
"""

from casino.services.tables.base import (
    CASH,
    CHIPS,
    PLAYERS,
    START,
    VOID,
    OpenerDiffers,
    Outcome,
    TableView,
)
from casino.services.tables.service import TableService

__all__ = [
    "CASH",
    "CHIPS",
    "PLAYERS",
    "START",
    "VOID",
    "OpenerDiffers",
    "Outcome",
    "TableService",
    "TableView",
]
