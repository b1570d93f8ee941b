"""In-network aggregation (P4-ORDC): frame format (lightpath.agg.fmt) and models."""
