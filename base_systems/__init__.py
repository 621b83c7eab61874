"""Base de-identifiers behind one span interface (installed as ``multideid.base_systems``).

Each module holds one adapter; they are looked up by name through :mod:`multideid.registry`
so importing this package stays cheap.
"""

from multideid.base_systems.base import BaseSystem, TokenPrediction

__all__ = ["BaseSystem", "TokenPrediction"]
