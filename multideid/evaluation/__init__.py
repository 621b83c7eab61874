"""Evaluation of de-identification output: entity, span, token, leak and significance measures."""

from multideid.evaluation.core import SCHEMA, align, evaluate

__all__ = ["SCHEMA", "align", "evaluate"]
