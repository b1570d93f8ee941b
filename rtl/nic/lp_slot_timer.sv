// lp_slot_timer: slot and phase counter of the timeslot NIC.
//
// A slot is cfg_guard + cfg_preamble + CELL_WORDS line words; a round-robin cycle is cfg_length slots.
// While `run` is low the timer holds at word 0 of slot 0. Outputs are register-free decodes of the two
// counters, so every consumer sees the same word. `next_slot` is the slot that starts after the current
// one, valid all through the current slot, so transmit decisions (and the SOA enable) can be made on
// the last word and take effect on the first word of the next slot.
//
// Alignment to the synchronised slot grid (time sync): `align` says "this clock is word 0 of slot
// `align_slot` of the grid". The clock of `align` itself is decoded with the timer's own count; the
// next clock is ALWAYS word 1 of `align_slot`. Compared with the timer's own count that is:
//   on time   word 0 of align_slot: nothing (the normal case, every slot)
//   late      the timer is one clock late: last word of the slot before align_slot (next_slot ==
//             align_slot): the last word finishes, word 0 of align_slot is skipped (one guard word
//             less; the guard absorbs it): ev_adjust
//   early     the timer is one clock early: word 1 of align_slot: word 1 is repeated (with guard >= 2
//             a guard word; with guard = 1 it is the first preamble word, which a receiver accepts
//             twice): ev_adjust
//   else      hard jump to word 1 of align_slot: ev_realign (a late timer whose slot number is not
//             align_slot - 1 is a realign too)
// ev_adjust/ev_realign are combinational one-clock pulses in the clock of `align` (only while `run`).
// align_slot should be < the cycle length; `align` with align_slot = 0 restarts the cycle.
// REG_CFG = 1 (the transmitter's timer): the timer works with cfg_guard/cfg_preamble/cfg_length as they
// were one clock earlier (registered with the slot length they give), and last_word is a register, so
// no decode starts from the configuration's adders; a configuration change takes effect a clock later.
// With REG_CFG = 0 the decodes follow the configuration in the same clock.
// REG_CFG = 1 also keeps next_slot, first_word and "word is 1" as registers (their next values computed
// from the next count), so the align decode starts from registers, and gives the look-ahead addresses of
// the round-robin table: la_next_slot is next_slot of the next clock unless `align` jumps (the timer's
// own next count, with the configuration of this clock), la_jump_next is next_slot of the next clock after
// a jump to align_slot. With REG_CFG = 0 they are computed alike but not exact (the configuration may
// change in the next clock).
`default_nettype none
`include "lp_assert.svh"

module lp_slot_timer #(
    parameter int CELL_WORDS = 68,
    parameter int SLOT_BITS  = 8,    // round-robin cycle length up to 2**SLOT_BITS slots
    parameter bit REG_CFG    = 1'b0  // 1: the configuration registered, last_word a register (above)
) (
    input  wire logic                  clk,
    input  wire logic                  rst,
    input  wire logic                  run,
    input  wire logic                  align,         // this clock is word 0 of slot align_slot of the grid
    input  wire logic [SLOT_BITS-1:0]  align_slot,
    input  wire logic [7:0]            cfg_guard,     // 0 is treated as 1
    input  wire logic [7:0]            cfg_preamble,  // 0 is treated as 1
    input  wire logic [SLOT_BITS-1:0]  cfg_length,    // slots per cycle; 0 is treated as 1

    output logic [SLOT_BITS-1:0]       slot,          // slot index within the cycle
    output logic [SLOT_BITS-1:0]       next_slot,
    output logic [10:0]                word,          // word index within the slot
    output logic                       first_word,
    output logic                       last_word,
    output logic                       ph_guard,
    output logic                       ph_preamble,
    output logic                       ph_cell,
    output logic [10:0]                cell_word,     // word index within the cell (valid in ph_cell)
    output logic                       ev_adjust,     // align found the timer one word off and corrected it
    output logic                       ev_realign,    // align found it further off: hard jump
    output logic [SLOT_BITS-1:0]       la_next_slot,  // next_slot of the next clock without a jump (above)
    output logic [SLOT_BITS-1:0]       la_jump_next   // next_slot of the next clock after a jump to align_slot
);
    if (CELL_WORDS < 2 || CELL_WORDS > 1500) begin : g_bad_cell_words
        $fatal(1, "lp_slot_timer: CELL_WORDS=%0d out of range", CELL_WORDS);
    end
    if (SLOT_BITS < 1) begin : g_bad_slot_bits
        $fatal(1, "lp_slot_timer: SLOT_BITS=%0d must be >= 1", SLOT_BITS);
    end

    wire logic [7:0]  guard_c    = (cfg_guard == '0) ? 8'd1 : cfg_guard;
    wire logic [7:0]  preamble_c = (cfg_preamble == '0) ? 8'd1 : cfg_preamble;
    wire logic [10:0] cell_start_c = 11'(guard_c) + 11'(preamble_c);
    wire logic [10:0] sw_m1_c      = cell_start_c + 11'(CELL_WORDS - 1);     // the slot's last word
    wire logic [SLOT_BITS-1:0] length_c = (cfg_length == '0) ? SLOT_BITS'(1) : cfg_length;

    logic [7:0]  guard;
    logic [10:0] cell_start, sw_m1;
    logic [SLOT_BITS-1:0] length;

    logic word1;   // word == 1

    assign ph_guard    = (word < 11'(guard));
    assign ph_preamble = !ph_guard && (word < cell_start);
    assign ph_cell     = (word >= cell_start);
    assign cell_word   = word - cell_start;

    // the slot after s in a cycle of l slots
    function automatic logic [SLOT_BITS-1:0] nxt(input logic [SLOT_BITS-1:0] s, input logic [SLOT_BITS-1:0] l);
        return (s >= l - 1'b1) ? '0 : s + 1'b1;
    endfunction
    // look-ahead: the next clock's slot is 0 (reset, run low), the next slot (last word) or this one
    wire logic [SLOT_BITS-1:0] slot_nj = (rst || !run) ? '0 : last_word ? next_slot : slot;
    assign la_next_slot = nxt(slot_nj, length_c);
    assign la_jump_next = nxt(align_slot, length_c);

    wire logic on_time = first_word && (slot == align_slot);
    wire logic late    = last_word && (next_slot == align_slot);
    wire logic early   = word1 && (slot == align_slot);
    assign ev_adjust   = run && align && !on_time && (late || early);
    assign ev_realign  = run && align && !on_time && !late && !early;

    if (REG_CFG) begin : g_reg_cfg
        // the constants follow the configuration one clock late (loaded in reset clocks too); last_word
        // of the next clock from the next word: word + 1 (the other cases, word 0 or 1, are never last;
        // an align, whose next word is 1, is taken out after the register: align is a long path)
        // next_slot, first_word and word1 registered from the next count (an align jumps to word 1 of
        // align_slot)
        logic lw_q, align_q, fw_q, w1_q;
        logic [SLOT_BITS-1:0] ns_q;
        wire logic stop = rst || !run;
        always_ff @(posedge clk) begin
            guard      <= guard_c;
            cell_start <= cell_start_c;
            sw_m1      <= sw_m1_c;
            length     <= length_c;
            lw_q       <= !rst && run && !last_word && (word + 1'b1 == sw_m1_c);
            align_q    <= align;
            ns_q       <= (!stop && align) ? la_jump_next : la_next_slot;
            fw_q       <= stop || (!align && last_word);
            w1_q       <= !stop && (align || (!last_word && first_word));
        end
        assign last_word  = lw_q && !align_q;
        assign next_slot  = ns_q;
        assign first_word = fw_q;
        assign word1      = w1_q;
`ifndef SYNTHESIS
        // the registered last word is the decode of the word with the registered slot length; the other
        // registered decodes are those of the count
        `LP_ASSERT(a_last_word, clk, rst, last_word == (word == sw_m1))
        `LP_ASSERT(a_next_slot, clk, rst, next_slot == nxt(slot, length))
        `LP_ASSERT(a_first_word, clk, rst, first_word == (word == '0) && word1 == (word == 11'd1))
`endif
    end else begin : g_cfg
        assign guard      = guard_c;
        assign cell_start = cell_start_c;
        assign sw_m1      = sw_m1_c;
        assign length     = length_c;
        assign last_word  = (word == sw_m1);
        assign next_slot  = nxt(slot, length);
        assign first_word = (word == '0);
        assign word1      = (word == 11'd1);
    end

    always_ff @(posedge clk) begin
        if (rst || !run) begin
            word <= '0;
            slot <= '0;
        end else if (align) begin  // every case above continues at word 1 of align_slot
            word <= 11'd1;
            slot <= align_slot;
        end else if (last_word) begin
            word <= '0;
            slot <= next_slot;
        end else begin
            word <= word + 1'b1;
        end
    end
endmodule

`default_nettype wire
