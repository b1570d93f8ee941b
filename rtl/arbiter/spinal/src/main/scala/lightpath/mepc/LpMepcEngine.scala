// LpMepcEngine: the arbiter's MEPC circuit-selection engine (docs/arbiter.md).
//
// Problem: candidate circuits (src, dst, sum), sum = the cells per scheduling cycle of the requests
// sharing the circuit. Its utilisation weight is wt = min(cap, sum). MEPC wants a port-disjoint set
// (each source and each destination at most once: one OCS port per node) with the largest total wt,
// i.e. the smallest total idle gap. That is a maximum-weight bipartite matching; this engine computes
// a bounded-latency approximation of it:
//
//   1. Demand table: K entries {v, src, dst, sum} kept sorted by sum (descending, valid entries first)
//      at every update, so no sort is needed when a decision starts. An update adds a signed delta to
//      one (src, dst): the entry is removed and re-inserted at its new place in one parallel shift
//      (placed after the entries of equal sum); a sum that reaches 0 removes it.
//   2. Greedy pass: the table in order, two entries per clock; an entry is taken when its source and
//      destination are both free (the second lane also checks the first lane's choice). Ports in
//      lock_s / lock_d (circuits kept or pinned) start busy.
//   3. Augmentation pass: the table again, two per clock. For every chosen circuit a->b it records the
//      first (= heaviest) a->x with x a free destination and the first y->b with y a free source.
//   4. Resolve: for a = 0..N-1, one per clock: if both alternatives exist, their ports are still free
//      and wt(a->x) + wt(y->b) > wt(a->b), a->b is replaced by a->x and y->b.
//
// Decision latency, from the clock edge that takes start to the one that raises done (both counted),
// with V valid table entries: 1 + 2 * S + N clocks, S = ceil(V/2) + 2 per pass (S = 1 for an empty
// table); at most K + N + 5 (N = 64, K = 128: 197 clocks = 0.79 us at 250 MHz). The engine reports it
// (last_cycles + 1). sim/lightpath/model/mepc.py `engine` is the clock-free model of exactly this algorithm.
//
// Interfaces (all synchronous to clk, reset rst synchronous active-high):
//   upd_*    one table update per 3 clocks (upd_ready), not while a decision runs
//   start    pulse; remembered while an update is in flight, then busy until the done pulse
//   res_*    registered read of the result by source (valid from done until the next start)
//   tab_*    registered read of the demand table by position (firmware, tests)
//   wr_*     one pulse per update once written: the circuit's new sum (0: no row for it any more)
//   ev_*     one-clock event pulses for the counters of the instantiating RTL
package lightpath.mepc

import spinal.core._
import spinal.lib._

case class MepcEntry(nb: Int, w: Int) extends Bundle {
  val v   = Bool()
  val src = UInt(nb bits)
  val dst = UInt(nb bits)
  val sum = UInt(w bits)
}

class LpMepcEngine(n: Int, k: Int, w: Int = 16) extends Component {
  require(n >= 4 && n <= 64 && isPow2(n), s"LpMepcEngine: N=$n must be a power of two in 4..64")
  require(k >= n && k <= 256 && k % 2 == 0, s"LpMepcEngine: K=$k must be even, N..256")
  require(w >= 8 && w <= 24, s"LpMepcEngine: W=$w must be 8..24")
  setDefinitionName(s"lp_mepc_n${n}_k${k}")

  private val nb = log2Up(n)
  private val kb = log2Up(k)

  val io = new Bundle {
    val clk = in Bool()
    val rst = in Bool()

    val upd_valid = in Bool()
    val upd_ready = out Bool()
    val upd_src   = in UInt (nb bits)
    val upd_dst   = in UInt (nb bits)
    val upd_delta = in SInt (w + 1 bits)

    val cap    = in UInt (w bits)
    val lock_s = in Bits (n bits)
    val lock_d = in Bits (n bits)
    val start  = in Bool()
    val busy   = out Bool()
    val done   = out Bool()

    val res_total   = out UInt (w + nb bits)
    val res_count   = out UInt (nb + 1 bits)
    val last_cycles = out UInt (16 bits)
    val res_idx     = in UInt (nb bits)
    val res_v       = out Bool()
    val res_dst     = out UInt (nb bits)
    val res_w       = out UInt (w bits)

    val tab_idx   = in UInt (kb bits)
    val tab_v     = out Bool()
    val tab_src   = out UInt (nb bits)
    val tab_dst   = out UInt (nb bits)
    val tab_sum   = out UInt (w bits)
    val tab_count = out UInt (kb + 1 bits)

    val wr_v   = out Bool()
    val wr_src = out UInt (nb bits)
    val wr_dst = out UInt (nb bits)
    val wr_sum = out UInt (w bits)

    val ev_overflow = out Bool()
    val ev_miss     = out Bool()
    val ev_sat      = out Bool()
  }
  noIoPrefix()

  private val cd = ClockDomain(
    clock = io.clk,
    reset = io.rst,
    config = ClockDomainConfig(resetKind = SYNC, resetActiveLevel = HIGH)
  )

  val core = new ClockingArea(cd) {
    val sumMax = U((BigInt(1) << w) - 1, w bits)
    def wt(sum: UInt): UInt = Mux(sum > io.cap, io.cap, sum)

    // ---------------------------------------------------------------- demand table
    val tab = Vec.fill(k)(Reg(MepcEntry(nb, w)))
    tab.foreach(_.v init (False))
    val none = MepcEntry(nb, w)
    none.v := False
    none.src := 0
    none.dst := 0
    none.sum := 0

    object Ph extends SpinalEnum(binarySequential) { val idle, greedy, aug, resolve = newElement() }
    val ph = Reg(Ph()) init (Ph.idle)
    val startPend = Reg(Bool()) init (False)

    // Update pipeline: 0 idle, 1 look-up (match and old sum registered), 2 write.
    val op      = Reg(UInt(2 bits)) init (0)
    val opSrc   = Reg(UInt(nb bits))
    val opDst   = Reg(UInt(nb bits))
    val opDelta = Reg(SInt(w + 1 bits))
    val hit     = Reg(Bits(k bits))
    val oldSum  = Reg(UInt(w bits))

    io.upd_ready := op === 0 && ph === Ph.idle && !startPend && !io.start
    val evOverflow = RegNext(False) init (False)
    val evMiss     = RegNext(False) init (False)
    val evSat      = RegNext(False) init (False)
    val wrV        = RegNext(False) init (False)
    val wrSrc      = Reg(UInt(nb bits))
    val wrDst      = Reg(UInt(nb bits))
    val wrSum      = Reg(UInt(w bits))

    when(io.upd_valid && io.upd_ready) {
      opSrc := io.upd_src
      opDst := io.upd_dst
      opDelta := io.upd_delta
      op := 1
    }
    when(op === 1) {
      val m = Vec(tab.map(e => e.v && e.src === opSrc && e.dst === opDst))
      hit := m.asBits
      oldSum := tab.zip(m).map { case (e, h) => Mux(h, e.sum, U(0, w bits)) }.reduceBalancedTree(_ | _)
      op := 2
    }
    val wr = new Area {
      val hitAny = hit.orR
      val newRaw = Mux(hitAny, oldSum, U(0, w bits)).resize(w + 2).asSInt + opDelta.resize(w + 2)
      val newPos = newRaw > 0
      val newSat = newRaw > sumMax.resize(w + 2).asSInt
      val newSum = Mux(newSat, sumMax, newRaw.asUInt.resize(w))
      val full   = tab(k - 1).v
      val ins    = newPos && (hitAny || !full)
      val change = hitAny || ins

      val ent = MepcEntry(nb, w)
      ent.v := True
      ent.src := opSrc
      ent.dst := opDst
      ent.sum := newSum

      // below(j): position j lies before the removed entry (all positions when nothing is removed).
      val sfx = Vec(Bool(), k)
      sfx(k - 1) := False
      for (j <- k - 2 to 0 by -1) sfx(j) := sfx(j + 1) || hit(j + 1)
      val below = Vec(sfx.map(_ || !hitAny))
      val ext   = tab :+ none
      // The list without the removed entry, and "keeps its place before the new entry" (sum >= new).
      val rest   = Vec((0 until k).map(j => Mux(below(j), ext(j), ext(j + 1))))
      val ge     = (0 until k).map(j => tab(j).v && tab(j).sum >= newSum) :+ False
      val restGe = Vec((0 until k).map(j => Mux(below(j), ge(j), ge(j + 1))))

      when(op === 2) {
        op := 0
        evOverflow := newPos && !hitAny && full
        evMiss := !hitAny && opDelta < 0
        evSat := newSat
        wrV := True
        wrSrc := opSrc
        wrDst := opDst
        wrSum := Mux(ins, newSum, U(0, w bits))
        when(change) {
          for (j <- 0 until k) {
            when(!ins || restGe(j)) {
              tab(j) := rest(j)
            } elsewhen (if (j == 0) True else restGe(j - 1)) {
              tab(j) := ent
            } otherwise {
              tab(j) := rest((j - 1).max(0)) // never reached for j = 0
            }
          }
        }
      }
    }
    io.ev_overflow := evOverflow
    io.ev_miss := evMiss
    io.ev_sat := evSat
    io.wr_v := wrV
    io.wr_src := wrSrc
    io.wr_dst := wrDst
    io.wr_sum := wrSum

    val cnt = Reg(UInt(kb + 1 bits)) init (0)
    cnt := CountOne(tab.map(_.v)).resize(kb + 1)
    io.tab_count := cnt

    val tabRd = Reg(MepcEntry(nb, w))
    tabRd := tab(io.tab_idx)
    io.tab_v := tabRd.v
    io.tab_src := tabRd.src
    io.tab_dst := tabRd.dst
    io.tab_sum := tabRd.sum

    // ---------------------------------------------------------------- decision
    val freeS = Reg(Bits(n bits))
    val freeD = Reg(Bits(n bits))
    val mSv   = Reg(Bits(n bits)) init (0)
    val mDv   = Reg(Bits(n bits))
    val mS    = Vec.fill(n)(Reg(UInt(nb bits)))
    val mW    = Vec.fill(n)(Reg(UInt(w bits)))
    val aSv   = Reg(Bits(n bits))
    val aSx   = Vec.fill(n)(Reg(UInt(nb bits)))
    val aSw   = Vec.fill(n)(Reg(UInt(w bits)))
    val aDv   = Reg(Bits(n bits))
    val aDy   = Vec.fill(n)(Reg(UInt(nb bits)))
    val aDw   = Vec.fill(n)(Reg(UInt(w bits)))
    val total = Reg(UInt(w + nb bits)) init (0)
    val count = Reg(UInt(nb + 1 bits)) init (0)
    val cyc   = Reg(UInt(16 bits)) init (0)
    val lastCyc = Reg(UInt(16 bits)) init (0)
    val doneR = RegNext(False) init (False)

    // Scan: read stage (two table entries per clock) and evaluate stage.
    val rdPtr = Reg(UInt(kb + 1 bits))
    val pv    = Reg(Bool()) init (False)
    val l0    = Reg(MepcEntry(nb, w))
    val l1    = Reg(MepcEntry(nb, w))
    val rdIdx = rdPtr.resize(kb)
    val rdEnd = rdPtr === k || !tab(rdIdx).v
    val scanning = ph === Ph.greedy || ph === Ph.aug

    when(io.start) { startPend := True }
    when(ph === Ph.idle && op === 0 && (startPend || io.start)) {
      startPend := False
      ph := Ph.greedy
      freeS := ~io.lock_s
      freeD := ~io.lock_d
      mSv := 0
      mDv := 0
      aSv := 0
      aDv := 0
      total := 0
      count := 0
      cyc := 1
      rdPtr := 0
      pv := False
    }
    when(ph =/= Ph.idle) { cyc := cyc + 1 }

    when(scanning) {
      pv := !rdEnd
      when(!rdEnd) {
        l0 := tab(rdIdx)
        l1 := tab(rdIdx + 1)
        rdPtr := rdPtr + 2
      }
      when(rdEnd && !pv) {
        rdPtr := 0
        when(ph === Ph.greedy) { ph := Ph.aug } otherwise { ph := Ph.resolve }
      }
    }

    val g = new Area {
      val a0 = l0.v && freeS(l0.src) && freeD(l0.dst)
      val a1 = l1.v && freeS(l1.src) && freeD(l1.dst) && !(a0 && (l0.src === l1.src || l0.dst === l1.dst))
      val w0 = wt(l0.sum)
      val w1 = wt(l1.sum)
      when(ph === Ph.greedy && pv) {
        for ((a, e, ew) <- Seq((a0, l0, w0), (a1, l1, w1))) {
          when(a) {
            freeS(e.src) := False
            freeD(e.dst) := False
            mSv(e.src) := True
            mDv(e.dst) := True
            mS(e.src) := e.dst
            mW(e.src) := ew
          }
        }
        total := total + Mux(a0, w0, U(0, w bits)).resize(w + nb) + Mux(a1, w1, U(0, w bits)).resize(w + nb)
        count := count + a0.asUInt.resize(nb + 1) + a1.asUInt.resize(nb + 1)
      }
    }

    val au = new Area {
      val s0 = l0.v && mSv(l0.src) && freeD(l0.dst) && !aSv(l0.src)
      val d0 = l0.v && mDv(l0.dst) && freeS(l0.src) && !aDv(l0.dst)
      val s1 = l1.v && mSv(l1.src) && freeD(l1.dst) && !aSv(l1.src) && !(s0 && l0.src === l1.src)
      val d1 = l1.v && mDv(l1.dst) && freeS(l1.src) && !aDv(l1.dst) && !(d0 && l0.dst === l1.dst)
      when(ph === Ph.aug && pv) {
        for ((hs, hd, e) <- Seq((s0, d0, l0), (s1, d1, l1))) {
          when(hs) {
            aSv(e.src) := True
            aSx(e.src) := e.dst
            aSw(e.src) := wt(e.sum)
          }
          when(hd) {
            aDv(e.dst) := True
            aDy(e.dst) := e.src
            aDw(e.dst) := wt(e.sum)
          }
        }
      }
    }

    val rs = new Area {
      val a   = rdPtr.resize(nb)
      val b   = mS(a)
      val x   = aSx(a)
      val y   = aDy(b)
      val wx  = aSw(a)
      val wy  = aDw(b)
      val wab = mW(a)
      val gain = wx.resize(w + 1) + wy.resize(w + 1)
      val take = mSv(a) && aSv(a) && aDv(b) && freeD(x) && freeS(y) && gain > wab.resize(w + 1)
      when(ph === Ph.resolve) {
        rdPtr := rdPtr + 1
        when(take) {
          mS(a) := x
          mW(a) := wx
          freeD(x) := False
          mSv(y) := True
          mS(y) := b
          mW(y) := wy
          freeS(y) := False
          total := total + wx.resize(w + nb) + wy.resize(w + nb) - wab.resize(w + nb)
          count := count + 1
        }
        when(rdPtr === n - 1) {
          ph := Ph.idle
          doneR := True
          lastCyc := cyc
        }
      }
    }

    io.busy := ph =/= Ph.idle || startPend
    io.done := doneR
    io.res_total := total
    io.res_count := count
    io.last_cycles := lastCyc

    val resV = RegNext(mSv(io.res_idx)) init (False)
    val resD = RegNext(mS(io.res_idx))
    val resW = RegNext(mW(io.res_idx))
    io.res_v := resV
    io.res_dst := resD
    io.res_w := resW
  }
}
