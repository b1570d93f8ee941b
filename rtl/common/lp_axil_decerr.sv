// lp_axil_decerr: AXI4-Lite slave that answers every access with DECERR.
//
// Board tops map every register window of the CPU's address map; a window whose block the variant
// does not build (the arbiter registers on a plain NIC, ODDL on a NIC without the control unit) goes
// here, so a stray access ends with an error response instead of a bus that waits forever.
// One write and one read in flight at a time: AW and W are taken together (in any order), B follows;
// AR is taken, R follows with rdata = RDATA (a recognisable pattern). `ev_access` pulses once per
// access answered (for an error counter).
`default_nettype none

module lp_axil_decerr
    import lp_axi_pkg::*;
#(
    parameter logic [31:0] RDATA = 32'hDEC0_DE00
) (
    input  wire logic              clk,
    input  wire logic              rst,

    input  wire lp_axil_req_t      s_axil_req,
    output lp_axil_rsp_t           s_axil_rsp,

    output logic                   ev_access
);
    localparam logic [1:0] DECERR = 2'b11;

    logic aw_got, w_got;   // the write's address / data already taken
    logic bvalid, rvalid;

    // Each channel is ready while its half of the write is still missing and no response is pending.
    assign s_axil_rsp = '{aw_ready: !aw_got && !bvalid, w_ready: !w_got && !bvalid, b_resp: DECERR, b_valid: bvalid,
                          ar_ready: !rvalid, r_data: RDATA, r_resp: DECERR, r_valid: rvalid};

    wire logic aw_now = s_axil_req.aw_valid && s_axil_rsp.aw_ready;
    wire logic w_now  = s_axil_req.w_valid && s_axil_rsp.w_ready;
    wire logic w_done = (aw_got || aw_now) && (w_got || w_now);
    wire logic r_now  = s_axil_req.ar_valid && s_axil_rsp.ar_ready;

    always_ff @(posedge clk) begin
        if (rst) begin
            aw_got    <= 1'b0;
            w_got     <= 1'b0;
            bvalid    <= 1'b0;
            rvalid    <= 1'b0;
            ev_access <= 1'b0;
        end else begin
            ev_access <= 1'b0;
            if (w_done) begin
                aw_got    <= 1'b0;
                w_got     <= 1'b0;
                bvalid    <= 1'b1;
                ev_access <= 1'b1;
            end else begin
                aw_got <= aw_got || aw_now;
                w_got  <= w_got || w_now;
            end
            if (bvalid && s_axil_req.b_ready) bvalid <= 1'b0;
            if (r_now) begin
                rvalid <= 1'b1;
                ev_access <= 1'b1;
            end else if (rvalid && s_axil_req.r_ready) begin
                rvalid <= 1'b0;
            end
        end
    end

    wire logic unused_ok = &{1'b0, s_axil_req.aw_addr, s_axil_req.aw_prot, s_axil_req.w_data, s_axil_req.w_strb,
                              s_axil_req.ar_addr, s_axil_req.ar_prot};
endmodule

`default_nettype wire
