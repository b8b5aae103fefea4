"""PDF shift reports (reportlab): built in a later issue."""
