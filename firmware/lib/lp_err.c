#include "lp_hal.h"

const char *lp_strerror(int code)
{
    switch (code) {
    case LP_OK: return "ok";
    case LP_E_ARG: return "argument out of range";
    case LP_E_TIMEOUT: return "timeout";
    case LP_E_PROTO: return "malformed reply";
    case LP_E_DEVICE: return "device error";
    case LP_E_PERM: return "port belongs to another job";
    case LP_E_BUSY: return "resource in use";
    case LP_E_VERIFY: return "read-back differs";
    case LP_E_NOSPACE: return "table full";
    case LP_E_NOTFOUND: return "not found";
    case LP_E_IO: return "I/O error";
    case LP_E_STATE: return "wrong state";
    default: return "unknown error";
    }
}
