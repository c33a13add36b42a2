class StorageError(Exception):
    pass
