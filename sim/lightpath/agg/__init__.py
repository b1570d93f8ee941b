"""In-network aggregation (P4-ORDC, issue #10): frame format (lightpath.agg.fmt) and models."""
