// lp_axi_ram_model: behavioural AXI4 slave memory for simulation (not synthesizable by intent): the
// DDR4 behind a MIG, reduced to what the DRAM queues need. INCR bursts of 64-bit beats, one write and
// one read burst at a time; the write response and the first read beat come LATENCY clocks after the
// last write beat / the read address (a MIG answers some 20..40 controller clocks later). Addresses
// wrap modulo WORDS*8 bytes. Memory starts at zero. Protocol errors a DRAM controller would not
// accept (FIXED/WRAP bursts, narrow beats, a missing WLAST) pulse `err` and are answered SLVERR.
`default_nettype none

module lp_axi_ram_model #(
    parameter int WORDS   = 65536,  // 64-bit words
    parameter int LATENCY = 20,
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
    output logic [63:0]            s_axi_rdata,
    output logic [1:0]             s_axi_rresp,
    output logic                   s_axi_rlast,
    output logic                   s_axi_rvalid,
    input  wire logic              s_axi_rready,
    output logic                   err,
    output logic [31:0]            wr_beats,   // beats written and read so far (bandwidth figures)
    output logic [31:0]            rd_beats
);
    localparam int AB = $clog2(WORDS);

    logic [63:0] mem [WORDS];
    initial for (int i = 0; i < WORDS; i++) mem[i] = '0;

    // write
    typedef enum logic [1:0] {W_ADDR, W_DATA, W_WAIT, W_RESP} w_st_t;
    w_st_t         w_st;
    logic [AB-1:0] w_a;
    logic [8:0]    w_left;
    logic          w_bad;
    int            w_t;
    assign s_axi_awready = (w_st == W_ADDR);
    assign s_axi_wready  = (w_st == W_DATA);
    assign s_axi_bvalid  = (w_st == W_RESP);

    // read
    typedef enum logic [1:0] {R_ADDR, R_WAIT, R_DATA} r_st_t;
    r_st_t         r_st;
    logic [AB-1:0] r_a;
    logic [8:0]    r_left;
    logic          r_bad;
    int            r_t;
    assign s_axi_arready = (r_st == R_ADDR);
    assign s_axi_rvalid  = (r_st == R_DATA);
    assign s_axi_rdata   = mem[r_a];
    assign s_axi_rlast   = (r_left == 9'd1);
    assign s_axi_rresp   = r_bad ? 2'b10 : 2'b00;

    always_ff @(posedge clk) begin
        if (rst) begin
            w_st <= W_ADDR; r_st <= R_ADDR; w_a <= '0; r_a <= '0; w_left <= '0; r_left <= '0;
            w_bad <= 1'b0; r_bad <= 1'b0; w_t <= 0; r_t <= 0; err <= 1'b0;
            s_axi_bid <= '0; s_axi_bresp <= '0; s_axi_rid <= '0; wr_beats <= '0; rd_beats <= '0;
        end else begin
            err <= 1'b0;
            unique case (w_st)
                W_ADDR: if (s_axi_awvalid) begin
                    w_a <= AB'(s_axi_awaddr >> 3);
                    w_left <= {1'b0, s_axi_awlen} + 9'd1;
                    w_bad <= (s_axi_awburst != 2'b01) || (s_axi_awsize != 3'd3);
                    s_axi_bid <= s_axi_awid;
                    w_st <= W_DATA;
                end
                W_DATA: if (s_axi_wvalid) begin
                    for (int b = 0; b < 8; b++) if (s_axi_wstrb[b]) mem[w_a][8*b +: 8] <= s_axi_wdata[8*b +: 8];
                    w_a <= w_a + 1'b1;
                    w_left <= w_left - 9'd1;
                    wr_beats <= wr_beats + 32'd1;
                    if (s_axi_wlast != (w_left == 9'd1)) w_bad <= 1'b1;
                    if (s_axi_wlast || w_left == 9'd1) begin
                        w_st <= W_WAIT;
                        w_t <= LATENCY;
                    end
                end
                W_WAIT: begin
                    if (w_t <= 1) begin
                        w_st <= W_RESP;
                        s_axi_bresp <= w_bad ? 2'b10 : 2'b00;
                        err <= w_bad;
                    end
                    w_t <= w_t - 1;
                end
                default: if (s_axi_bready) w_st <= W_ADDR;
            endcase
            unique case (r_st)
                R_ADDR: if (s_axi_arvalid) begin
                    r_a <= AB'(s_axi_araddr >> 3);
                    r_left <= {1'b0, s_axi_arlen} + 9'd1;
                    r_bad <= (s_axi_arburst != 2'b01) || (s_axi_arsize != 3'd3);
                    err <= (s_axi_arburst != 2'b01) || (s_axi_arsize != 3'd3);
                    s_axi_rid <= s_axi_arid;
                    r_st <= R_WAIT;
                    r_t <= LATENCY;
                end
                R_WAIT: begin
                    if (r_t <= 1) r_st <= R_DATA;
                    r_t <= r_t - 1;
                end
                default: if (s_axi_rready) begin
                    r_a <= r_a + 1'b1;
                    r_left <= r_left - 9'd1;
                    rd_beats <= rd_beats + 32'd1;
                    if (r_left == 9'd1) r_st <= R_ADDR;
                end
            endcase
        end
    end
endmodule

`default_nettype wire
