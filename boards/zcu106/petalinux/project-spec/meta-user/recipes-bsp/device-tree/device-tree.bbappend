# The Lightpath PL description (files/system-user.dtsi, docs/petalinux.md) on top of the generated tree.
FILESEXTRAPATHS:prepend := "${THISDIR}/files:"

SRC_URI:append = " file://system-user.dtsi"

# PetaLinux 2024's template line: the system-device-tree flow, used only when SYSTEM_DTFILE is set
require ${@'device-tree-sdt.inc' if d.getVar('SYSTEM_DTFILE') != '' else ''}
