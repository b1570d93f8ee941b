"""`make sim` scenarios (`python -m lightpath.scenario [NAME]`, lightpath.scenario.run): the training
and load-sweep scenarios on the fabric tops and their reports."""
