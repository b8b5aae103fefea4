"""Random legal play through the engines: the simulate command, the benchmarks, the tests."""
