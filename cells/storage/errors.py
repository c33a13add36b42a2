class StorageError(Exception):
    pass


class CorruptIndexError(StorageError):
    pass
