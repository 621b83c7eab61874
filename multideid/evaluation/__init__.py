"""Evaluation of de-identification output.

``evaluate(gold_docs, pred)`` returns one JSON-serialisable dict with every measure of the field
(entity strict/relaxed, MEDDOCAN span strict/merged, token per class and type-blind with F2,
leak, and the i2b2 2014 document-macro and HIPAA blocks); ``compare_systems`` tests whether two
systems differ (z-test for two proportions, paired bootstrap over documents);
``render_report``/``render_comparison`` print rich tables.  See :mod:`multideid.evaluation.core`
for the report layout.
"""

from multideid.evaluation.core import SCHEMA, align, evaluate
from multideid.evaluation.report import render_comparison, render_report
from multideid.evaluation.significance import compare_systems, z_test_two_proportions

__all__ = ["SCHEMA", "align", "evaluate", "compare_systems", "z_test_two_proportions", "render_report",
           "render_comparison"]
