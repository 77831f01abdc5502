"""eb_responder under malformed and adversarial frames (issue 26): thousands of frames from a
seeded generator, each checked against a reference written here from docs/etherbone.md.

Every frame of the checked classes is sent alone (the engine idle, both slots free) and the
reference says exactly what must happen: whether the frame is for the board (mgmt_hit), which
counter moves (ok, bad, refused), which register accesses reach the bus, in order, and the reply
byte for byte. So a register changes only for a well-formed write from the management source,
and every answer is well-formed. The flood class sends frames back to back at the line's rate,
management frames mixed with other traffic, and checks what the reference cannot predict
exactly there (which requests find both slots busy) by invariants instead.

The seed and the number of frames per class are fixed (SEED, COUNTS); the run prints the
frames tried per class and what the responder did with them. docs/security.md quotes them."""
from __future__ import annotations

import random
import struct
from collections import Counter

import cocotb
from cocotb.triggers import ClockCycles, RisingEdge
from scapy.layers.l2 import ARP, Ether

import runner
from test_etherbone import (BOARD_IP, BOARD_MAC, EB_PORT, HOST_IP, HOST_MAC, OTHER_IP, OTHER_MAC, PARAMETERS,
                            EbTB, arp_request, eb_header, eb_record, udp_frame)

SEED = 26
#: frames per class; the flood sends its frames in bursts of 2 to 12, back to back
COUNTS = {"valid": 300, "truncated": 300, "oversized": 200, "ipv4_header": 300, "udp_length": 200,
          "eb_header": 300, "record_counts": 300, "partial_address": 300, "source": 300,
          "byte_flips": 400, "flood": 600}
MAX_WORDS = 256


def _b(mac: str) -> bytes:
    return bytes.fromhex(mac.replace(":", ""))


def _ip(a: str) -> bytes:
    return bytes(int(x) for x in a.split("."))


def _csum(h: bytes) -> int:
    s = sum(struct.unpack(f">{len(h) // 2}H", h))
    while s >> 16:
        s = (s & 0xFFFF) + (s >> 16)
    return s


# ---- the reference, from docs/etherbone.md --------------------------------------------------------
def reference(f: bytes) -> dict:
    """What the responder must do with frame f (sent alone): {"hit": for the board,
    "count": "ok"|"bad"|"refused"|None, "writes": [(addr, value)], "reads": [addr],
    "reply": None | ("arp"|"probe"|"eb", ...)}."""
    out = {"hit": False, "count": None, "writes": [], "reads": [], "reply": None}
    if len(f) < 14:
        return out
    dst, src, etype = f[0:6], f[6:12], f[12:14]
    if etype == b"\x08\x06" and dst in (_b(BOARD_MAC), b"\xff" * 6) and len(f) >= 42 and f[38:42] == _ip(BOARD_IP):
        out["hit"] = True
        if f[14:22] != bytes.fromhex("0001080006040001"):
            out["count"] = "bad"
        else:
            out["count"] = "ok"
            out["reply"] = ("arp", f[22:28], f[28:32])
        return out
    if not (etype == b"\x08\x00" and dst == _b(BOARD_MAC) and len(f) >= 38 and f[14] == 0x45 and f[23] == 17
            and f[30:34] == _ip(BOARD_IP) and f[36:38] == struct.pack(">H", EB_PORT)):
        return out
    out["hit"] = True
    out["count"] = "bad"
    if len(f) < 50:
        return out                                            # no whole Etherbone header
    iplen, udplen = struct.unpack(">H", f[16:18])[0], struct.unpack(">H", f[38:40])[0]
    if f[20] & 0xBF or f[21] or _csum(f[14:34]) != 0xFFFF:
        return out
    if iplen % 4 or not 36 <= iplen <= 36 + 4 * MAX_WORDS or udplen != iplen - 20 or len(f) < 14 + iplen:
        return out
    eb = f[42:14 + iplen]
    if eb[0:2] != b"\x4e\x6f" or eb[2] >> 4 != 1:
        return out
    pf, pr, sizes = eb[2] & 1, (eb[2] >> 1) & 1, eb[3]
    words = [struct.unpack(">I", eb[i:i + 4])[0] for i in range(8, len(eb), 4)]
    if pf:
        if sizes & 0x44 != 0x44:
            return out
        out["count"] = "ok"
        out["reply"] = ("probe", eb[8:])
        return out
    if pr or sizes != 0x44:
        return out
    if words:
        be, wc, rc = (words[0] >> 16) & 0xFF, (words[0] >> 8) & 0xFF, words[0] & 0xFF
        if be != 0x0F or len(words) != 1 + (1 + wc if wc else 0) + (1 + rc if rc else 0):
            return out
        writes, reads, base_ret = [], [], None
        if wc:
            base = words[1]
            if base >> 16 or base & 3 or base + 4 * (wc - 1) > 0xFFFC:
                return out
            writes = [(base + 4 * i, v) for i, v in enumerate(words[2:2 + wc])]
        if rc:
            base_ret = words[2 + wc if wc else 1]
            reads = words[-rc:]
            if any(a >> 16 or a & 3 for a in reads):
                return out
        if writes and (src != _b(HOST_MAC) or f[26:30] != _ip(HOST_IP)):
            out["count"] = "refused"
            return out
        out["writes"], out["reads"] = writes, reads
        if rc:
            out["reply"] = ("eb", base_ret)
    out["count"] = "ok"
    return out


def check_reply(got: bytes, req: bytes, ref: dict, values: list[int]) -> None:
    """A reply, byte for byte, from the request and the values its reads returned."""
    kind = ref["reply"][0]
    if kind == "arp":
        sha, spa = ref["reply"][1], ref["reply"][2]
        want = (sha + _b(BOARD_MAC) + b"\x08\x06" + bytes.fromhex("0001080006040002") + _b(BOARD_MAC)
                + _ip(BOARD_IP) + sha + spa)
        assert got == want, f"ARP reply {got.hex()}"
        return
    if kind == "probe":
        body = bytes.fromhex("4e6f124400000000") + ref["reply"][1]
    else:
        body = bytes.fromhex("4e6f104400000000") + struct.pack(f">BBBBI{len(values)}I", 0, 0x0F, len(values), 0,
                                                                ref["reply"][1], *values)
    iplen = 28 + len(body)
    ip = bytearray(struct.pack(">BBHHHBBH4s4s", 0x45, 0, iplen, 0, 0x4000, 64, 17, 0, _ip(BOARD_IP), req[26:30]))
    ip[10:12] = struct.pack(">H", 0xFFFF - _csum(bytes(ip)))
    udp = req[36:38] + req[34:36] + struct.pack(">HH", iplen - 20, 0)
    want = req[6:12] + _b(BOARD_MAC) + b"\x08\x00" + bytes(ip) + udp + body
    assert got == want, f"reply\n {got.hex()}\nwant\n {want.hex()}"


# ---- the generator -------------------------------------------------------------------------------
class Gen:
    def __init__(self, rng: random.Random):
        self.rng = rng

    def record(self) -> bytes:
        r = self.rng
        writes = [r.getrandbits(32) for _ in range(r.choice([0, 0, 1, 3, r.randrange(1, 60)]))]
        # (below 0xF00: the register model never acks 0xFF0 and 0xFF4, test_etherbone.DEAD)
        reads = [4 * r.randrange(0, 0x3C0) for _ in range(r.choice([0, 1, 2, r.randrange(1, 60)]))]
        if not writes and not reads and r.random() < 0.5:
            reads = [0]
        return eb_header() + eb_record(writes=writes, base_w=4 * r.randrange(0, 0x300), reads=reads,
                                       base_ret=r.getrandbits(32))

    def valid(self) -> bytes:
        r = self.rng
        k = r.random()
        if k < 0.1:
            return arp_request(dst=r.choice([None, BOARD_MAC]), pad=r.random() < 0.5)
        if k < 0.25:
            return udp_frame(eb_header(pf=1) + r.randbytes(4 * r.randrange(0, 20)), sport=r.randrange(65536))
        return udp_frame(self.record(), sport=r.randrange(65536), pad=r.random() < 0.7)

    def truncated(self) -> bytes:
        f = udp_frame(self.record(), pad=False) if self.rng.random() < 0.85 else arp_request(pad=False)
        return f[:self.rng.randrange(1, len(f))]

    def oversized(self) -> bytes:
        r = self.rng
        k = r.random()
        if k < 0.4:                                           # trailing bytes past the IPv4 packet
            return self.valid() + r.randbytes(r.randrange(1, 1400))
        if k < 0.7:                                           # more words than a slot holds
            total = r.randrange(MAX_WORDS - 3, MAX_WORDS + 60)  # the record's words, counts at most 255 each
            wc = r.randint(max(1, total - 258), min(255, total - 4))
            rc = total - 3 - wc
            return udp_frame(eb_header() + eb_record(writes=[r.getrandbits(32) for _ in range(wc)], base_w=0x100,
                                                     reads=[4 * r.randrange(64) for _ in range(rc)]))
        if k < 0.85:
            n = r.randrange(MAX_WORDS - 1, MAX_WORDS + 40)
            return udp_frame(eb_header(pf=1) + r.randbytes(4 * n))
        return udp_frame(self.record() + r.randbytes(4 * r.randrange(1, 300)))   # words after the record

    def ipv4_header(self) -> bytes:
        r = self.rng
        f = bytearray(udp_frame(self.record()))
        k = r.randrange(6)
        if k == 0:
            f[14] = r.choice([0x44, 0x46, 0x4F, 0x55, 0x65, 0x05, r.randrange(256)])  # version / IHL
        elif k == 1:                                          # total length anything, checksum fixed
            f[16:18] = struct.pack(">H", r.choice([0, 19, 20, 35, 36, 37, 38, r.randrange(65536), len(f) - 14 + 4]))
        elif k == 2:                                          # checksum off by one bit or anything
            f[24 + r.randrange(2)] ^= 1 << r.randrange(8)
        elif k == 3:                                          # flags and fragment offset
            f[20], f[21] = r.choice([0x20, 0x80, 0x40, 0x1F, r.randrange(256)]), r.choice([0, 1, r.randrange(256)])
        elif k == 4:
            f[23] = r.choice([6, 1, 16, 18, r.randrange(256)])  # protocol
        else:
            f[15], f[18], f[19], f[22] = (r.randrange(256) for _ in range(4))  # ignored fields
        if k != 2:
            f[24:26] = b"\0\0"
            f[24:26] = struct.pack(">H", 0xFFFF - _csum(bytes(f[14:34])))
        return bytes(f)

    def udp_length(self) -> bytes:
        f = bytearray(udp_frame(self.record()))
        ul = struct.unpack(">H", f[38:40])[0]
        f[38:40] = struct.pack(">H", self.rng.choice([0, 8, ul - 4, ul - 1, ul + 1, ul + 4, self.rng.randrange(65536)]) & 0xFFFF)
        return bytes(f)

    def eb_header(self) -> bytes:
        r = self.rng
        kw = r.choice([dict(magic=r.randrange(65536)), dict(magic=0x4E6E), dict(version=r.randrange(16)),
                       dict(pf=1, pr=1), dict(pr=1), dict(nr=1), dict(sizes=r.randrange(256)),
                       dict(pf=1, sizes=r.randrange(256)), dict(sizes=0x48), dict(sizes=0x84)])
        pl = eb_header(**kw) + self.record()[8:]
        if r.random() < 0.3:                                  # the header's padding, ignored
            pl = pl[:4] + r.randbytes(4) + pl[8:]
        return udp_frame(pl)

    def record_counts(self) -> bytes:
        r = self.rng
        writes = [r.getrandbits(32) for _ in range(r.randrange(0, 8))]
        reads = [4 * r.randrange(64) for _ in range(r.randrange(0, 8))]
        k = r.randrange(6)
        rec = eb_record(writes=writes, base_w=4 * r.randrange(0x300), reads=reads, base_ret=1,
                        wcount=r.randrange(256) if k in (0, 2) else None,
                        rcount=r.randrange(256) if k in (1, 2) else None,
                        be=r.choice([0x0F, 0x0F, 0x0E, 0xFF, 0x00, r.randrange(256)]) if k == 3 else 0x0F,
                        flags=r.randrange(256))
        if k == 4:                                            # addresses out of range or unaligned
            base = r.choice([0x10000, 0xFFFC, 0xFFF8, 0xFC00 - 4, 0x102, 0x1_0000_0000 - 4])
            rec = eb_record(writes=writes or [1], base_w=base, reads=reads)
        if k == 5:
            rec = eb_record(reads=[r.choice([0x10000, 0x2, 0xFFFF_FFFC, 0xFFFC])], base_ret=0)
        return udp_frame(eb_header() + rec)

    def partial_address(self) -> bytes:
        r = self.rng
        if r.random() < 0.25:
            f = bytearray(arp_request(dst=r.choice([None, BOARD_MAC])))
            pos = r.choice([0, 1, 5, 12, 13, 38, 39, 40, 41])
        else:
            f = bytearray(udp_frame(self.record()))
            pos = r.choice([0, 2, 5, 12, 13, 14, 23, 30, 31, 32, 33, 36, 37])
        f[pos] ^= 1 << r.randrange(8)
        if 14 <= pos < 34 and f[12:14] == b"\x08\x00":        # keep the checksum right: only the match fails
            f[24:26] = b"\0\0"
            f[24:26] = struct.pack(">H", 0xFFFF - _csum(bytes(f[14:34])))
        return bytes(f)

    def source(self) -> bytes:
        r = self.rng
        mac = r.choice([OTHER_MAC, HOST_MAC, ":".join(f"{x:02x}" for x in r.randbytes(6))])
        ip = r.choice([OTHER_IP, HOST_IP, "0.0.0.0", "255.255.255.255", f"10.77.0.{r.randrange(256)}"])
        m = bytearray(_b(HOST_MAC))
        k = r.random()
        if k < 0.3:                                           # one bit off the management MAC
            m[r.randrange(6)] ^= 1 << r.randrange(8)
            mac = ":".join(f"{x:02x}" for x in m)
        elif k < 0.5:                                         # the management source itself
            mac, ip = HOST_MAC, HOST_IP
        writes = [r.getrandbits(32) for _ in range(r.randrange(1, 6))]
        reads = [4 * r.randrange(64) for _ in range(r.randrange(0, 4))]
        return udp_frame(eb_header() + eb_record(writes=writes, base_w=4 * r.randrange(0x300), reads=reads),
                         src_mac=mac, src_ip=ip, sport=r.randrange(65536))

    def byte_flips(self) -> bytes:
        r = self.rng
        f = bytearray(self.valid())
        for _ in range(r.randrange(1, 4)):
            f[r.randrange(len(f))] ^= 1 << r.randrange(8)
        return bytes(f)

    def other_traffic(self) -> bytes:
        r = self.rng
        return udp_frame(r.randbytes(r.randrange(0, 200)), dst_mac="02:00:00:00:00:0b", dst_ip="10.77.0.3",
                         sport=r.randrange(65536), dport=r.randrange(65536))


# ---- the run -------------------------------------------------------------------------------------
async def _idle(tb: EbTB) -> None:
    """The frame has been decided and both slots are free again (the engine is done)."""
    await ClockCycles(tb.dut.clk, 3)
    for _ in range(200_000):
        if not int(tb.dut.full.value) and int(tb.dut.st.value) == 0 and not int(tb.dut.m_axis_tvalid.value):
            return
        await RisingEdge(tb.dut.clk)
    raise AssertionError("the responder did not return to idle: hung")


@cocotb.test(timeout_time=30, timeout_unit="sec")
async def fuzz_frames(dut):
    tb = EbTB(dut, seed=SEED)
    await tb.reset()
    rng = random.Random(SEED)
    gen = Gen(rng)
    tb.sink.set_pause_generator(iter(lambda: rng.random() < 0.3, None))
    seen: dict[str, Counter] = {}
    for cls, n in COUNTS.items():
        if cls == "flood":
            continue
        make = getattr(gen, cls)
        seen[cls] = Counter()
        for i in range(n):
            f = make()
            ref = reference(f)
            log0, stats0, mgmt0 = len(tb.log), tb.stats(), len(tb.mgmt)
            regs0 = dict(tb.regs)
            await tb.send(f)
            await _idle(tb)
            what = f"{cls} frame {i}: {f.hex()}"
            assert tb.mgmt[mgmt0:] == [int(ref["hit"])], f"{what}: mgmt_hit {tb.mgmt[mgmt0:]}, expected {ref['hit']}"
            stats = tb.stats()
            moved = {k: stats[k] - stats0[k] for k in stats if stats[k] != stats0[k]}
            assert moved == ({ref["count"]: 1} if ref["count"] else {}), f"{what}: counters moved {moved}, expected {ref['count']}"
            got = tb.log[log0:]
            want_w = [("w", a, v) for a, v in ref["writes"]]
            assert [x for x in got if x[0] == "w"] == want_w, f"{what}: writes {got}"
            assert [x[1] for x in got if x[0] == "r"] == ref["reads"], f"{what}: reads {got}"
            assert got[:len(want_w)] == want_w, f"{what}: the writes must come before the reads"
            if not ref["writes"]:
                assert tb.regs == regs0, f"{what}: a register changed"
            if ref["reply"]:
                assert not tb.sink.empty(), f"{what}: no reply"
                reply = bytes((await tb.sink.recv()).tdata)
                check_reply(reply, f, ref, [x[2] for x in got if x[0] == "r"])
            assert tb.sink.empty(), f"{what}: an unexpected reply"
            seen[cls][ref["count"] or "not for the board"] += 1
    # Floods at the line's rate: bursts of back-to-back frames, management requests of every class
    # mixed with other traffic. What a request does depends on which ones found both slots busy,
    # so the checks are invariants: every access on the bus belongs to a well-formed request from
    # the management source (writes) or anyone (reads) of the burst, in order; every reply
    # matches one of the burst's requests; the counters account for every frame for the board.
    makers = [getattr(gen, c) for c in COUNTS if c != "flood"] + [gen.other_traffic] * 4
    flood = Counter()
    sent = 0
    tb.delay = (0, 3)
    while sent < COUNTS["flood"]:
        burst = [rng.choice(makers)() for _ in range(rng.randrange(2, 13))]
        sent += len(burst)
        refs = [reference(f) for f in burst]
        log0, stats0 = len(tb.log), tb.stats()
        for f in burst:
            await tb.src.send(f)                                  # no gap between frames
        await tb.src.wait()
        await _idle(tb)
        stats = tb.stats()
        moved = {k: stats[k] - stats0[k] for k in stats}
        hits = sum(r["hit"] for r in refs)
        assert moved["ok"] + moved["bad"] + moved["busy"] + moved["refused"] == hits, (moved, hits)
        assert moved["timeout"] == moved["locked"] == 0
        # Each served request's accesses are one contiguous run of the log, in burst order. A
        # request with accesses was served if and only if they are there; one without (ARP,
        # probe) may have been dropped busy.
        got = tb.log[log0:]
        k = 0
        cands = []                                    # (frame, reference, its accesses, served?)
        for f, r in zip(burst, refs):
            acc = [("w", a, v) for a, v in r["writes"]] + [("r", a) for a in r["reads"]]
            if acc and [x[:2] if x[0] == "r" else x for x in got[k:k + len(acc)]] == acc:
                cands.append((f, r, got[k:k + len(acc)], True))
                k += len(acc)
            elif r["reply"]:
                cands.append((f, r, [], False if acc else None))
        assert k == len(got), f"bus accesses that no request of the burst asked for: {got[k:]}"
        # Replies come in request order: each is the next candidate's that it matches, and no
        # served request with reads is passed over.
        p = 0
        while not tb.sink.empty():
            reply = bytes((await tb.sink.recv()).tdata)
            while True:
                assert p < len(cands), f"a reply that matches no request of the burst: {reply.hex()}"
                f, r, acc, served = cands[p]
                p += 1
                if served is False or not r["reply"]:
                    continue
                try:
                    check_reply(reply, f, r, [x[2] for x in acc if x[0] == "r"])
                    break
                except AssertionError:
                    if served:
                        raise
        assert not [c for c in cands[p:] if c[3] and c[1]["reply"]], "a served request with reads got no reply"
        flood.update({k2: v for k2, v in moved.items() if v})
    flood["frames"] = sent
    # Still answering, exactly, after all of it.
    reply = await tb.request(eb_header() + eb_record(reads=[0x10], base_ret=0x20), sport=4321)
    assert reply[42:] == bytes.fromhex("4e6f104400000000") + struct.pack(">BBBBII", 0, 0x0F, 1, 0, 0x20, tb.reg_value(0x10))
    for cls, c in seen.items():
        dut._log.info("fuzz %-16s %4d frames: %s", cls, sum(c.values()), dict(sorted(c.items())))
    dut._log.info("fuzz %-16s %4d frames: %s", "flood", sent, dict(flood))
    # Every class must reach what it is meant to reach (a generator that only makes bad frames
    # proves nothing about the rest).
    assert seen["valid"]["ok"] == COUNTS["valid"]
    assert seen["source"]["refused"] >= 100 and seen["source"]["ok"] >= 20, seen["source"]
    for cls in ("truncated", "ipv4_header", "udp_length", "eb_header", "record_counts"):
        assert seen[cls]["bad"] >= COUNTS[cls] // 2, (cls, seen[cls])
    assert seen["partial_address"]["not for the board"] >= COUNTS["partial_address"] // 2, seen["partial_address"]
    assert flood["busy"] > 0 and flood["ok"] > 0, flood


def test_etherbone_fuzz():
    fp = runner.ROOT / "fpga" / "ecp5-colorlight"
    runner.run("test_etherbone_fuzz", 8, toplevel="eb_responder",
               sources=[fp / "sim" / "ecp5_prims_sim.v", fp / "rtl" / "eb_ram.v", fp / "rtl" / "eb_responder.v"],
               parameters=PARAMETERS, build_name="verilator-eb")
