from __future__ import annotations

import os
from pathlib import Path


class ConfigError(Exception):
    def __init__(self, message: str):
        super().__init__(message)


def config_file() -> Path:
    import platformdirs  # here and tomllib below: a command given its path never asks for the roots

    return platformdirs.user_config_path("memo", appauthor=False) / "config.toml"


def configured_roots() -> list[Path]:
    entries = [entry.strip() for entry in os.environ.get("MEMO_ROOTS", "").split(os.pathsep)]
    entries = [entry for entry in entries if entry]
    base = Path.cwd()
    if not entries:
        base = config_file().parent
        entries = _file_roots(config_file())
    roots: list[Path] = []
    for entry in entries:
        root = (base / Path(entry).expanduser()).resolve()
        if root != Path(root.anchor) and root not in roots:
            roots.append(root)
    return roots


def required_roots() -> list[Path]:
    roots = configured_roots()
    if not roots:
        raise ConfigError(f"путь не указан, а папки заметок не настроены: укажите путь, задайте MEMO_ROOTS "
                          f"или впишите roots = [\"~/notes\"] в {config_file()}")
    return roots


def _file_roots(path: Path) -> list[str]:
    """The `roots` strings of the configuration file; [] when it does not exist or names none."""
    import tomllib

    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except FileNotFoundError:
        return []
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"не удалось прочитать настройки {path}: {error}") from error
    roots = data.get("roots", [])
    if not isinstance(roots, list) or not all(isinstance(root, str) for root in roots):
        raise ConfigError(f"в настройках {path} roots должен быть списком строк, например "
                          f'roots = ["~/notes"]')
    return [root.strip() for root in roots if root.strip()]
