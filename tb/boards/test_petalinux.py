"""The ZCU106 PetaLinux project (boards/zcu106/petalinux, docs/petalinux.md), checked without PetaLinux:
the device-tree fragment parses (lightpath.boards.dts) and its nodes' reg, interrupts, compatible and
names equal the address map (lightpath.boards.zcu106_map); every UIO name the firmware asks the HAL for
is a node of it; the boot arguments bind generic-uio; the firmware recipe installs exactly the programs
firmware/Makefile's aarch64 target builds and finds firmware/ from where it is; the start-up files name
only installed paths and are valid shell / systemd units; the wrapper's checks work; the DTS reader
itself refuses what it cannot read and merges like dtc."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from lightpath.boards import dts, zcu106_map as zmap
from lightpath.flow.paths import FIRMWARE, REPO
from lightpath.regs import lp_nic_node

PL = REPO / "boards" / "zcu106" / "petalinux"
SPEC = PL / "project-spec"
META = SPEC / "meta-user"
DTSI = META / "recipes-bsp" / "device-tree" / "files" / "system-user.dtsi"
RECIPE_DIR = META / "recipes-apps" / "lightpath-fw"
RECIPE = RECIPE_DIR / "lightpath-fw.bb"
FILES = RECIPE_DIR / "files"
# Yocto's paths for the variables the recipe installs to (scarthgap defaults, no usrmerge)
YOCTO_DIRS = {"${bindir}": "/usr/bin", "${libexecdir}": "/usr/libexec", "${sysconfdir}": "/etc",
              "${systemd_system_unitdir}": "/lib/systemd/system"}


def kconfig(path: Path) -> dict[str, str | None]:
    """A kconfig fragment: CONFIG_X=value, '# CONFIG_X is not set' -> None."""
    out: dict[str, str | None] = {}
    for ln in path.read_text().splitlines():
        if m := re.fullmatch(r"(CONFIG_[A-Za-z0-9_-]+)=(.*)", ln):
            out[m[1]] = m[2]
        elif m := re.fullmatch(r"# (CONFIG_[A-Za-z0-9_-]+) is not set", ln):
            out[m[1]] = None
    return out


def test_dtsi_matches_the_address_map() -> None:
    tree = dts.parse_file(DTSI)
    assert tree.includes == ["system-conf.dtsi"] and tree.refs == []
    bus = tree.find("/amba_pl@0")
    assert bus.strings("compatible") == ["simple-bus"] and bus.has("ranges") and bus.props["ranges"].values == []
    assert bus.u32("#address-cells") == 2 and bus.u32("#size-cells") == 2
    nodes = {n.name: n for n in bus.children}
    assert sorted(nodes) == sorted(d.node for d in zmap.DEVICES) and len(nodes) == len(bus.children)
    for d in zmap.DEVICES:
        n = nodes[d.node]
        assert n.unit == f"{d.base:x}", d
        assert dts.reg(n, bus) == [(d.base, d.size)], d
        if d.dt_interrupts is None:
            assert not n.has("interrupts"), d
        else:
            assert dts.interrupts(n) == [d.dt_interrupts], d
            assert n.refs("interrupt-parent") == [dts.Ref("gic")], d
        if d.uio:
            assert n.strings("compatible") == [zmap.UIO_OF_ID], d
            assert n.string("linux,uio-name") == d.node, d     # = the node name: old kernels use that
        else:   # the WSS UART Lite: the uartlite driver's compatible, rate, /dev/ttyUL<port-number>
            assert "xlnx,xps-uartlite-1.00.a" in n.strings("compatible")
            assert n.u32("current-speed") == zmap.WSS_BAUD and n.u32("xlnx,data-bits") == 8
            assert f"/dev/ttyUL{n.u32('port-number')}" == zmap.WSS_TTY
            assert n.refs("clocks") == [dts.Ref("zynqmp_clk")] and n.strings("clock-names") == ["s_axi_aclk"]
    labels = tree.labels()   # the labels the sipctl variant's Makefile step refers to
    assert labels["lp_nic"] is nodes["lp-nic"] and labels["lp_oddl"] is nodes["lp-oddl"]


def test_address_map_is_consistent() -> None:
    lo, hi = zmap.M_AXI_WINDOW
    spans = sorted((d.base, d.base + d.size, d.node) for d in zmap.DEVICES if d.inside is None)
    for (_a0, a1, na), (b0, _b1, nb) in zip(spans, spans[1:]):
        assert a1 <= b0, f"{na} overlaps {nb}"
    for d in zmap.DEVICES:   # a sub-window lies in its slave's window, on the variants that have the slave
        if d.inside is not None:
            p = zmap.by_node(d.inside)
            assert p.inside is None and p.base <= d.base and d.base + d.size <= p.base + p.size, d
            assert set(d.variants) <= set(p.variants), d
    oddl = zmap.by_node("lp-oddl")   # the ODDL block's page: the generated offset, its registers inside
    base, size = lp_nic_node.BLOCKS["oddl"]
    assert (oddl.inside, oddl.base, oddl.size) == ("lp-nic", zmap.by_node("lp-nic").base + base, zmap.PAGE)
    assert base % zmap.PAGE == 0 and size <= zmap.PAGE
    for d in zmap.DEVICES:
        assert lo <= d.base and d.base + d.size <= hi, d
        assert d.size & (d.size - 1) == 0 and d.base % d.size == 0, d   # AXI segments: aligned powers of two
        assert d.variants and set(d.variants) <= {"oddl", "sipctl"}, d
    irqs = [d.irq for d in zmap.DEVICES if d.irq is not None]
    assert len(irqs) == len(set(irqs)) and all(0 <= i < 8 for i in irqs)   # pl_ps_irq0[7:0]
    assert [zmap.by_node(n).spi for n in ("lp-nic", "lp-oddl", "serial", "lp-dac-spi")] == [89, 90, 91, 92]


def firmware_uio_names() -> set[str]:
    """The "lp-..." names in the firmware's C sources (what the apps hand to lp_uio_open)."""
    names: set[str] = set()
    for f in sorted(FIRMWARE.rglob("*.[ch]")):
        names |= set(re.findall(r'"(lp-[a-z0-9-]+)"', f.read_text()))
    return names


def test_firmware_uio_names_are_dtsi_nodes() -> None:
    fw = firmware_uio_names()
    assert {"lp-dac-spi", "lp-dac-gpio", "lp-nic", "lp-oddl"} <= fw   # lp_sipctl, lp_oddld (via lp_hal_uio.h)
    bus = dts.parse_file(DTSI).find("/amba_pl@0")
    uio = {n.string("linux,uio-name") for n in bus.children if n.has("compatible") and
           n.strings("compatible") == [zmap.UIO_OF_ID]}
    assert fw <= uio, fw - uio             # every name the firmware looks up exists
    assert uio == zmap.uio_names() == fw   # and every UIO node has a user
    hal = (FIRMWARE / "hal" / "linux_uio" / "lp_hal_uio.h").read_text()
    tty = re.search(r'#define LP_TTY_WSS "([^"]+)"', hal)
    assert tty and tty[1] == zmap.WSS_TTY


def test_boot_arguments_and_kernel_bind_generic_uio() -> None:
    cfg = kconfig(SPEC / "configs" / "config.fragment")
    assert cfg["CONFIG_SUBSYSTEM_BOOTARGS_AUTO"] is None
    args = (cfg["CONFIG_SUBSYSTEM_USER_CMDLINE"] or "").strip('"').split()
    assert f"uio_pdrv_genirq.of_id={zmap.UIO_OF_ID}" in args
    assert "console=ttyPS0,115200" in args and "root=/dev/mmcblk0p2" in args
    assert cfg["CONFIG_SUBSYSTEM_SDROOT_DEV"] == '"/dev/mmcblk0p2"' and cfg["CONFIG_SUBSYSTEM_ROOTFS_EXT4"] == "y"
    assert cfg["CONFIG_SUBSYSTEM_REMOVE_PL_DTB"] == "y"   # the dtsi is the only PL description
    kern = kconfig(META / "recipes-kernel" / "linux" / "linux-xlnx" / "lightpath.cfg")
    assert kern["CONFIG_UIO"] == "y" and kern["CONFIG_UIO_PDRV_GENIRQ"] == "y"   # built in: the cmdline binds it
    assert kern["CONFIG_SERIAL_UARTLITE"] == "y"
    assert "file://lightpath.cfg" in (META / "recipes-kernel" / "linux" / "linux-xlnx_%.bbappend").read_text()
    assert "file://system-user.dtsi" in (META / "recipes-bsp" / "device-tree" / "device-tree.bbappend").read_text()


def test_rootfs_and_layer_select_the_recipe() -> None:
    assert "CONFIG_lightpath-fw" in (META / "conf" / "user-rootfsconfig").read_text().split()
    assert kconfig(SPEC / "configs" / "rootfs_config.fragment")["CONFIG_lightpath-fw"] == "y"
    layer = (META / "conf" / "layer.conf").read_text()
    assert re.search(r'LAYERSERIES_COMPAT_meta-user = "scarthgap"', layer)   # PetaLinux 2024.x = Yocto 5.0
    assert "${LAYERDIR}/recipes-*/*/*.bb" in layer


def recipe_installs() -> dict[str, str]:
    """Installed path -> source ('${B}/aarch64/x' or '${WORKDIR}/x') of every `install -m` in do_install."""
    out: dict[str, str] = {}
    for m in re.finditer(r"install -m 0[0-7]{3} (\S+) \$\{D\}(\S+)", RECIPE.read_text()):
        dest = m[2]
        for var, path in YOCTO_DIRS.items():
            dest = dest.replace(var, path)
        assert "${" not in dest, dest
        out[dest] = m[1]
    return out


def test_recipe_installs_the_aarch64_build_outputs(tmp_path: Path) -> None:
    text = RECIPE.read_text()
    assert re.search(r"do_compile\(\) \{\s*oe_runmake aarch64\s*\}", text)
    assert "O=${B}" in text and "'A64_CC=${CC} ${CFLAGS} ${LDFLAGS}'" in text and "-C ${S}" in text
    # what firmware/Makefile's aarch64 target writes (make -n: nothing is built)
    r = subprocess.run(["make", "-n", "-C", str(FIRMWARE), "aarch64", f"O={tmp_path}", "A64_CC=cc", "RV32_GCC="],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    built = set(re.findall(rf"-o {re.escape(str(tmp_path))}/aarch64/(\S+)", r.stdout))
    programs = {src.removeprefix("${B}/aarch64/"): dest for dest, src in recipe_installs().items()
                if src.startswith("${B}/aarch64/")}
    assert programs and set(programs) == built, (programs, built)   # every program, nothing that is not built
    assert all(dest == f"/usr/bin/{p}" for p, dest in programs.items())
    assert {"lp_oddld", "lp_ofagent", "lp_sipctl", "lp_wssctl"} <= built
    # the other installed files come from SRC_URI, and everything in files/ is used
    uri = set(re.findall(r"file://(\S+)", text))
    local = {src.removeprefix("${WORKDIR}/") for src in recipe_installs().values() if src.startswith("${WORKDIR}/")}
    assert local == uri == {p.name for p in FILES.iterdir()}


def fw_src_expr() -> str:
    m = re.search(r"LIGHTPATH_FW_SRC \?\?= \"\$\{@os\.path\.realpath\("
                  r"d\.getVar\('LIGHTPATH_RECIPE_DIR'\) \+ '([^']+)'\)\}\"", RECIPE.read_text())
    assert m, "LIGHTPATH_FW_SRC default not found"
    return m[1]


def test_recipe_finds_firmware_in_place_and_through_a_link(tmp_path: Path) -> None:
    rel = fw_src_expr()
    assert Path(os.path.realpath(str(RECIPE_DIR) + rel)) == FIRMWARE.resolve()
    # a project whose meta-user is a link to this layer (CONFIG_USER_LAYER or ln -s) resolves the same
    proj = tmp_path / "proj" / "project-spec"
    proj.mkdir(parents=True)
    (proj / "meta-user").symlink_to(META)
    linked = proj / "meta-user" / "recipes-apps" / "lightpath-fw"
    assert Path(os.path.realpath(str(linked) + rel)) == FIRMWARE.resolve()
    assert "EXTERNALSRC = \"${LIGHTPATH_FW_SRC}\"" in RECIPE.read_text()
    assert 'EXTERNALSRC_SYMLINKS = ""' in RECIPE.read_text()   # no oe-workdir links in firmware/
    mk = (PL / "Makefile").read_text()   # the copy the Makefile makes names firmware/ explicitly
    assert "LIGHTPATH_FW_SRC = \"$(REPO)/firmware\"" in mk and "REPO    := $(abspath ../../..)" in mk


def test_start_up_files_name_installed_paths() -> None:
    installed = set(recipe_installs())
    text = RECIPE.read_text()
    m = re.search(r'SYSTEMD_SERVICE:\$\{PN\} = "([^"]+)"', text)
    assert m
    units = m[1].split()
    assert {f"/lib/systemd/system/{u}" for u in units} <= installed
    init = re.search(r'INITSCRIPT_NAME = "(\S+)"', text)
    assert init and f"/etc/init.d/{init[1]}" in installed
    for unit in units:
        cp = configparser.ConfigParser(strict=True, interpolation=None)
        cp.read(FILES / unit)
        assert cp["Install"]["WantedBy"] == "multi-user.target"
        for key in ("ExecStart", "ExecCondition"):
            assert cp["Service"][key].split()[0] in installed, (unit, key)
        assert cp["Service"]["ExecStart"].split()[1] == unit.removeprefix("lightpath-").removesuffix(".service")
    # every absolute path of ours the scripts, units and settings mention is installed
    ours = re.compile(r"/(?:usr/bin/lp_\w+|usr/libexec/lightpath/[\w.-]+|etc/lightpath/[\w.-]+|etc/init\.d/\w+)")
    for f in FILES.iterdir():
        for p in set(ours.findall(f.read_text())):
            assert p in installed, (f.name, p)
    for script in ("lightpath-run", "lightpath.init"):   # POSIX shell (busybox ash on the target)
        assert (FILES / script).read_text().startswith("#!/bin/sh\n")
        r = subprocess.run(["sh", "-n", str(FILES / script)], capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
    conf = (FILES / "lightpath.conf").read_text()   # the settings are what the wrapper reads
    run = (FILES / "lightpath-run").read_text()
    keys = set(re.findall(r"^(LP_\w+)=", conf, re.M))
    assert keys and keys == set(re.findall(r"^(LP_\w+)=", run, re.M)), keys
    assert re.search(rf"^LP_WSS_TTY={re.escape(zmap.WSS_TTY)}$", conf, re.M)


def test_wrapper_checks(tmp_path: Path) -> None:
    assert shutil.which("sh"), "the start-up wrapper is a POSIX shell script: sh is needed to test it"
    run = FILES / "lightpath-run"

    def check(prog: str, conf: str) -> subprocess.CompletedProcess[str]:
        c = tmp_path / "lightpath.conf"
        c.write_text(conf)
        return subprocess.run(["sh", str(run), prog, "--check"], capture_output=True, text=True, timeout=10,
                              env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LIGHTPATH_CONF": str(c)})

    ok = check("ofagent", "LP_OFAGENT_ENABLE=yes\nLP_WSS_OWNER=ofagent\n")
    assert ok.returncode == 0, ok.stderr
    r = check("ofagent", "LP_OFAGENT_ENABLE=yes\nLP_WSS_OWNER=oddld\n")
    assert r.returncode == 1 and "belongs to 'oddld'" in r.stderr
    r = check("ofagent", "LP_OFAGENT_ENABLE=no\n")
    assert r.returncode == 1 and "disabled" in r.stderr
    r = check("oddld", "LP_ODDLD_ENABLE=no\n")
    assert r.returncode == 1 and "disabled" in r.stderr
    if not Path("/sys/class/uio").exists() or not any(Path("/sys/class/uio").iterdir()):
        r = check("oddld", "LP_ODDLD_ENABLE=yes\n")   # this machine has no lp-nic / lp-oddl
        assert r.returncode == 1 and "no UIO devices lp-nic / lp-oddl" in r.stderr
    r = check("frob", "")
    assert r.returncode == 2


def test_dts_reader_refuses_and_merges() -> None:
    with pytest.raises(dts.DtsError, match=r"<dts>:3: expected ',' or ';'"):
        dts.parse("/ {\n\ta = <1>\n\tb = <2>;\n};\n")
    with pytest.raises(dts.DtsError, match=r":1: 'GIC_SPI' is not a number"):
        dts.parse("/ { n { interrupts = <GIC_SPI 89 4>; }; };")
    with pytest.raises(dts.DtsError, match="expressions in cells"):
        dts.parse("/ { n { reg = <(1 + 2)>; }; };")
    with pytest.raises(dts.DtsError, match="end of file"):
        dts.parse("/ { n { reg = <1>;")
    with pytest.raises(dts.DtsError, match="does not fit 32 bits"):
        dts.parse("/ { r = <0x100000000>; };")
    t = dts.parse("""/dts-v1/;
#include <dt-bindings/gpio/gpio.h>
/ { #address-cells = <1>; #size-cells = <1>;
    lb: dev@10 { reg = <0x10 0x4>; s = "a\\x41\\n", "b"; flag; bytes = [01 ff]; p = <&other 017 10>; };
};
/ { dev@10 { reg = <0x20 0x8>; extra = <1>; }; };   // defined again: merged, later wins
&lb { added; /delete-property/ flag; };
&soc_uart { status = "okay"; };
""")
    n = t.find("/dev@10")
    assert dts.reg(n, t.root) == [(0x20, 8)] and n.u32("extra") == 1 and n.has("added") and not n.has("flag")
    assert n.strings("s") == ["aA\n", "b"] and n.props["bytes"].values == [b"\x01\xff"]
    assert n.refs("p") == [dts.Ref("other")] and t.includes == ["dt-bindings/gpio/gpio.h"]
    with pytest.raises(TypeError):
        n.cells("p")                     # a phandle is not a number
    assert [(r.label, node.string("status")) for r, node in t.refs] == [("soc_uart", "okay")]
    assert dts.parse("/ { n { reg = <0 0x80000000 0 0x10000>; }; };").find("/n").cells("reg")[1] == 0x8000_0000
