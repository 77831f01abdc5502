"""The QEMU guest (redline.lab.guest): Debian's stock kernel boots under TCG, its shell answers
with exit statuses, and a TAP opened in a namespace reaches the guest's NIC."""
import os
import subprocess

import pytest

from redline.lab import guest


@pytest.fixture(scope="module")
def image():
    try:
        guest.check_available()
    except guest.GuestUnavailable as e:
        pytest.skip(f"QEMU cannot start here: {e}")
    return guest.build_image()


def test_cpio_newc_layout():
    blob = guest._cpio_newc([("init", 0o100755, b"abc")])
    assert blob.startswith(b"070701")
    assert b"init\0" in blob and b"TRAILER!!!\0" in blob
    assert len(blob) % 4 == 0


def test_boots_stock_kernel_with_sch_red(image):
    with guest.Guest(image) as g:
        assert g.release == guest.KREL
        rc, out = g.sh("uname -r")
        assert (rc, out.strip()) == (0, guest.KREL)
        mods = g.sh("cat /proc/modules")[1]
        for m in ("sch_red", "sch_htb", "sch_netem", "virtio_net"):
            assert f"{m} " in mods, m
        assert g.sh("exit 3", check=False)[0] == 3
        with pytest.raises(guest.GuestError, match="exited 1"):
            g.sh("false")
        big = g.sh("head -c 20000 /dev/zero | od -v -c")[1]
        assert big.count("\n") == 20000 // 16 + 1  # nothing lost on the way out


@pytest.mark.skipif(os.geteuid() != 0, reason="needs root (namespaces, TAPs)")
def test_tap_in_a_namespace_reaches_the_guest(image):
    ns = f"rlg{os.getpid()}"
    subprocess.run(["ip", "netns", "add", ns], check=True)
    try:
        fd = guest.open_tap(ns, "rl0")
        x = ["ip", "netns", "exec", ns]
        subprocess.run(x + ["ip", "addr", "add", "198.18.9.1/24", "dev", "rl0"], check=True)
        subprocess.run(x + ["ip", "link", "set", "rl0", "up"], check=True)
        with guest.Guest(image, nics=[guest.Nic(fd, "02:72:6c:00:09:02")]) as g:
            g.sh("/usr/sbin/ip addr add 198.18.9.2/24 dev eth0 && /usr/sbin/ip link set eth0 up")
            assert "02:72:6c:00:09:02" in g.sh("cat /sys/class/net/eth0/address")[1]
            out = g.sh("ping -c 3 -W 5 198.18.9.1")[1]  # busybox's ping (the host may have none)
            assert "3 packets received" in out, out
    finally:
        subprocess.run(["ip", "netns", "del", ns])
