// lp_stats: N saturating event counters of W bits in one counter RAM, read over AXI4-Lite (docs/stats.md).
//
//   ev[N] --> per-counter accumulators (A bits) --> one read-modify-write port of the RAM --> AXI4-Lite
//
// Every clock ev[i] high adds 1 to counter i, whatever the other inputs do: the event lands in counter
// i's accumulator, never in a shared queue, so no event is lost when several fire in one clock. One
// pipeline updates the RAM: each clock it takes one counter (the round-robin pointer, or a counter the
// CPU reads), moves its accumulator into the RAM word (S0: read the word and take the accumulator,
// S1: add and write back) and clears the accumulator in the same clock (an event of that clock starts
// the new accumulation). A counter is visited at least once every N round-robin slots; a CPU read
// takes one slot at most every 4 clocks, so at most 4N/3 + 2 clocks pass between two visits and the
// accumulator (A = clog2(2N + 4) bits) cannot overflow.
//
// Read rule (snapshot): a read of counter i goes through the pipeline: it takes counter i's slot, so it
// returns the RAM word plus every event up to that slot, the exact count at that moment. W <= 32: counter
// i is the word at byte 4i. W > 32: the low word at 8i is read that way and bits W-1..32 of that same
// sum are latched for the next read of the high word (8i + 4): read low, then high, and the two are one
// snapshot, never torn. A counter stops at 2^W - 1. An address beyond the counters reads 0. Writes are
// accepted and ignored (OKAY).
// Clear: `clr` (a pulse) empties every accumulator and starts a sweep of N clocks that writes each
// counter with only what its accumulator gathered since the clear (events in the clock of `clr` count
// after it); reset starts the same sweep (the RAM has no reset). While the sweep runs (`busy`) CPU reads
// of a low word wait.
// One clock; synchronous active-high reset.
`default_nettype none

module lp_stats #(
    parameter int N      = 8,    // counters
    parameter int W      = 32,   // bits per counter (1..32: one word per counter, 33..64: two words)
    parameter int ADDR_W = 12    // AXI4-Lite address bits (>= clog2(N) + 2, or + 3 with W > 32)
) (
    input  wire logic              clk,
    input  wire logic              rst,

    input  wire logic [N-1:0]      ev,       // event pulses: counter i counts the clocks with ev[i] high
    input  wire logic              clr,      // clear every counter
    output logic                   busy,     // the clear sweep (after clr or reset) is running

    input  wire logic              s_axil_awvalid,
    output logic                   s_axil_awready,
    input  wire logic [ADDR_W-1:0] s_axil_awaddr,
    input  wire logic [2:0]        s_axil_awprot,
    input  wire logic              s_axil_wvalid,
    output logic                   s_axil_wready,
    input  wire logic [31:0]       s_axil_wdata,
    input  wire logic [3:0]        s_axil_wstrb,
    output logic                   s_axil_bvalid,
    input  wire logic              s_axil_bready,
    output logic [1:0]             s_axil_bresp,
    input  wire logic              s_axil_arvalid,
    output logic                   s_axil_arready,
    input  wire logic [ADDR_W-1:0] s_axil_araddr,
    input  wire logic [2:0]        s_axil_arprot,
    output logic                   s_axil_rvalid,
    input  wire logic              s_axil_rready,
    output logic [31:0]            s_axil_rdata,
    output logic [1:0]             s_axil_rresp
);
    localparam int IW = (N > 1) ? $clog2(N) : 1;   // counter index bits
    localparam int A  = $clog2(2 * N + 4);          // accumulator bits (see the bound above)
    localparam bit TWO = W > 32;                    // two words per counter
    localparam int SH = TWO ? 3 : 2;                // log2 of the bytes per counter

    initial begin
        if (N < 1) $fatal(1, "lp_stats: N=%0d must be >= 1", N);
        if (W < 1 || W > 64) $fatal(1, "lp_stats: W=%0d must be 1..64", W);
        if (A > W) $fatal(1, "lp_stats: W=%0d is narrower than the accumulators (%0d bits)", W, A);
        if (ADDR_W < IW + SH || ADDR_W > 32)
            $fatal(1, "lp_stats: ADDR_W=%0d must be %0d..32 (%0d bytes per counter)", ADDR_W, IW + SH, 1 << SH);
    end

    // ---------------------------------------------------------------- AXI4-Lite reads (one at a time)
    logic          rd_pend;     // a read was taken and is not answered yet
    logic          rd_issued;   // its low-word slot is in the pipeline
    logic          rd_hi, rd_oob;
    logic [IW-1:0] rd_idx;
    logic [31:0]   hi_q;        // high word latched by the last low-word read (W > 32)

    assign s_axil_arready = !rd_pend && !s_axil_rvalid;
    assign s_axil_rresp   = 2'b00;
    wire logic ar_now = s_axil_arvalid && s_axil_arready;

    // ---------------------------------------------------------------- accumulators, pointer, clear sweep
    logic [N-1:0][A-1:0] acc;
    logic [IW-1:0]       ptr;
    logic                clearing;
    logic [IW:0]         sweep_left;   // round-robin slots left in the clear sweep

    // S0: this clock's slot (a waiting low-word read, else the round-robin pointer)
    wire logic          steal = rd_pend && !rd_issued && !rd_hi && !rd_oob && !clearing && !clr;
    wire logic [IW-1:0] idx0  = steal ? rd_idx : ptr;
    wire logic [A-1:0]  amt0  = acc[idx0];

    // S1 stage registers
    logic          s1_v, s1_cpu, s1_zero, s1_fwd;
    logic [IW-1:0] s1_idx;
    logic [A-1:0]  s1_amt;
    logic [W-1:0]  ram_q, wsum_q, sum;

    lp_ram_sdp #(
        .WIDTH        (W),
        .DEPTH        ((N < 2) ? 2 : N),
        .RAM_STYLE    ("block"),
        .READ_LATENCY (1)
    ) u_ram (
        .clk     (clk),
        .wr_en   (s1_v),
        .wr_addr ($clog2((N < 2) ? 2 : N)'(s1_idx)),
        .wr_data (sum),
        .rd_en   (1'b1),
        .rd_addr ($clog2((N < 2) ? 2 : N)'(idx0)),
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

    always_ff @(posedge clk) begin
        if (rst) begin
            rd_pend       <= 1'b0;
            rd_issued     <= 1'b0;
            rd_hi         <= 1'b0;
            rd_oob        <= 1'b0;
            rd_idx        <= '0;
            hi_q          <= '0;
            s_axil_rvalid <= 1'b0;
            s_axil_rdata  <= '0;
        end else begin
            if (s_axil_rvalid && s_axil_rready) s_axil_rvalid <= 1'b0;
            if (ar_now) begin
                rd_pend   <= 1'b1;
                rd_issued <= 1'b0;
                rd_hi     <= TWO && s_axil_araddr[2];
                rd_oob    <= (s_axil_araddr >> SH) >= ADDR_W'(N);
                rd_idx    <= IW'(s_axil_araddr >> SH);
            end else if (rd_pend && (rd_hi || rd_oob)) begin   // high word or no counter: no slot needed
                rd_pend       <= 1'b0;
                s_axil_rvalid <= 1'b1;
                s_axil_rdata  <= (rd_hi && !rd_oob) ? hi_q : '0;
            end else if (steal) begin
                rd_issued <= 1'b1;
            end else if (s1_cpu) begin                          // the low word's slot is in S1
                rd_pend       <= 1'b0;
                rd_issued     <= 1'b0;
                s_axil_rvalid <= 1'b1;
                s_axil_rdata  <= 32'(sum);
                hi_q          <= 32'(64'(sum) >> 32);
            end
        end
    end

    // ---------------------------------------------------------------- AXI4-Lite writes: ignored
    logic aw_got, w_got;
    assign s_axil_awready = !aw_got && !s_axil_bvalid;
    assign s_axil_wready  = !w_got && !s_axil_bvalid;
    assign s_axil_bresp   = 2'b00;
    wire logic aw_now = s_axil_awvalid && s_axil_awready;
    wire logic w_now  = s_axil_wvalid && s_axil_wready;

    always_ff @(posedge clk) begin
        if (rst) begin
            aw_got        <= 1'b0;
            w_got         <= 1'b0;
            s_axil_bvalid <= 1'b0;
        end else begin
            if ((aw_got || aw_now) && (w_got || w_now)) begin
                aw_got        <= 1'b0;
                w_got         <= 1'b0;
                s_axil_bvalid <= 1'b1;
            end else begin
                aw_got <= aw_got || aw_now;
                w_got  <= w_got || w_now;
            end
            if (s_axil_bvalid && s_axil_bready) s_axil_bvalid <= 1'b0;
        end
    end

    wire logic unused_ok = &{1'b0, s_axil_awaddr, s_axil_awprot, s_axil_wdata, s_axil_wstrb, s_axil_arprot};
endmodule

`default_nettype wire
