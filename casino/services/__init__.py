"""The services: the only door into the core for the console, the command line and reports.
They do the I/O the core never does (files, and with the event store, the database)."""
