"""cocotb environments and drivers of the Verilated tops: the fabric tops' environment, the arbiter,
Ethernet and ODDL environments, AXI-Stream source, S-VLB harness, MEPC engine driver, shared checks."""
