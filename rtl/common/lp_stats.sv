// lp_stats: N saturating event counters of W bits in one counter RAM, read through PeakRDL-regblock's
// passthrough CPU interface (a block of a node map behind lp_axil_split, docs/stats.md).
//
//   ev[N] --> per-counter accumulators (A bits) --> one read-modify-write port of the RAM --> CPU reads
//
// Every clock ev[i] high adds 1 to counter i, whatever the other inputs do: the event lands in counter
// i's accumulator, never in a shared queue, so no event is lost when several fire in one clock. One
// pipeline updates the RAM: each clock it takes one counter (the round-robin pointer, or a counter the
// CPU reads), moves its accumulator into the RAM word (S0: read the word and take the accumulator,
// S1: add and write back) and clears the accumulator in the same clock (an event of that clock starts
// the new accumulation). A counter is visited at least once every N round-robin slots; a CPU read
// takes one slot at most every other clock (a read is stalled in the clock after a read's slot), so at
// most 2N + 1 clocks pass between two visits of a counter and its accumulator (A = clog2(2N + 4) bits)
// cannot overflow.
//
// Read rule (snapshot): a read of counter i goes through the pipeline: it takes counter i's slot, so it
// returns the RAM word plus every event up to that slot, the exact count at that moment. W <= 32: counter
// i is the word at byte 4i. W > 32: the low word at 8i is read that way and bits W-1..32 of that same
// sum are latched for the next read of the high word (8i + 4): read low, then high, and the two are one
// snapshot, never torn. A counter stops at 2^W - 1. An address beyond the counters reads 0. Writes are
// acknowledged and ignored. A low word is acknowledged the clock after its request, a high word or a
// hole in the request's clock.
// Clear: `clr` (a pulse) empties every accumulator and starts a sweep of N clocks that writes each
// counter with only what its accumulator gathered since the clear (events in the clock of `clr` count
// after it); reset starts the same sweep (the RAM has no reset). While the sweep runs (`busy`) a read of
// a low word is stalled.
// One clock; synchronous active-high reset.
`default_nettype none

module lp_stats #(
    parameter int N      = 8,    // counters
    parameter int W      = 32,   // bits per counter (1..32: one word per counter, 33..64: two words)
    parameter int ADDR_W = 12    // CPU address bits (>= clog2(N) + 2, or + 3 with W > 32)
) (
    input  wire logic              clk,
    input  wire logic              rst,

    input  wire logic [N-1:0]      ev,       // event pulses: counter i counts the clocks with ev[i] high
    input  wire logic              clr,      // clear every counter
    output logic                   busy,     // the clear sweep (after clr or reset) is running

    // CPU: PeakRDL passthrough interface (req for one clock unless stalled, one ack per request)
    input  wire logic              s_cpuif_req,
    input  wire logic              s_cpuif_req_is_wr,
    input  wire logic [ADDR_W-1:0] s_cpuif_addr,
    input  wire logic [31:0]       s_cpuif_wr_data,
    input  wire logic [31:0]       s_cpuif_wr_biten,
    output logic                   s_cpuif_req_stall_wr,
    output logic                   s_cpuif_req_stall_rd,
    output logic                   s_cpuif_rd_ack,
    output logic                   s_cpuif_rd_err,
    output logic [31:0]            s_cpuif_rd_data,   // with rd_ack
    output logic                   s_cpuif_wr_ack,
    output logic                   s_cpuif_wr_err
);
    localparam int IW = (N > 1) ? $clog2(N) : 1;   // counter index bits
    localparam int A  = $clog2(2 * N + 4);          // accumulator bits (see the bound above)
    localparam bit TWO = W > 32;                    // two words per counter
    localparam int SH = TWO ? 3 : 2;                // log2 of the bytes per counter

    if (N < 1) begin : g_bad_n
        $fatal(1, "lp_stats: N=%0d must be >= 1", N);
    end
    if (W < 1 || W > 64) begin : g_bad_w
        $fatal(1, "lp_stats: W=%0d must be 1..64", W);
    end
    if (A > W) begin : g_bad_a
        $fatal(1, "lp_stats: W=%0d is narrower than the accumulators (%0d bits)", W, A);
    end
    if (ADDR_W < IW + SH || ADDR_W > 32) begin : g_bad_addr_w
        $fatal(1, "lp_stats: ADDR_W=%0d must be %0d..32 (%0d bytes per counter)", ADDR_W, IW + SH, 1 << SH);
    end

    // ---------------------------------------------------------------- CPU side (passthrough)
    // A read of a low word takes the pipeline's slot in its request's clock and is acknowledged, with
    // the sum, in the next (S1); a high word or an address beyond the counters in the request's clock.
    // A read is stalled in the clock after a slot taken by a read (so the round robin keeps at least
    // every other slot) and, for a low word, while the clear sweep runs. Writes: acknowledged, ignored.
    logic          clearing;
    logic          s1_cpu;      // S1 holds a read's slot (the read is acknowledged in this clock)
    logic [31:0]   hi_q;        // high word latched by the last low-word read (W > 32)
    wire logic          rd_req = s_cpuif_req && !s_cpuif_req_is_wr;
    wire logic          rd_hi  = TWO && s_cpuif_addr[2];
    wire logic          rd_oob = (s_cpuif_addr >> SH) >= ADDR_W'(N);
    wire logic [IW-1:0] rd_idx = IW'(s_cpuif_addr >> SH);

    assign s_cpuif_req_stall_rd = s1_cpu || ((clearing || clr) && !rd_hi && !rd_oob);
    assign s_cpuif_req_stall_wr = 1'b0;
    assign s_cpuif_rd_err       = 1'b0;
    assign s_cpuif_wr_err       = 1'b0;
    assign s_cpuif_wr_ack       = s_cpuif_req && s_cpuif_req_is_wr;
    wire logic rd_now = rd_req && !s_cpuif_req_stall_rd;

    // ---------------------------------------------------------------- accumulators, pointer, clear sweep
    logic [N-1:0][A-1:0] acc;
    logic [IW-1:0]       ptr;
    logic [IW:0]         sweep_left;   // round-robin slots left in the clear sweep

    // S0: this clock's slot (a low-word read requested in this clock, else the round-robin pointer)
    wire logic          steal = rd_now && !rd_hi && !rd_oob;
    wire logic [IW-1:0] idx0  = steal ? rd_idx : ptr;
    wire logic [A-1:0]  amt0  = acc[idx0];

    // S1 stage registers
    logic          s1_v, s1_zero, s1_fwd;
    logic [IW-1:0] s1_idx;
    logic [A-1:0]  s1_amt;
    logic [W-1:0]  ram_q, wsum_q, sum;

    localparam int RD = (N < 2) ? 2 : N;   // RAM depth
    localparam int RA = $clog2(RD);        // RAM address width (a localparam: casts take no function width)

    lp_ram_sdp #(
        .WIDTH        (W),
        .DEPTH        (RD),
        .RAM_STYLE    ("block"),
        .READ_LATENCY (1)
    ) u_ram (
        .clk     (clk),
        .wr_en   (s1_v),
        .wr_addr (RA'(s1_idx)),
        .wr_data (sum),
        .rd_en   (1'b1),
        .rd_addr (RA'(idx0)),
        .rd_data (ram_q)
    );

    // S1: the word read in S0 (or the one S1 wrote in that same clock: the RAM returns the old data)
    // plus the accumulator taken in S0, stopping at 2^W - 1; during the clear sweep the old word is 0.
    wire logic [W-1:0] base = s1_zero ? '0 : (s1_fwd ? wsum_q : ram_q);
    wire logic [W:0]   add  = {1'b0, base} + (W + 1)'(s1_amt);
    assign sum = add[W] ? '1 : add[W-1:0];

    always_ff @(posedge clk) begin
        if (rst) begin
            acc        <= '0;
            ptr        <= '0;
            clearing   <= 1'b1;
            sweep_left <= (IW + 1)'(N);
            s1_v       <= 1'b0;
            s1_cpu     <= 1'b0;
            s1_zero    <= 1'b0;
            s1_fwd     <= 1'b0;
            s1_idx     <= '0;
            s1_amt     <= '0;
            wsum_q     <= '0;
        end else begin
            for (int i = 0; i < N; i++)
                acc[i] <= ((clr || IW'(i) == idx0) ? '0 : acc[i]) + A'(ev[i]);
            if (!steal) ptr <= (ptr == IW'(N - 1)) ? '0 : ptr + 1'b1;
            if (clr) begin
                clearing   <= 1'b1;
                sweep_left <= (IW + 1)'(N);
            end else if (clearing) begin
                sweep_left <= sweep_left - 1'b1;
                if (sweep_left == (IW + 1)'(1)) clearing <= 1'b0;
            end
            s1_v    <= !clr;                          // the slot of the clear's clock is dropped
            s1_cpu  <= steal;
            s1_zero <= clearing && !clr;
            s1_fwd  <= s1_v && (s1_idx == idx0);
            s1_idx  <= idx0;
            s1_amt  <= amt0;
            if (s1_v) wsum_q <= sum;
        end
    end
    assign busy = clearing;

    assign s_cpuif_rd_ack  = s1_cpu || (rd_now && (rd_hi || rd_oob));
    assign s_cpuif_rd_data = s1_cpu ? 32'(sum) : (rd_hi && !rd_oob) ? hi_q : '0;

    always_ff @(posedge clk) begin
        if (rst) hi_q <= '0;
        else if (s1_cpu) hi_q <= 32'(64'(sum) >> 32);
    end

    wire logic unused_ok = &{1'b0, s_cpuif_wr_data, s_cpuif_wr_biten};
endmodule

`default_nettype wire
