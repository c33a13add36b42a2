"""A model folder opened for use: its checked manifest and the files it lists, verified on demand."""

from __future__ import annotations

from pathlib import Path

from ._manifest import _check_sizes, _read, _verify


def open_model_folder(directory: Path) -> ModelManifest:
    directory = Path(directory)
    data = _read(directory)
    _check_sizes(directory, data)
    return ModelManifest(directory, data)


class ModelManifest:
    def __init__(self, directory: Path, data: dict):
        self._directory = Path(directory)
        self._data = data

    @property
    def directory(self) -> Path:
        return self._directory

    @property
    def dimension(self) -> int:
        return self._data["dimension"]

    @property
    def max_tokens(self) -> int:
        return self._data["max_tokens"]

    @property
    def query_prefix(self) -> str:
        return self._data["query_prefix"]

    @property
    def passage_prefix(self) -> str:
        return self._data["passage_prefix"]

    @property
    def identity(self) -> str:
        m = self._data
        files = m["files"]
        return (f"{m['name']}/{m['variant']}/{files[m['model_file']]['sha256'][:16]}"
                f"-{files[m['tokenizer']['file']]['sha256'][:8]}")

    @property
    def model_file(self) -> Path:
        return self._directory / self._data["model_file"]

    @property
    def tokenizer_file(self) -> Path:
        return self._directory / self._data["tokenizer"]["file"]

    @property
    def tokenizer_layout(self) -> str:
        return self._data["tokenizer"]["layout"]

    @property
    def special_ids(self) -> dict[str, int]:
        tok = self._data["tokenizer"]
        return {key: tok[key] for key in ("bos", "pad", "eos", "unk")}

    def verified(self, path: Path) -> Path:
        _verify(self._directory, self._data, [Path(path).name])
        return path
