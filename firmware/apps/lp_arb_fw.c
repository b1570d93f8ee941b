/* MicroBlaze V firmware of the arbiter node (VCU118): boot checks, WSS controller bring-up, then the
 * control loop on the arbiter's interrupt (docs/firmware.md). */
#include "lp_arb_regs.h"
#include "lp_hal.h"
#include "lp_nic_regs.h"
#include "lp_regs.h"
#include "lp_wss.h"

static lp_wss_t wss;

int main(void)
{
    lp_hal_log("lightpath arbiter firmware");
    if (LP_RD(LP_BLK_NIC, lp_nic_regs_t, ID) != LP_NIC_REGS__ID__MAGIC_reset ||
        LP_RD(LP_BLK_ARB, lp_arb_regs_t, ID) != LP_ARB_REGS__ID__MAGIC_reset) {
        lp_hal_log("register blocks not found: wrong bitstream or address map");
        for (;;) {
        }
    }
    const lp_wss_cfg_t cfg = {.timeout_ms = 200, .retries = 2};
    int rc = lp_wss_open(&wss, &lp_wss_lwsp, LP_SER_WSS, &cfg);
    lp_hal_log(rc ? lp_strerror(rc) : "WSS controller ready");
    LP_WR(LP_BLK_ARB, lp_arb_regs_t, INTR_ENABLE, LP_ARB_REGS__INTR_ENABLE__CFG_bm);
    for (;;) {
        if (!(lp_hal_irq_wait(1u << LP_BLK_ARB, 1000000u) & (1u << LP_BLK_ARB))) continue;
        uint32_t st = LP_RD(LP_BLK_ARB, lp_arb_regs_t, INTR_STATUS);
        LP_WR(LP_BLK_ARB, lp_arb_regs_t, INTR_STATUS, st); /* W1C */
    }
}
