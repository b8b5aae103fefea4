"""The Fiddler-Crab table screen and its rules-editor figures panel."""
