"""The Sekhoma table screen."""
