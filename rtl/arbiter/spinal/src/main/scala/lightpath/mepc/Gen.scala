// Generates the committed Verilog of the MEPC engine: one module per (ports, table entries) variant,
// named lp_mepc_n<N>_k<K>, into the directory given as the first argument (default ../generated).
// The output is byte-reproducible: no date, no repository hash in the header.
package lightpath.mepc

import spinal.core._

object Gen {
  // (N ports, K table entries): K = 2N, the table size docs/arbiter.md argues for.
  val variants: Seq[(Int, Int)] = Seq((4, 8), (8, 16), (16, 32), (32, 64), (64, 128))

  def main(args: Array[String]): Unit = {
    val out = if (args.nonEmpty) args(0) else "../generated"
    for ((n, k) <- variants) {
      SpinalConfig(
        targetDirectory = out,
        mode = Verilog,
        headerWithDate = false,
        headerWithRepoHash = false,
        oneFilePerComponent = false,
        withTimescale = false // our RTL has no `timescale; a mixed set makes Verilator warn
      ).generate(new LpMepcEngine(n, k))
    }
  }
}
