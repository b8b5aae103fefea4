"""The players: rated cards (``players``), the rating slips computed from the play itself
(``rating_model``), the decisions each valued once (``rating_decisions``) and the pit's views
of them (``ratings``). Above the pit (it reads the rules), below the reports and the tables.
"""
