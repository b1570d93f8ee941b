"""Reference models and tables the RTL is checked against: MEPC optimum and engine model, round-robin
tables, OCS circuit state, ODDL tables and control network, 10GBASE-R, fibre plans."""
