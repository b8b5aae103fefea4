"""Entering and drawing equipment at the console: cards typed or picked, dice, wands."""
