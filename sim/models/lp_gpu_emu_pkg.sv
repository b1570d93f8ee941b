// lp_gpu_emu_pkg: the GPU emulator's statistics read port (lp_gpu_emu, lp_gpu_host), the one place
// its address map is defined. Word addresses of 32-bit registers on stat_addr / stat_rdata (1-cycle
// read latency); an address that is not listed reads 0. 64-bit values are two words, low word first.
// Every statistic is cleared by `rst` and by `start`. docs/gpu-emu.md ("Statistics") documents each
// entry; tb/gpu/test_lp_gpu_emu.py reads this file (no copy of the numbers in Python) and checks that
// the table in the document lists the same names and addresses.
// Simulation model (not synthesizable by intent).
`default_nettype none

package lp_gpu_emu_pkg;
    // A library of constants: each module uses some, the tests and the document all of them.
    /* verilator lint_off UNUSEDPARAM */
    localparam int LP_GPU_STAT_ADDR_W = 12;

    // ---- per GPU (the GPU chosen by stat_gpu on lp_gpu_host)
    localparam int LP_GPU_ST_STATUS        = 'h000;  // status bits below, error code in [15:8]
    localparam int LP_GPU_ST_ID            = 'h001;  // {8'b0, node, local index, global GPU}
    localparam int LP_GPU_ST_PC            = 'h002;  // word index of the operation being executed
    localparam int LP_GPU_ST_CFG           = 'h003;  // {MARKS[15:0], SENDQ[7:0], HIST_BINS[7:0]}
    localparam int LP_GPU_ST_START_LO      = 'h004;  // cycle word 0 issued (the cycle after `start`)
    localparam int LP_GPU_ST_START_HI      = 'h005;
    localparam int LP_GPU_ST_DONE_LO       = 'h006;  // cycle HALT issued (0 until then)
    localparam int LP_GPU_ST_DONE_HI       = 'h007;
    localparam int LP_GPU_ST_ERR_WORD_LO   = 'h008;  // the program word that stopped the GPU with an error
    localparam int LP_GPU_ST_ERR_WORD_HI   = 'h009;
    localparam int LP_GPU_ST_ERRORS        = 'h00A;  // errors (0 or 1 per run: an error stops the GPU)
    localparam int LP_GPU_ST_TX_MSGS       = 'h010;  // network messages taken by the frame engine
    localparam int LP_GPU_ST_TX_FRAMES     = 'h011;  // frames whose last beat went to the NIC
    localparam int LP_GPU_ST_TX_BYTES_LO   = 'h012;  // data bytes of those frames (no header, no pad)
    localparam int LP_GPU_ST_TX_BYTES_HI   = 'h013;
    localparam int LP_GPU_ST_LOC_MSGS      = 'h014;  // NVLink messages delivered to a peer
    localparam int LP_GPU_ST_LOC_BYTES_LO  = 'h015;
    localparam int LP_GPU_ST_LOC_BYTES_HI  = 'h016;
    localparam int LP_GPU_ST_RX_FRAMES     = 'h018;  // good frames received
    localparam int LP_GPU_ST_RX_BYTES_LO   = 'h019;  // data bytes credited from them
    localparam int LP_GPU_ST_RX_BYTES_HI   = 'h01A;
    localparam int LP_GPU_ST_RX_MSGS       = 'h01B;  // good frames with the last-frame flag
    localparam int LP_GPU_ST_RX_BAD        = 'h01C;  // bad frames (EtherType, length, runt, MAC): no credit
    localparam int LP_GPU_ST_LOC_RX_MSGS   = 'h01D;  // NVLink messages received
    localparam int LP_GPU_ST_LOC_RX_BYTES_LO = 'h01E;
    localparam int LP_GPU_ST_LOC_RX_BYTES_HI = 'h01F;
    localparam int LP_GPU_ST_LAT_MIN       = 'h020;  // frame latency (cycles, saturated to 32 bits); all ones: none yet
    localparam int LP_GPU_ST_LAT_MAX       = 'h021;
    localparam int LP_GPU_ST_LAT_SUM_LO    = 'h022;
    localparam int LP_GPU_ST_LAT_SUM_HI    = 'h023;
    localparam int LP_GPU_ST_MARK_CNT      = 'h024;  // entries in the mark log (<= MARKS)
    localparam int LP_GPU_ST_MARK_OVF      = 'h025;  // MARKs not logged: the log was full
    localparam int LP_GPU_ST_CYC_COMPUTE   = 'h026;  // cycles spent in COMPUTE
    localparam int LP_GPU_ST_CYC_SEND_STALL = 'h027; // cycles a SEND waited for room in its queue
    localparam int LP_GPU_ST_CYC_WAIT      = 'h028;  // cycles a WAIT was blocked
    localparam int LP_GPU_ST_CYC_FENCE     = 'h029;  // cycles a FENCE was blocked
    localparam int LP_GPU_ST_HIST          = 'h040;  // + bin: latency histogram, log-linear bins (lp_gpu_hist_bin)
    localparam int LP_GPU_HIST_MAX         = 64;     // HIST_BINS <= this; the last bin is the overflow
    localparam int LP_GPU_HIST_SUB_W       = 2;      // 2^this histogram bins per octave of latency
    localparam int LP_GPU_ST_MARK          = 'h100;  // + LP_GPU_MARK_STRIDE    * i: mark log entry i
    localparam int LP_GPU_MARK_STRIDE      = 4;      // words: id [15:0], cycle low, cycle high, 0
    localparam int LP_GPU_MARK_MAX         = 256;    // MARKS <= this

    // ---- per host (lp_gpu_host; whatever stat_gpu selects)
    localparam int LP_GPU_ST_HOST          = 'hF00;  // first host address; host registers are >= this
    localparam int LP_GPU_ST_HOST_STATUS   = 'hF00;  // {done, err, missing} in bits 0..2 (as the ports), line_mode in bit 3
    localparam int LP_GPU_ST_HOST_ID       = 'hF01;  // {first global GPU, HOST_PORTS, GPUS, NODE} bytes 3..0
    localparam int LP_GPU_ST_HOST_RX_FRAMES = 'hF02; // frames on s_axis (NIC egress)
    localparam int LP_GPU_ST_HOST_RX_UNROUTED = 'hF03; // of those: dst MAC not a GPU of this node (or < 6 bytes)
    localparam int LP_GPU_ST_HOST_TX_FRAMES = 'hF08; // + port: frames sent on host port p (to the NIC)
    // line mode (line_mode = 1): outcome of every frame offered to port p's MAC RX FIFO (each frame one)
    localparam int LP_GPU_ST_HOST_LINE_FRAMES    = 'hF10; // + port: taken whole (passed on to the NIC)
    localparam int LP_GPU_ST_HOST_LINE_DROP_FULL = 'hF18; // + port: dropped whole: the FIFO was full
    localparam int LP_GPU_ST_HOST_LINE_DROP_OVER = 'hF20; // + port: dropped: longer than LINE_MAX_WORDS
    localparam int LP_GPU_ST_HOST_LINE_DROP_BAD  = 'hF28; // + port: dropped: tuser on its last beat (never from a GPU)
    localparam int LP_GPU_HOST_PER_PORT     = 'hF08; // host registers from here up are per port (+ p)
    localparam int LP_GPU_HOST_PORTS_MAX    = 8;     // HOST_PORTS <= this

    // ---- LP_GPU_ST_STATUS bits
    localparam int LP_GPU_STB_DONE     = 0;   // HALT executed
    localparam int LP_GPU_STB_ERROR    = 1;   // stopped by an error (code in LP_GPU_STB_CODE)
    localparam int LP_GPU_STB_MISSING  = 2;   // no program (plusarg or file missing): idle for ever
    localparam int LP_GPU_STB_WAITING  = 3;   // blocked in WAIT
    localparam int LP_GPU_STB_FENCING  = 4;   // blocked in FENCE
    localparam int LP_GPU_STB_RUNNING  = 5;   // started, not halted, no error
    localparam int LP_GPU_STB_STALLED  = 6;   // a SEND waits for room in its queue
    localparam int LP_GPU_STB_TX_BUSY  = 7;   // a message is queued or its frames / NVLink transfer are under way
    localparam int LP_GPU_STB_CODE     = 8;   // [15:8] error code
    localparam int LP_GPU_STB_CODE_W   = 8;

    // ---- error codes
    localparam int LP_GPU_ERR_NONE     = 0;
    localparam int LP_GPU_ERR_OPCODE   = 1;   // unknown opcode
    localparam int LP_GPU_ERR_PC       = 2;   // ran past the end of program memory without HALT
    /* verilator lint_on UNUSEDPARAM */

    // Latency histogram bin of v = latency >> hist_shift: log-linear, so that one set of bins covers
    // latencies from one slot to milliseconds with a bounded relative width (docs/gpu-emu.md). Values
    // below 2^SUB_W have a bin each; above, each octave [2^e, 2^(e+1)) has 2^SUB_W bins, told apart by the
    // SUB_W bits under v's leading one. The last of n_bins bins takes everything beyond (overflow).
    function automatic int lp_gpu_hist_bin(input logic [63:0] v, input int n_bins);
        int e, b;
        e = 0;
        for (int i = 0; i < 64; i++) if (v[i]) e = i;
        if (e < LP_GPU_HIST_SUB_W) b = int'(v[LP_GPU_HIST_SUB_W-1:0]);
        else b = (e - LP_GPU_HIST_SUB_W + 1) * (1 << LP_GPU_HIST_SUB_W)
                 + int'((v >> (e - LP_GPU_HIST_SUB_W)) & 64'((1 << LP_GPU_HIST_SUB_W) - 1));
        return (b >= n_bins - 1) ? n_bins - 1 : b;
    endfunction
endpackage

`default_nettype wire
