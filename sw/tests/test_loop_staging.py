"""scripts/loop_staging.py, the model study of what the compare-only loop's waits cost at 100G
(docs/linerate.md): its two conclusions hold on a short run, so the study cannot rot."""
import loop_staging


def test_staging_absorbs_a_commit_wait_where_the_line_leaves_gaps():
    cell = dict(size=64, n=800, seed=1, saturated=False, gentle=False)
    assert loop_staging.overruns(S=8, Q=4, **cell) > 0        # the loop builds' staging
    assert loop_staging.overruns(S=32, Q=16, **cell) == 0


def test_no_staging_absorbs_waits_on_a_saturated_bus():
    cell = dict(size=64, n=800, seed=1, saturated=True, gentle=False)
    small, large = loop_staging.overruns(S=8, Q=4, **cell), loop_staging.overruns(S=64, Q=32, **cell)
    assert 0 < large <= small


def test_the_input_hold_leaves_nothing_to_overrun_on_a_saturated_bus():
    """What the loop TMs do now: the same saturated cell, held instead of overrun."""
    for gentle in (False, True):
        cell = dict(size=64, n=800, seed=1, saturated=True, gentle=gentle)
        overran, held = loop_staging.run_cell(S=8, Q=4, hold=True, **cell)
        assert overran == 0 and held > 0, (gentle, overran, held)


def test_main_prints_the_five_tables(capsys):
    assert loop_staging.main(["--frames", "60"]) == 0
    out = capsys.readouterr().out
    assert out.count("| frame bytes |") == 5 and "| 1500 |" in out and " / " in out
