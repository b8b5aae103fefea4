"""What the record is read back as: the shift report (``shift``, its data in ``model``, its
accounting, trail, players and print register), the reports over periods (``periods``,
``period_model``, ``holds``), the pit overview (``overview``) and the faults the shift report
lists (``faults``, which the table service also consults). Reads the pit and the players;
the tables read it, never the reverse.
"""
