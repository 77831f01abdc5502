"""Real Linux TCP across the TM in network namespaces, Linux's sch_red in the QEMU guest, and
the papers' reports."""
