// lp_slot_timer: slot and phase counter of the timeslot NIC.
//
// A slot is cfg_guard + cfg_preamble + CELL_WORDS line words; a round-robin cycle is cfg_length slots.
// While `run` is low the timer holds at the start of slot 0; `sync` (a pulse from time synchronisation,
// the same cycle at every node) restarts it at word 0 of slot 0. Outputs are registered-free decodes of
// the two counters, so every consumer sees the same word. `next_slot` is the slot that starts after
// the current one, valid all through the current slot, so transmit decisions (and the SOA enable)
// can be made on the last word and take effect on the first word of the next slot.
`default_nettype none

module lp_slot_timer #(
    parameter int CELL_WORDS = 68,
    parameter int SLOT_BITS  = 8     // round-robin cycle length up to 2**SLOT_BITS slots
) (
    input  wire logic                  clk,
    input  wire logic                  rst,
    input  wire logic                  run,
    input  wire logic                  sync,
    input  wire logic [7:0]            cfg_guard,
    input  wire logic [7:0]            cfg_preamble,
    input  wire logic [SLOT_BITS-1:0]  cfg_length,    // slots per cycle; 0 is treated as 1

    output logic [SLOT_BITS-1:0]       slot,          // slot index within the cycle
    output logic [SLOT_BITS-1:0]       next_slot,
    output logic [10:0]                word,          // word index within the slot
    output logic                       first_word,
    output logic                       last_word,
    output logic                       ph_guard,
    output logic                       ph_preamble,
    output logic                       ph_cell,
    output logic [10:0]                cell_word      // word index within the cell (valid in ph_cell)
);
    initial begin
        if (CELL_WORDS < 2 || CELL_WORDS > 1500) $fatal(1, "lp_slot_timer: CELL_WORDS=%0d out of range", CELL_WORDS);
    end

    wire logic [7:0]  guard    = (cfg_guard == '0) ? 8'd1 : cfg_guard;
    wire logic [7:0]  preamble = (cfg_preamble == '0) ? 8'd1 : cfg_preamble;
    wire logic [10:0] cell_start = 11'(guard) + 11'(preamble);
    wire logic [10:0] slot_words = cell_start + 11'(CELL_WORDS);
    wire logic [SLOT_BITS-1:0] length = (cfg_length == '0) ? SLOT_BITS'(1) : cfg_length;

    assign first_word  = (word == '0);
    assign last_word   = (word == slot_words - 1'b1);
    assign ph_guard    = (word < 11'(guard));
    assign ph_preamble = !ph_guard && (word < cell_start);
    assign ph_cell     = (word >= cell_start);
    assign cell_word   = word - cell_start;
    assign next_slot   = (slot >= length - 1'b1) ? '0 : slot + 1'b1;

    always_ff @(posedge clk) begin
        if (rst || !run || sync) begin
            word <= '0;
            slot <= '0;
        end else if (last_word) begin
            word <= '0;
            slot <= next_slot;
        end else begin
            word <= word + 1'b1;
        end
    end
endmodule

`default_nettype wire
