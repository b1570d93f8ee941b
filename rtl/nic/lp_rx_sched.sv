// lp_rx_sched: announcer of the receive schedule for lp_cdr_phase_cache (its slot_start/slot_src).
//
// The local slot timer knows when OUR slot k starts, and the round-robin table (lp_rr_table,
// rd_rx_valid/rd_rx_src) says who sends to us in slot k. That burst reaches our receiver later, by the
// one-way latency (fibre + TX/RX pipeline). This block delays every local slot start by a programmable
// number of clocks and announces the slot's source then:
//
//   slot_start && slot_src_valid in cycle t  ->  ann_start (registered, one clock) in cycle t + cfg_delay + 1,
//                                                with ann_src = slot_src of cycle t
//
// Slots with slot_src_valid = 0 announce nothing. cfg_delay is sampled at each slot_start.
//
// Implementation: a free-running 16-bit clock counter `now` and a FIFO (lp_fifo_sync) of {due, src},
// due = now + cfg_delay (mod 2^16), pushed at the slot start. The head is popped and announced when
// `now` equals its due time: an equality compare on the wrapping counter, so every delay 0 .. 65535
// works across the wrap. Due times in the FIFO are strictly increasing in push order (see "delay
// change" below), so each entry is at the head when its time comes and is announced exactly then.
// cfg_delay = 0 with nothing pending bypasses the FIFO (the announcement leaves in the next clock).
//
// Capacity: DEPTH announcements pending (including one announced in this very cycle). A slot start
// with slot_src_valid that finds DEPTH pending is lost: ev_overflow pulses (registered, one clock after
// the slot start) and nothing is announced for it; the others keep their exact times. A delay D never
// overflows while fewer than DEPTH valid slot starts fall into any D clocks (D < DEPTH x the slot
// length for back-to-back valid slots).
//
// cfg_delay change while announcements are pending: the pending ones keep their due time (computed at
// their push). A new one gets now + the new delay, but never a due time at or before the previous
// announcement's: if the delay decreased by at least the time since the previous (pending) slot start,
// the new one is due one clock after the previous one instead. Announcements thus always leave in
// slot order, at most one per clock, and the block never stalls; the first ones after a decrease may
// be late, after which every announcement is exact again with the new delay. An increase only leaves
// a longer gap. Reset empties the FIFO and restarts the counter.
`default_nettype none

module lp_rx_sched
    import lp_cell_pkg::*;
#(
    parameter int DEPTH = 16      // pending announcements, >= 2 (any value; the FIFO is rounded up to 2^n)
) (
    input  wire logic                         clk,
    input  wire logic                         rst,

    input  wire logic                         slot_start,      // local slot boundary (one clock), every slot
    input  wire logic                         slot_src_valid,  // the table expects a burst in this slot
    input  wire logic [LP_NODE_ID_BITS-1:0]   slot_src,        // from whom
    input  wire logic [15:0]                  cfg_delay,       // clocks from slot_start to the announcement

    output logic                              ann_start,       // registered: exactly cfg_delay+1 clocks after slot_start
    output logic      [LP_NODE_ID_BITS-1:0]   ann_src,         // with ann_start (0 otherwise)
    output logic      [$clog2(DEPTH+1)-1:0]   st_pending,      // announcements waiting
    output logic                              ev_overflow      // a valid slot start found DEPTH pending: lost
);
    localparam int NB = LP_NODE_ID_BITS;
    localparam int FD = 1 << $clog2(DEPTH);   // FIFO depth: DEPTH rounded up to a power of two
    localparam int CW = $clog2(FD) + 1;       // FIFO count width
    localparam int PW = $clog2(DEPTH + 1);    // st_pending width, <= CW

    if (DEPTH < 2) begin : g_bad_depth
        $fatal(1, "lp_rx_sched: DEPTH=%0d must be >= 2", DEPTH);
    end

    logic [15:0]    now;                      // free-running clock counter
    logic [15:0]    last_due;                 // due time of the last pushed announcement

    logic           f_wr_ready, f_rd_valid;
    logic [15+NB:0] f_rd_data;                // {due, src}
    logic [CW-1:0]  f_count;

    wire logic [15:0]   head_due = f_rd_data[15+NB:NB];
    wire logic [NB-1:0] head_src = f_rd_data[NB-1:0];
    wire logic          pop      = f_rd_valid && (head_due == now);

    wire logic          want     = slot_start && slot_src_valid;
    wire logic          empty    = (f_count == '0);
    wire logic          full     = (f_count >= CW'(DEPTH)) || !f_wr_ready;
    // Pending entries are never overdue (each leaves exactly at its due time), so last_due - now is the
    // last one's remaining time, 0 .. 65534. A new due time must come after it to keep the FIFO sorted.
    wire logic [15:0]   last_rem = last_due - now;
    wire logic          clamp    = !empty && (cfg_delay <= last_rem);
    wire logic [15:0]   due      = clamp ? last_due + 16'd1 : now + cfg_delay;
    wire logic          bypass   = want && empty && (cfg_delay == '0);
    wire logic          push     = want && !bypass && !full;

    lp_fifo_sync #(
        .WIDTH (16 + NB),
        .DEPTH (FD)
    ) u_fifo (
        .clk      (clk),
        .rst      (rst),
        .wr_valid (push),
        .wr_ready (f_wr_ready),
        .wr_data  ({due, slot_src}),
        .rd_valid (f_rd_valid),
        .rd_ready (pop),
        .rd_data  (f_rd_data),
        .count    (f_count)
    );

    always_ff @(posedge clk) begin
        if (rst) begin
            now         <= '0;
            last_due    <= '0;
            ann_start   <= 1'b0;
            ann_src     <= '0;
            ev_overflow <= 1'b0;
        end else begin
            now         <= now + 16'd1;
            if (push) last_due <= due;
            // pop and bypass never coincide: the bypass needs an empty FIFO
            ann_start   <= pop || bypass;
            ann_src     <= pop ? head_src : bypass ? slot_src : '0;
            ev_overflow <= want && !bypass && full;
        end
    end

    assign st_pending = PW'(f_count);      // f_count <= DEPTH fits PW bits
endmodule

`default_nettype wire
