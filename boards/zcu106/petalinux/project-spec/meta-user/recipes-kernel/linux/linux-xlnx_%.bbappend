# Kernel options the Lightpath device tree needs (docs/petalinux.md).
FILESEXTRAPATHS:prepend := "${THISDIR}/${PN}:"

SRC_URI:append = " file://lightpath.cfg"
