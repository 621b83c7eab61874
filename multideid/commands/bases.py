"""``multideid bases``: list registered base systems and whether each is usable here."""

from __future__ import annotations

import typer


def list_bases() -> list[dict]:
    """One row per registered base: name, target, usable, reason, trainable, version, and
    ``default``: enabled in the default configuration (``True``), configured but disabled
    (``False``) or not part of it (``None``, e.g. a plugin)."""
    from multideid.config import DEFAULT_BASES, DEFAULT_DISABLED
    from multideid.registry import BASES, base_names, get_base_class

    rows = []
    for name in base_names():
        default = (name not in DEFAULT_DISABLED) if name in DEFAULT_BASES else None
        row = {"name": name, "target": BASES[name], "usable": False, "reason": "", "trainable": None, "version": "",
               "default": default}
        try:
            cls = get_base_class(name)
            ok, why = cls.is_available()
            row.update(usable=bool(ok), reason=why, trainable=bool(cls.requires_fit), version=str(cls.version))
            doc = (cls.__doc__ or "").strip().splitlines()
            row["description"] = doc[0] if doc else ""
        except Exception as exc:  # noqa: BLE001 - report, do not crash: this command diagnoses installs
            row["reason"] = getattr(exc, "message", None) or f"cannot import ({type(exc).__name__}: {exc})"
        rows.append(row)
    return rows


def register(app: typer.Typer) -> None:
    @app.command("bases")
    def bases_cmd(
        as_json: bool = typer.Option(False, "--json", help="Print machine-readable JSON."),
    ):
        """List registered base systems and whether each is usable on this machine."""
        rows = list_bases()
        if as_json:
            import json

            typer.echo(json.dumps(rows, indent=2))
            return
        from multideid.console import make_console
        from rich.table import Table

        table = Table(title="multideid base systems",
                      caption="a disabled base is fitted with --bases.NAME.enabled true (or --bases a,b,NAME)")
        for col in ("name", "usable", "in default config", "trainable", "version", "description / reason"):
            table.add_column(col)
        for r in rows:
            table.add_row(
                r["name"],
                "[green]yes[/]" if r["usable"] else "[red]no[/]",
                {True: "enabled", False: "disabled", None: ""}[r["default"]],
                "" if r["trainable"] is None else ("yes" if r["trainable"] else "no (knowledge-based)"),
                r["version"],
                r["reason"] or r.get("description", ""),
            )
        make_console().print(table)
