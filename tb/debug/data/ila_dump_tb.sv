// Source of verilator_struct.vcd and verilator_flat.vcd (test data of tb/debug/test_ila_reader.py):
// a counter drives a dbg_ila bundle (lp_ila_soa_t) and a packed pair of bundles. Made with Verilator 5.048,
//   verilator --binary --timing --trace [--trace-structs] -CFLAGS -std=c++20 -DDUMPFILE='"dump.vcd"' \
//     --top-module ila_dump_tb rtl/debug/generated/lp_ila_pkg.sv tb/debug/data/ila_dump_tb.sv
// (--trace-structs: verilator_struct.vcd, the struct as a scope of probe nets; without: verilator_flat.vcd,
// one 72-bit vector). Simulation only; not part of any build. Regenerate when the probe list changes.
`default_nettype none
module ila_dump_tb;
    import lp_ila_pkg::*;
    logic clk = 1'b0;
    logic [15:0] cnt = '0;
    lp_ila_soa_t dbg_ila;
    lp_ila_soa_t [1:0] pair;
    always #5 clk = ~clk;
    always_ff @(posedge clk) begin
        cnt <= cnt + 1'b1;
        dbg_ila <= '0;
        dbg_ila.slot_word <= 11'(cnt);
        dbg_ila.soa_en <= 16'(1) << cnt[2:0];
        dbg_ila.crc_err <= cnt[3];
        pair[0] <= '0;
        pair[1] <= '0;
        pair[1].slot_idx <= 8'(cnt);
    end
    initial begin
        $dumpfile(`DUMPFILE);
        $dumpvars(0, ila_dump_tb);
        #200 $finish;
    end
endmodule
`default_nettype wire
