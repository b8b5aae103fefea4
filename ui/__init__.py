"""The PySide6 dealer console. It renders states and sends commands; it never computes a
payout and never touches the database: the services in ``casino.services`` do."""
