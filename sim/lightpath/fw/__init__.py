"""Firmware support in Python: the host library's ctypes binding, device emulators, build helpers."""
