/* The testbed's node-level figures, shared by the arbiter image (lp_arb_fw.c) and the NIC node image
 * (lp_nic_fw.c): every node of one testbed must be built with the same values (-D on the command line,
 * FW_DEFS of firmware/Makefile). Defaults: the 4-node slice of the regression. */
#ifndef LP_FW_TESTBED_H
#define LP_FW_TESTBED_H

#ifndef LP_FW_NODES
#define LP_FW_NODES 4 /* nodes of the round robin (AWGR ports in use) */
#endif
#ifndef LP_FW_NUM_WL
#define LP_FW_NUM_WL 8 /* SOA-gated lasers per node */
#endif
#ifndef LP_FW_GUARD
#define LP_FW_GUARD 16 /* SLOT_TIMING.guard words */
#endif
#ifndef LP_FW_LOCK_US
#define LP_FW_LOCK_US 5000000 /* every node time-synchronised within 5 s of the arbiter's enable */
#endif
#ifndef LP_FW_TRAIN_CYCLES
#define LP_FW_TRAIN_CYCLES 3 /* round-robin cycles of idle cells for the CDR phase cache */
#endif
#ifndef LP_FW_LEARN_US
#define LP_FW_LEARN_US 100000 /* every source's phase known within 100 ms after the training time */
#endif
#ifndef LP_FW_SVLB_US
#define LP_FW_SVLB_US 10000 /* the S-VLB DRAM queues programmed within 10 ms (the MIG calibrated first) */
#endif
#ifndef LP_FW_MEPC_JOB
#define LP_FW_MEPC_JOB 1 /* the job of the OCS subnet: the arbiter's keeper owns its WSS ports, the NICs' requests name it */
#endif
#ifndef LP_FW_OCS_Q
#define LP_FW_OCS_Q 2 /* cells to one destination in a round-robin cycle that make a NIC ask for a circuit */
#endif
#ifndef LP_FW_OCS_SVC
#define LP_FW_OCS_SVC 1 /* the requests' service type */
#endif

#endif
