"""The shift report on paper: ``ReportQueries.shift_document`` gives the figures as data,
this package lays them out as a PDF (reportlab platypus for the flowing tables,
reportlab.graphics for the charts), and ``export`` ties the two to a file."""
