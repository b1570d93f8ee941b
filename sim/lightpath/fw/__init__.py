"""Firmware support in Python: the host library's ctypes binding, device emulators, build helpers, the
MicroBlaze V image's instruction-set run (rv32run)."""
