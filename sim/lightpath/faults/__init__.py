"""The control-plane fault campaign on the 4-node fabric with the arbiter firmware in the loop
(lightpath.faults.campaign; docs/firmware.md, "Fault campaign")."""
