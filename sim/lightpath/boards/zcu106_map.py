"""The ZCU106 programmable-logic address map and interrupts seen by the Zynq UltraScale+ PS: the one
place they are written (docs/petalinux.md, "Address map"). The Zynq block design must place the IP
here, the PetaLinux device tree (boards/zcu106/petalinux/project-spec/meta-user/recipes-bsp/device-tree/
files/system-user.dtsi) describes them to Linux, and the firmware finds them by `node` (UIO name,
firmware/hal/linux_uio/lp_hal_uio.h). tb/boards/test_petalinux.py checks the device tree against this.

PS facts (AMD UG1085, Zynq UltraScale+ TRM): the M_AXI_HPM0_LPD master window is 0x8000_0000 -
0x9FFF_FFFF; the PL-to-PS interrupts pl_ps_irq0[7:0] are GIC SPI 89-96 (interrupt IDs 121-128). A
device-tree interrupt specifier on the GIC is <type number flags>: type 0 = SPI, flags 4 = level high.
"""

from __future__ import annotations

from dataclasses import dataclass

from lightpath.regs import lp_nic_node

M_AXI = "M_AXI_HPM0_LPD"
M_AXI_WINDOW = (0x8000_0000, 0xA000_0000)   # [start, end) of the master's PL address range
PL_PS_IRQ0_SPI = 89                          # pl_ps_irq0[0]; bit n is SPI 89 + n
GIC_SPI = 0                                  # interrupt specifier cell 0
IRQ_LEVEL_HIGH = 4                           # interrupt specifier cell 2 (IRQ_TYPE_LEVEL_HIGH)
UIO_OF_ID = "generic-uio"                    # compatible of the UIO nodes = uio_pdrv_genirq's of_id
WSS_TTY = "/dev/ttyUL0"                      # the WSS UART Lite under the uartlite driver (port-number 0)
WSS_BAUD = 115200                            # AXI UART Lite's fixed rate = firmware/hal/posix/lp_posix_ser.c
PAGE = 0x1000                                # Linux page (4 KiB granule): UIO maps whole pages
NIC_BASE = 0x8000_0000                       # the NIC's node map (lp_nic_node, M_AXIL_NIC)
# The ODDL control unit's registers: block oddl of the node map, a sub-window of the NIC window (the
# generated offset). Its UIO device maps that page only and carries the ODDL interrupt.
ODDL_BASE = NIC_BASE + lp_nic_node.BLOCKS["oddl"][0]


@dataclass(frozen=True)
class PlDevice:
    """One AXI slave on M_AXI_HPM0_LPD, or (`inside`) a sub-window of another device's registers."""

    node: str                      # device-tree node name; for UIO devices also /sys/class/uio/uioN/name
    ip: str                        # the RTL block or Xilinx IP behind it
    base: int
    size: int
    irq: int | None                # bit of pl_ps_irq0, None: no interrupt line
    uio: bool                      # generic-uio (True) or a kernel driver (the UART Lite: WSS_TTY)
    variants: tuple[str, ...]      # the ZCU106 build variants that have it (boards/zcu106/config.tcl)
    inside: str | None = None      # node of the AXI slave whose window holds it (no slave of its own)

    @property
    def spi(self) -> int | None:
        """GIC SPI number of the interrupt."""
        return None if self.irq is None else PL_PS_IRQ0_SPI + self.irq

    @property
    def dt_interrupts(self) -> tuple[int, int, int] | None:
        """The device tree's `interrupts` cells."""
        return None if self.spi is None else (GIC_SPI, self.spi, IRQ_LEVEL_HIGH)


DEVICES: tuple[PlDevice, ...] = (
    PlDevice("lp-nic", "lp_nic_node", NIC_BASE, 0x1_0000, 0, True, ("oddl",)),
    PlDevice("lp-oddl", "lp_oddl_regs (lp_nic_node block oddl)", ODDL_BASE, PAGE, 1, True, ("oddl",), "lp-nic"),
    PlDevice("lp-dac-spi", "axi_quad_spi (bias DACs)", 0x8002_0000, 0x1_0000, 3, True, ("oddl", "sipctl")),
    PlDevice("lp-dac-gpio", "axi_gpio (bias DAC LDAC/RESET/BUSY)", 0x8003_0000, 0x1_0000, None, True,
             ("oddl", "sipctl")),
    PlDevice("serial", "axi_uartlite (WSS controller)", 0x8004_0000, 0x1_0000, 2, False, ("oddl", "sipctl")),
)


def by_node(name: str) -> PlDevice:
    for d in DEVICES:
        if d.node == name:
            return d
    raise KeyError(name)


def uio_names() -> set[str]:
    return {d.node for d in DEVICES if d.uio}
