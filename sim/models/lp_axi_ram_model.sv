// lp_axi_ram_model: behavioural AXI4 slave memory for simulation (not synthesizable by intent): the
// DDR4 behind a MIG, reduced to what the DRAM queues need. INCR bursts of 64-bit beats. Like a MIG it
// is pipelined: up to DEPTH write addresses and DEPTH read addresses are accepted ahead (AWREADY /
// ARREADY low only when those queues are full), W beats are taken back to back for the oldest
// accepted write address, and responses are returned in order (one ID stream): a write response
// LATENCY clocks after the last W beat of its burst, the first R beat of a burst LATENCY clocks after
// its read address was accepted, then the beats back to back (bursts follow each other without a gap
// when their latency has passed). A MIG answers some 20..40 controller clocks later. Addresses wrap
// modulo WORDS*8 bytes. Memory starts at zero. Protocol errors a DRAM controller would not accept
// (FIXED/WRAP bursts, narrow beats, a missing or early WLAST) pulse `err` and are answered SLVERR.
`default_nettype none

module lp_axi_ram_model #(
    parameter int WORDS   = 65536,  // 64-bit words
    parameter int LATENCY = 20,
    parameter int DEPTH   = 4,      // write and read addresses accepted ahead (each)
    parameter int ID_W    = 4,
    parameter int ADDR_W  = 32
) (
    input  wire logic              clk,
    input  wire logic              rst,
    input  wire logic [ID_W-1:0]   s_axi_awid,
    input  wire logic [ADDR_W-1:0] s_axi_awaddr,
    input  wire logic [7:0]        s_axi_awlen,
    input  wire logic [2:0]        s_axi_awsize,
    input  wire logic [1:0]        s_axi_awburst,
    input  wire logic              s_axi_awvalid,
    output logic                   s_axi_awready,
    input  wire logic [63:0]       s_axi_wdata,
    input  wire logic [7:0]        s_axi_wstrb,
    input  wire logic              s_axi_wlast,
    input  wire logic              s_axi_wvalid,
    output logic                   s_axi_wready,
    output logic [ID_W-1:0]        s_axi_bid,
    output logic [1:0]             s_axi_bresp,
    output logic                   s_axi_bvalid,
    input  wire logic              s_axi_bready,
    input  wire logic [ID_W-1:0]   s_axi_arid,
    input  wire logic [ADDR_W-1:0] s_axi_araddr,
    input  wire logic [7:0]        s_axi_arlen,
    input  wire logic [2:0]        s_axi_arsize,
    input  wire logic [1:0]        s_axi_arburst,
    input  wire logic              s_axi_arvalid,
    output logic                   s_axi_arready,
    output logic [ID_W-1:0]        s_axi_rid,
    // The read word stays a variable of its own (read-only public): an assertion on the R channel
    // downstream (lp_voq's AXI-Stream hold rule) then samples these 64 bits. Without it Verilator's
    // optimiser puts mem[...] into the assertion, which then copies the whole memory at every
    // evaluation of the model (docs/formal.md, "Assertions and simulation speed").
    output logic [63:0]            s_axi_rdata /*verilator public_flat_rd*/,
    output logic [1:0]             s_axi_rresp,
    output logic                   s_axi_rlast,
    output logic                   s_axi_rvalid,
    input  wire logic              s_axi_rready,
    output logic                   err,
    output logic [31:0]            wr_beats,   // beats written and read so far (bandwidth figures)
    output logic [31:0]            rd_beats
);
    localparam int AB = $clog2(WORDS);
    localparam int DB = $clog2(DEPTH);

    if (DEPTH < 2 || (1 << DB) != DEPTH) begin : g_bad_depth
        $fatal(1, "lp_axi_ram_model: DEPTH=%0d must be a power of two >= 2", DEPTH);
    end
    if (LATENCY < 1) begin : g_bad_latency
        $fatal(1, "lp_axi_ram_model: LATENCY=%0d must be >= 1", LATENCY);
    end

    logic [63:0] mem [WORDS];
    initial for (int i = 0; i < WORDS; i++) mem[i] = '0;

    longint now;   // clocks since reset: due times of responses

    // ---------------------------------------------------------------- write
    // accepted write addresses (aw_*), the W beats go to the oldest; finished bursts wait in b_* for
    // their response time
    logic [AB-1:0]   aw_a   [DEPTH];
    logic [8:0]      aw_len [DEPTH];
    logic            aw_bad [DEPTH];
    logic [ID_W-1:0] aw_id  [DEPTH];
    logic [DB:0]     aw_n;
    logic [DB-1:0]   aw_rp, aw_wp;
    logic [8:0]      w_cnt;            // beats of the oldest burst taken
    logic            w_bad;            // error seen in the oldest burst's beats
    logic [ID_W-1:0] b_id  [DEPTH];
    logic            b_bad [DEPTH];
    longint          b_due [DEPTH];
    logic [DB:0]     b_n;
    logic [DB-1:0]   b_rp, b_wp;

    assign s_axi_awready = (aw_n != (DB+1)'(DEPTH));
    assign s_axi_wready  = (aw_n != '0) && (b_n != (DB+1)'(DEPTH));
    assign s_axi_bvalid  = (b_n != '0) && (now >= b_due[b_rp]);
    assign s_axi_bid     = b_id[b_rp];
    assign s_axi_bresp   = b_bad[b_rp] ? 2'b10 : 2'b00;
    wire logic w_last_beat = s_axi_wvalid && s_axi_wready && (s_axi_wlast || w_cnt + 9'd1 == aw_len[aw_rp]);
    // the burst that ends with this beat is answered SLVERR: bad address phase, or WLAST off its length
    wire logic w_burst_bad = aw_bad[aw_rp] || w_bad || (s_axi_wlast != (w_cnt + 9'd1 == aw_len[aw_rp]));

    // ---------------------------------------------------------------- read
    logic [AB-1:0]   ar_a   [DEPTH];
    logic [8:0]      ar_len [DEPTH];
    logic            ar_bad [DEPTH];
    logic [ID_W-1:0] ar_id  [DEPTH];
    longint          ar_due [DEPTH];
    logic [DB:0]     ar_n;
    logic [DB-1:0]   ar_rp, ar_wp;
    logic [8:0]      r_cnt;            // beats of the oldest read burst returned

    assign s_axi_arready = (ar_n != (DB+1)'(DEPTH));
    assign s_axi_rvalid  = (ar_n != '0) && (now >= ar_due[ar_rp]);
    assign s_axi_rdata   = mem[AB'(ar_a[ar_rp] + AB'(r_cnt))];
    assign s_axi_rlast   = (r_cnt + 9'd1 == ar_len[ar_rp]);
    assign s_axi_rresp   = ar_bad[ar_rp] ? 2'b10 : 2'b00;
    assign s_axi_rid     = ar_id[ar_rp];

    wire logic aw_fire = s_axi_awvalid && s_axi_awready;
    wire logic ar_fire = s_axi_arvalid && s_axi_arready;
    wire logic b_fire  = s_axi_bvalid && s_axi_bready;
    wire logic r_fire  = s_axi_rvalid && s_axi_rready;
    wire logic w_fire  = s_axi_wvalid && s_axi_wready;

    always_ff @(posedge clk) begin
        if (rst) begin
            now <= 0; err <= 1'b0; wr_beats <= '0; rd_beats <= '0;
            aw_n <= '0; aw_rp <= '0; aw_wp <= '0; w_cnt <= '0; w_bad <= 1'b0;
            b_n <= '0; b_rp <= '0; b_wp <= '0;
            ar_n <= '0; ar_rp <= '0; ar_wp <= '0; r_cnt <= '0;
        end else begin
            now <= now + 1;
            err <= 1'b0;
            if (aw_fire) begin
                aw_a[aw_wp]   <= AB'(s_axi_awaddr >> 3);
                aw_len[aw_wp] <= {1'b0, s_axi_awlen} + 9'd1;
                aw_bad[aw_wp] <= (s_axi_awburst != 2'b01) || (s_axi_awsize != 3'd3);
                aw_id[aw_wp]  <= s_axi_awid;
                aw_wp <= aw_wp + 1'b1;
            end
            if (w_fire) begin
                for (int b = 0; b < 8; b++)
                    if (s_axi_wstrb[b]) mem[AB'(aw_a[aw_rp] + AB'(w_cnt))][8*b +: 8] <= s_axi_wdata[8*b +: 8];
                wr_beats <= wr_beats + 32'd1;
                w_cnt <= w_cnt + 9'd1;
                if (s_axi_wlast != (w_cnt + 9'd1 == aw_len[aw_rp])) w_bad <= 1'b1;
                if (w_last_beat) begin   // the burst ends at WLAST or at its length, whichever is first
                    b_id[b_wp]  <= aw_id[aw_rp];
                    b_bad[b_wp] <= w_burst_bad;
                    err         <= w_burst_bad;
                    b_due[b_wp] <= now + longint'(LATENCY);
                    b_wp  <= b_wp + 1'b1;
                    aw_rp <= aw_rp + 1'b1;
                    w_cnt <= '0;
                    w_bad <= 1'b0;
                end
            end
            aw_n <= aw_n + (DB+1)'(aw_fire) - (DB+1)'(w_last_beat);
            if (b_fire) b_rp <= b_rp + 1'b1;
            b_n <= b_n + (DB+1)'(w_last_beat) - (DB+1)'(b_fire);

            if (ar_fire) begin
                ar_a[ar_wp]   <= AB'(s_axi_araddr >> 3);
                ar_len[ar_wp] <= {1'b0, s_axi_arlen} + 9'd1;
                ar_bad[ar_wp] <= (s_axi_arburst != 2'b01) || (s_axi_arsize != 3'd3);
                ar_id[ar_wp]  <= s_axi_arid;
                ar_due[ar_wp] <= now + longint'(LATENCY);
                if ((s_axi_arburst != 2'b01) || (s_axi_arsize != 3'd3)) err <= 1'b1;
                ar_wp <= ar_wp + 1'b1;
            end
            if (r_fire) begin
                rd_beats <= rd_beats + 32'd1;
                r_cnt <= r_cnt + 9'd1;
                if (s_axi_rlast) begin
                    r_cnt <= '0;
                    ar_rp <= ar_rp + 1'b1;
                end
            end
            ar_n <= ar_n + (DB+1)'(ar_fire) - (DB+1)'(r_fire && s_axi_rlast);
        end
    end
endmodule

`default_nettype wire
