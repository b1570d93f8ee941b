SUMMARY = "Lightpath ZCU106 control programs and their start-up files"
DESCRIPTION = "lp_oddld (the ODDL job daemon), lp_ofagent (OpenFlow agent of the WSS), lp_sipctl (SiP \
switch bias DACs) and lp_wssctl (WSS bench tool), built from the repository's firmware/ with its own \
Makefile (target aarch64, linux_uio HAL); /etc/lightpath/lightpath.conf and a sysvinit script or systemd \
units, whichever init manager the image has. docs/petalinux.md."
LICENSE = "CLOSED"

# Source: the repository's firmware/ as it is (externalsrc), no tarball to keep in step. The Makefile of
# boards/zcu106/petalinux sets LIGHTPATH_FW_SRC in petalinuxbsp.conf when it copies this layer into the
# project; used in place, this layer finds firmware/ seven levels up (lightpath-fw, recipes-apps,
# meta-user, project-spec, petalinux, zcu106, boards).
LIGHTPATH_RECIPE_DIR := "${THISDIR}"
LIGHTPATH_FW_SRC ??= "${@os.path.realpath(d.getVar('LIGHTPATH_RECIPE_DIR') + '/../../../../../../../firmware')}"

inherit externalsrc update-rc.d systemd

EXTERNALSRC = "${LIGHTPATH_FW_SRC}"
# out of tree: firmware/Makefile writes everything under O=${B}, the source tree stays clean
EXTERNALSRC_BUILD = "${WORKDIR}/build"
EXTERNALSRC_SYMLINKS = ""

SRC_URI = " \
    file://lightpath.conf \
    file://oddl-job.conf \
    file://lightpath-run \
    file://lightpath.init \
    file://lightpath-oddld.service \
    file://lightpath-ofagent.service \
"

# firmware/Makefile's aarch64 target with the SDK's compiler: ${CC} carries the target flags and the
# sysroot, CFLAGS the distro's hardening, LDFLAGS GNU_HASH and relro (the QA ldflags check)
EXTRA_OEMAKE = "-C ${S} O=${B} 'A64_CC=${CC} ${CFLAGS} ${LDFLAGS}'"

do_configure[noexec] = "1"

do_compile() {
    oe_runmake aarch64
}

do_install() {
    install -d ${D}${bindir}
    install -m 0755 ${B}/aarch64/lp_oddld ${D}${bindir}/lp_oddld
    install -m 0755 ${B}/aarch64/lp_ofagent ${D}${bindir}/lp_ofagent
    install -m 0755 ${B}/aarch64/lp_sipctl ${D}${bindir}/lp_sipctl
    install -m 0755 ${B}/aarch64/lp_wssctl ${D}${bindir}/lp_wssctl

    install -d ${D}${libexecdir}/lightpath
    install -m 0755 ${WORKDIR}/lightpath-run ${D}${libexecdir}/lightpath/lightpath-run

    install -d ${D}${sysconfdir}/lightpath
    install -m 0644 ${WORKDIR}/lightpath.conf ${D}${sysconfdir}/lightpath/lightpath.conf
    install -m 0644 ${WORKDIR}/oddl-job.conf ${D}${sysconfdir}/lightpath/oddl-job.conf

    if ${@bb.utils.contains('DISTRO_FEATURES', 'sysvinit', 'true', 'false', d)}; then
        install -d ${D}${sysconfdir}/init.d
        install -m 0755 ${WORKDIR}/lightpath.init ${D}${sysconfdir}/init.d/lightpath
    fi
    if ${@bb.utils.contains('DISTRO_FEATURES', 'systemd', 'true', 'false', d)}; then
        install -d ${D}${systemd_system_unitdir}
        install -m 0644 ${WORKDIR}/lightpath-oddld.service ${D}${systemd_system_unitdir}/lightpath-oddld.service
        install -m 0644 ${WORKDIR}/lightpath-ofagent.service ${D}${systemd_system_unitdir}/lightpath-ofagent.service
    fi
}

# sysvinit (update-rc.d acts only when the distro has sysvinit): after networking, stopped early
INITSCRIPT_NAME = "lightpath"
INITSCRIPT_PARAMS = "defaults 90 10"

# systemd (acts only when the distro has systemd): both units enabled; lightpath.conf decides which runs
SYSTEMD_SERVICE:${PN} = "lightpath-oddld.service lightpath-ofagent.service"
SYSTEMD_AUTO_ENABLE:${PN} = "enable"

# settings and the job survive package upgrades
CONFFILES:${PN} = "${sysconfdir}/lightpath/lightpath.conf ${sysconfdir}/lightpath/oddl-job.conf"

# the scripts' /bin/sh and start-stop-daemon
RDEPENDS:${PN} += "${VIRTUAL-RUNTIME_base-utils}"
