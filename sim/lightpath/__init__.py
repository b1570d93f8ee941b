"""Lightpath simulation, generation and test infrastructure (Python side of the project)."""
