"""Traffic generator of the system simulation: the GPU emulator's program format
(`sched`), the 3D-parallel training model of Mercury 2.2 / Appendix A (`model`), per-GPU programs
for training, ODDL HD all-reduce and mFabric MoE all-to-all (`programs`, tag allocation in `tags`),
the named scenarios (`scenarios`), an event-driven reference executor (`refsim`) and the CLI
`python -m lightpath.traffic`. docs/traffic.md."""
