"""Hola: two players, four in partnerships or six in two teams of three; 2s and 7s wild;
fighting rounds; a match to 300 (500 with six) (rules page, H-1 ... H-12)."""
