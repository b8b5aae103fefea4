"""The part every table model of the console shares: named columns as its header."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from ui.i18n import tr

Index = QModelIndex | QPersistentModelIndex


class ColumnsModel(QAbstractTableModel):
    """A table model whose columns are the names in ``COLUMNS``; subclasses give the rows.
    The names are English, marked ``QT_TRANSLATE_NOOP("", ...)``; the header shows them
    through ``tr``."""

    COLUMNS: tuple[str, ...] = ()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return tr(self.COLUMNS[section]) if 0 <= section < len(self.COLUMNS) else None
