"""The pit's accounting and its rules: the pit's settings on the record (``settings``), the
house-rules versions (``rules``), shifts, fill and credit slips, chip counts, the count room,
outages written down after the fact and the scheduled backups. The players, the reports and
the tables all read these, so the package imports none of theirs.
"""
