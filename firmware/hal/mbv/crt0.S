/* MicroBlaze V reset entry: trap vector, stack (painted for the high-water mark and the guard),
 * zeroed .bss, main(); main never returns (a return parks the core). docs/firmware.md, "Traps and
 * the stack". */
    .section .text.init, "ax"
    .globl _start
_start:
    /* first: the core resets mtvec to C_BASE_VECTORS + 4, inside this code; a trap must report */
    la t0, lp_mbv_trap_entry
    csrw mtvec, t0
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, __stack_top
    la t0, __stack_bottom
    lw t2, lp_mbv_stack_paint
1:  bgeu t0, sp, 2f
    sw t2, 0(t0)
    addi t0, t0, 4
    j 1b
2:  la t0, __bss_start
    la t1, __bss_end
3:  bgeu t0, t1, 4f
    sw zero, 0(t0)
    addi t0, t0, 4
    j 3b
4:  call main
    j lp_mbv_halt

/* Trap vector (direct mode: 4-byte aligned): its own stack above the main one, so a trap of an
 * overflowed or corrupt stack still reports; gp set again for the same reason. */
    .align 2
    .globl lp_mbv_trap_entry
lp_mbv_trap_entry:
    la sp, __trap_stack_top
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    csrr a0, mcause
    csrr a1, mepc
    csrr a2, mtval
    call lp_mbv_trap

    .globl lp_mbv_halt
    .type lp_mbv_halt, @function
lp_mbv_halt:
    wfi
    j lp_mbv_halt
    .size lp_mbv_halt, . - lp_mbv_halt
