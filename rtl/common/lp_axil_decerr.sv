// lp_axil_decerr: AXI4-Lite slave that answers every access with DECERR.
//
// Board tops map every register window of the CPU's address map; a window whose block the variant
// does not build (the arbiter registers on a plain NIC, ODDL on a NIC without the control unit) goes
// here, so a stray access ends with an error response instead of a bus that waits forever.
// One write and one read in flight at a time: AW and W are taken together (in any order), B follows;
// AR is taken, R follows with rdata = RDATA (a recognisable pattern). `ev_access` pulses once per
// access answered (for an error counter).
`default_nettype none

module lp_axil_decerr #(
    parameter int          ADDR_W = 16,
    parameter logic [31:0] RDATA  = 32'hDEC0_DE00
) (
    input  wire logic              clk,
    input  wire logic              rst,

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
    output logic [1:0]             s_axil_rresp,

    output logic                   ev_access
);
    if (ADDR_W < 2 || ADDR_W > 64) begin : g_bad_addr_w
        $fatal(1, "lp_axil_decerr: ADDR_W=%0d must be 2..64", ADDR_W);
    end

    localparam logic [1:0] DECERR = 2'b11;

    logic aw_got, w_got;   // the write's address / data already taken

    // Each channel is ready while its half of the write is still missing and no response is pending.
    assign s_axil_awready = !aw_got && !s_axil_bvalid;
    assign s_axil_wready  = !w_got && !s_axil_bvalid;
    assign s_axil_arready = !s_axil_rvalid;
    assign s_axil_bresp   = DECERR;
    assign s_axil_rresp   = DECERR;
    assign s_axil_rdata   = RDATA;

    wire logic aw_now = s_axil_awvalid && s_axil_awready;
    wire logic w_now  = s_axil_wvalid && s_axil_wready;
    wire logic w_done = (aw_got || aw_now) && (w_got || w_now);
    wire logic r_now  = s_axil_arvalid && s_axil_arready;

    always_ff @(posedge clk) begin
        if (rst) begin
            aw_got        <= 1'b0;
            w_got         <= 1'b0;
            s_axil_bvalid <= 1'b0;
            s_axil_rvalid <= 1'b0;
            ev_access     <= 1'b0;
        end else begin
            ev_access <= 1'b0;
            if (w_done) begin
                aw_got        <= 1'b0;
                w_got         <= 1'b0;
                s_axil_bvalid <= 1'b1;
                ev_access     <= 1'b1;
            end else begin
                aw_got <= aw_got || aw_now;
                w_got  <= w_got || w_now;
            end
            if (s_axil_bvalid && s_axil_bready) s_axil_bvalid <= 1'b0;
            if (r_now) begin
                s_axil_rvalid <= 1'b1;
                ev_access     <= 1'b1;
            end else if (s_axil_rvalid && s_axil_rready) begin
                s_axil_rvalid <= 1'b0;
            end
        end
    end

    wire logic unused_ok = &{1'b0, s_axil_awaddr, s_axil_awprot, s_axil_wdata, s_axil_wstrb, s_axil_araddr,
                              s_axil_arprot};
endmodule

`default_nettype wire
