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
//   2. Greedy pass: the table in order, four entries per clock; an entry is taken when its source and
//      destination are both free (each lane also checks the earlier lanes' choices, so the result is
//      that of one entry at a time). Ports in lock_s / lock_d (circuits kept or pinned) start busy.
//   3. Augmentation pass: the table again, four per clock. For every chosen circuit a->b it records the
//      first (= heaviest) a->x with x a free destination and the first y->b with y a free source.
//   4. Resolve: for a = 0..N-1, one per clock (four-stage pipeline): if both alternatives exist, their
//      ports are still free and wt(a->x) + wt(y->b) > wt(a->b), a->b is replaced by a->x and y->b.
//
// Decision latency, from the clock edge that takes start to the one that raises done (both counted),
// with V valid table entries: 4 + 2 * S + N clocks, S = ceil(V/4) + 3 per pass (S = 1 for an empty
// table); at most K/2 + N + 10 (N = 64, K = 128: 138 clocks, 0.88 us at the arbiter's 156.25 MHz core
// clock). The engine reports it (last_cycles + 1). sim/lightpath/model/mepc.py `engine` is the
// clock-free model of exactly this algorithm.
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
  require(k >= n && k <= 256 && k % 4 == 0, s"LpMepcEngine: K=$k must be a multiple of 4, N..256")
  require(w >= 8 && w <= 24, s"LpMepcEngine: W=$w must be 8..24")
  setDefinitionName(s"lp_mepc_n${n}_k${k}")

  private val nb = log2Up(n)
  private val kb = log2Up(k)
  private val lanes = 4 // table rows per clock in the greedy and augmentation passes

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
    val hitAny  = Reg(Bool())
    val hitIdx  = Reg(UInt(kb bits))

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
    // The look-up clock registers the old sum (0 without a hit) and the hit's position, so the write
    // clock's shift starts from registers: the CAM and the shift in one clock exceed the depth bound of
    // docs/toolchain.md. A key is in at most one row, so both are flat ORs over the matching rows. The
    // rows' key matches are registered in the clock that accepts the update (the table is not written
    // while op is 0, and upd_src / upd_dst come from registers of the collector), so the look-up clock
    // holds the ORs alone.
    val oldSum = Reg(UInt(w bits))
    val hitRow = Reg(Bits(k bits))
    when(op === 0) {
      hitRow := Vec(tab.map(e => e.v && e.src === io.upd_src && e.dst === io.upd_dst)).asBits
    }
    when(op === 1) {
      val m = hitRow.asBools
      hitAny := m.orR
      hitIdx := m.zipWithIndex.map { case (h, j) => Mux(h, U(j, kb bits), U(0, kb bits)) }.reduceBalancedTree(_ | _)
      oldSum := tab.zip(m).map { case (e, h) => Mux(h, e.sum, U(0, w bits)) }.reduceBalancedTree(_ | _)
      op := 2
    }
    val wr = new Area {
      val newRaw = oldSum.resize(w + 2).asSInt + opDelta.resize(w + 2)
      val newPos = newRaw > 0
      val newSat = newRaw > sumMax.resize(w + 2).asSInt
      val newSum = Mux(newSat, sumMax, newRaw.asUInt.resize(w))
      val full   = tab(k - 1).v
      // below(j): position j lies before the removed row (all positions when nothing is removed).
      val below  = Vec((0 until k).map(j => if (j == k - 1) !hitAny else !hitAny || hitIdx > j))
      val ins    = newPos && (hitAny || !full)
      val change = hitAny || ins

      val ent = MepcEntry(nb, w)
      ent.v := True
      ent.src := opSrc
      ent.dst := opDst
      ent.sum := newSum

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
    // Open ports for the augmentation pass: matched, no alternative recorded yet (mSv & ~aSv, mDv & ~aDv).
    val oS    = Reg(Bits(n bits))
    val oD    = Reg(Bits(n bits))
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

    // Scan: read stage (L = 4 table entries per clock, lane i reads rows i, L + i, 2L + i, ...), decode
    // stage and evaluate stage. Each lane reads a K/L-entry column of the table (a K/L:1 select, not K:1); its
    // register holds the row's weight min(cap, sum) in place of the sum, its ports also one-hot (lS, lD)
    // and whether it shares its source (sEq) or destination (dEq) with each earlier lane, so the
    // evaluate stage starts from decoded registers.
    val rdPtr = Reg(UInt(kb + 1 bits))
    // The table rows are registered as read (e0, pv0), so the port reads start from registers.
    val e0    = Vec.fill(lanes)(Reg(MepcEntry(nb, w)))
    val pv0   = Reg(Bool()) init (False)
    val pv    = Reg(Bool()) init (False)
    val l     = Vec.fill(lanes)(Reg(MepcEntry(nb, w)))
    val lS    = Vec.fill(lanes)(Reg(Bits(n bits)))
    val lD    = Vec.fill(lanes)(Reg(Bits(n bits)))
    val sEq   = Vec.fill(lanes, lanes)(Reg(Bool()))
    val dEq   = Vec.fill(lanes, lanes)(Reg(Bool()))
    // The lane's ports as the port registers hold them in its read clock (free source and destination,
    // open source and destination), and whether it shares a port with each lane of the group read one
    // clock earlier (pSEq, pDEq): that group's choices are the only change between the read and the
    // evaluation, so the evaluation corrects the registered bits in place of an N-bit port test.
    val rFs   = Vec.fill(lanes)(Reg(Bool()))
    val rFd   = Vec.fill(lanes)(Reg(Bool()))
    val rOs   = Vec.fill(lanes)(Reg(Bool()))
    val rOd   = Vec.fill(lanes)(Reg(Bool()))
    val pSEq  = Vec.fill(lanes, lanes)(Reg(Bool()))
    val pDEq  = Vec.fill(lanes, lanes)(Reg(Bool()))
    // The valid rows come first and cnt counts them (registered a clock after a write; a decision
    // starts no earlier than that clock and its scans read cnt a clock later), so the end of the rows
    // is a compare with cnt, not a K:1 select of the rows' valid bits.
    val rdEnd = rdPtr >= cnt
    val rdGrp = rdPtr(kb - 1 downto log2Up(lanes))
    val scanning = ph === Ph.greedy || ph === Ph.aug
    // Resolve stages 1 to 3 hold a source (qA, pA, rA) whose earlier stages' reads are registered.
    val q1 = Reg(Bool()) init (False)
    val p2 = Reg(Bool()) init (False)
    val r3 = Reg(Bool()) init (False)

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
      oS := 0
      oD := 0
      total := 0
      count := 0
      cyc := 1
      rdPtr := 0
      pv0 := False
      pv := False
      p2 := False
      q1 := False
      r3 := False
    }
    when(ph =/= Ph.idle) { cyc := cyc + 1 }

    when(scanning) {
      pv0 := !rdEnd
      when(!rdEnd) {
        for (i <- 0 until lanes) e0(i) := Vec((0 until k / lanes).map(j => tab(j * lanes + i)))(rdGrp)
        rdPtr := rdPtr + lanes
      }
      pv := pv0
      when(pv0) {
        val e = e0
        for (i <- 0 until lanes) {
          l(i).v := e(i).v
          l(i).src := e(i).src
          l(i).dst := e(i).dst
          l(i).sum := wt(e(i).sum)
          lS(i) := UIntToOh(e(i).src, n)
          lD(i) := UIntToOh(e(i).dst, n)
          for (j <- 0 until i) {
            sEq(j)(i) := e(j).src === e(i).src
            dEq(j)(i) := e(j).dst === e(i).dst
          }
          rFs(i) := freeS(e(i).src)
          rFd(i) := freeD(e(i).dst)
          rOs(i) := oS(e(i).src)
          rOd(i) := oD(e(i).dst)
          for (j <- 0 until lanes) {
            pSEq(j)(i) := l(j).src === e(i).src
            pDEq(j)(i) := l(j).dst === e(i).dst
          }
        }
      }
      when(rdEnd && !pv0 && !pv) {
        rdPtr := 0
        when(ph === Ph.greedy) { ph := Ph.aug } otherwise { ph := Ph.resolve }
      }
    }

    // Per port, the lanes whose row names it: at most one lane writes a port's registers in a clock
    // (the lanes' choices are port-disjoint), so each write is a flat select, not a priority chain.
    def bySrc(c: Seq[Bool]): Seq[Seq[Bool]] = (0 until n).map(x => (0 until lanes).map(i => c(i) && lS(i)(x)))
    def byDst(c: Seq[Bool]): Seq[Seq[Bool]] = (0 until n).map(x => (0 until lanes).map(i => c(i) && lD(i)(x)))
    def pick(sel: Seq[Bool], v: Int => UInt): UInt =
      (0 until lanes).map(i => Mux(sel(i), v(i), U(0, widthOf(v(i)) bits))).reduceBalancedTree(_ | _)

    // Greedy: lane i takes its row when both ports are free and no earlier lane of the same clock took
    // a row with its source or destination: the same choices as one row per clock in table order. Only
    // the free ports are written in that clock; the chosen circuits (mSv, mDv, mS, mW) and the total
    // follow one clock later from registered copies (gTake, gS, gD, gDst, gW): the greedy pass reads
    // only the free ports, and the augmentation pass decodes its first rows three clocks after the
    // greedy pass's last evaluation, when those writes are done.
    val g = new Area {
      val gTake = Reg(Bits(lanes bits)) init (0)
      // gTake holds the previous group's choices, the only writes of freeS and freeD since the lane's read.
      val fs = (0 until lanes).map(i => rFs(i) && !(0 until lanes).map(j => gTake(j) && pSEq(j)(i)).reduce(_ || _))
      val fd = (0 until lanes).map(i => rFd(i) && !(0 until lanes).map(j => gTake(j) && pDEq(j)(i)).reduce(_ || _))
      val take = Vec(Bool(), lanes)
      for (i <- 0 until lanes) {
        val clash = (0 until i).map(j => take(j) && (sEq(j)(i) || dEq(j)(i)))
        take(i) := l(i).v && fs(i) && fd(i) && !(False +: clash).reduce(_ || _)
      }
      val on = ph === Ph.greedy && pv
      val gS    = Vec.fill(lanes)(Reg(Bits(n bits)))
      val gD    = Vec.fill(lanes)(Reg(Bits(n bits)))
      val gDst  = Vec.fill(lanes)(Reg(UInt(nb bits)))
      val gW    = Vec.fill(lanes)(Reg(UInt(w bits)))
      gTake := Mux(on, take.asBits, B(0, lanes bits))
      for (i <- 0 until lanes) {
        gS(i) := lS(i)
        gD(i) := lD(i)
        gDst(i) := l(i).dst
        gW(i) := l(i).sum
      }
      when(on) {
        for (x <- 0 until n) {
          when((0 until lanes).map(i => take(i) && lS(i)(x)).reduce(_ || _)) { freeS(x) := False }
          when((0 until lanes).map(i => take(i) && lD(i)(x)).reduce(_ || _)) { freeD(x) := False }
        }
      }
      when(scanning) {
        total := total + (0 until lanes).map(i => Mux(gTake(i), gW(i), U(0, w bits)).resize(w + nb)).reduceBalancedTree(_ + _)
        count := count + (0 until lanes).map(i => gTake(i).asUInt.resize(nb + 1)).reduceBalancedTree(_ + _)
        for (x <- 0 until n) {
          val sel = (0 until lanes).map(i => gTake(i) && gS(i)(x))
          when(sel.reduce(_ || _)) {
            mSv(x) := True
            oS(x) := True
            mS(x) := pick(sel, i => gDst(i))
            mW(x) := pick(sel, i => gW(i))
          }
          when((0 until lanes).map(i => gTake(i) && gD(i)(x)).reduce(_ || _)) {
            mDv(x) := True
            oD(x) := True
          }
        }
      }
    }

    // Augmentation: lane i records its row as the source's (destination's) first alternative unless an
    // earlier lane of the same clock qualifies for the same source (destination). An earlier lane that
    // qualifies but is itself shadowed has a still earlier one with the same port, so the test needs the
    // earlier lanes' unshadowed conditions only.
    val au = new Area {
      // The free ports do not change in this pass (the greedy pass's last write precedes its first
      // read); the open ports lose those the previous group recorded (pCs, pCd).
      val pCs = Reg(Bits(lanes bits)) init (0)
      val pCd = Reg(Bits(lanes bits)) init (0)
      val os = (0 until lanes).map(i => rOs(i) && !(0 until lanes).map(j => pCs(j) && pSEq(j)(i)).reduce(_ || _))
      val od = (0 until lanes).map(i => rOd(i) && !(0 until lanes).map(j => pCd(j) && pDEq(j)(i)).reduce(_ || _))
      val cs = Vec((0 until lanes).map(i => l(i).v && os(i) && rFd(i)))
      val cd = Vec((0 until lanes).map(i => l(i).v && od(i) && rFs(i)))
      val on = ph === Ph.aug && pv
      pCs := Mux(on, cs.asBits, B(0, lanes bits))
      pCd := Mux(on, cd.asBits, B(0, lanes bits))
      val hs = Vec((0 until lanes).map(i => cs(i) && !(False +: (0 until i).map(j => cs(j) && sEq(j)(i))).reduce(_ || _)))
      val hd = Vec((0 until lanes).map(i => cd(i) && !(False +: (0 until i).map(j => cd(j) && dEq(j)(i))).reduce(_ || _)))
      // A port is recorded when any lane qualifies for it (the first such lane is unshadowed), so the
      // record flags need no shadow test; the recorded values take the unshadowed lane's.
      when(on) {
        for ((sel, x) <- bySrc(hs.toList).zipWithIndex) {
          when(bySrc(cs.toList)(x).reduce(_ || _)) {
            aSv(x) := True
            oS(x) := False
            aSx(x) := pick(sel, i => l(i).dst)
            aSw(x) := pick(sel, i => l(i).sum)
          }
        }
        for ((sel, x) <- byDst(hd.toList).zipWithIndex) {
          when(byDst(cd.toList)(x).reduce(_ || _)) {
            aDv(x) := True
            oD(x) := False
            aDy(x) := pick(sel, i => l(i).src)
            aDw(x) := pick(sel, i => l(i).sum)
          }
        }
      }
    }

    // Resolve, four stages: stage 0 reads source a's circuit a->b and its alternative a->x, stage 1
    // (the next clock) reads b's alternative y->b and whether the pair gains, stage 2 reads whether x
    // and y are free, stage 3 applies the swap when they still are: the only swap since stage 2's read
    // is the previous source's (tPrev), so stage 2 also registers whether that source has the same x
    // or y. A swap of an earlier source still in the pipeline changes only that source's circuit and
    // source y's, a source free in the augmentation pass, so it has no recorded alternative and its
    // stage-0 reads do not matter; b's alternative is never written here.
    val rs = new Area {
      val a    = rdPtr.resize(nb)
      val qOk  = Reg(Bool())
      val qA   = Reg(UInt(nb bits))
      val qB   = Reg(UInt(nb bits))
      val qX   = Reg(UInt(nb bits))
      val qWx  = Reg(UInt(w bits))
      val qWab = Reg(UInt(w bits))
      val wy   = aDw(qB)
      val gain = qWx.resize(w + 1) + wy.resize(w + 1)
      val ok   = qOk && aDv(qB) && gain > qWab.resize(w + 1)
      val pOk  = Reg(Bool())
      val pA   = Reg(UInt(nb bits))
      val pB   = Reg(UInt(nb bits))
      val pX   = Reg(UInt(nb bits))
      val pY   = Reg(UInt(nb bits))
      val pWx  = Reg(UInt(w bits))
      val pWy  = Reg(UInt(w bits))
      val pWab = Reg(UInt(w bits))
      val rOk  = Reg(Bool())
      val rA   = Reg(UInt(nb bits))
      val rB   = Reg(UInt(nb bits))
      val rX   = Reg(UInt(nb bits))
      val rY   = Reg(UInt(nb bits))
      val rWx  = Reg(UInt(w bits))
      val rWy  = Reg(UInt(w bits))
      val rWab = Reg(UInt(w bits))
      val rFx  = Reg(Bool())
      val rFy  = Reg(Bool())
      val rEqX = Reg(Bool())
      val rEqY = Reg(Bool())
      val tPrev = Reg(Bool()) init (False)
      val take = r3 && rOk && rFx && rFy && !(tPrev && (rEqX || rEqY))
      tPrev := take
      when(ph === Ph.resolve) {
        rdPtr := rdPtr + 1
        q1 := rdPtr < n
        qOk := mSv(a) && aSv(a)
        qA := a
        qB := mS(a)
        qX := aSx(a)
        qWx := aSw(a)
        qWab := mW(a)
        p2 := q1
        pOk := ok
        pA := qA
        pB := qB
        pX := qX
        pY := aDy(qB)
        pWx := qWx
        pWy := wy
        pWab := qWab
        r3 := p2
        rOk := pOk
        rA := pA
        rB := pB
        rX := pX
        rY := pY
        rWx := pWx
        rWy := pWy
        rWab := pWab
        rFx := freeD(pX)
        rFy := freeS(pY)
        rEqX := pX === rX
        rEqY := pY === rY
        when(take) {
          mS(rA) := rX
          mW(rA) := rWx
          freeD(rX) := False
          mSv(rY) := True
          mS(rY) := rB
          mW(rY) := rWy
          freeS(rY) := False
          total := total + rWx.resize(w + nb) + rWy.resize(w + nb) - rWab.resize(w + nb)
          count := count + 1
        }
        when(rdPtr === n + 2) {
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
