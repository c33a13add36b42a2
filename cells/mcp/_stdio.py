"""Stream wrappers so that requests already read are answered even when the client closes stdin at once.

The SDK ends the session as soon as stdin reaches EOF, dropping answers still being computed, so
`printf '<requests>' | memo-mcp` would get nothing back for a search. `AnsweredReads` holds the EOF back
until every request read has been answered (or cancelled), at most `DRAIN_SECONDS`.
"""
from __future__ import annotations

import anyio
from mcp.shared.message import SessionMessage
from mcp.types import JSONRPCError, JSONRPCNotification, JSONRPCRequest, JSONRPCResponse

DRAIN_SECONDS = 600.0


class Pending:
    """Ids of the requests read and not yet answered."""

    def __init__(self):
        self.ids: set[str | int] = set()

    def read(self, item) -> None:
        message = item.message if isinstance(item, SessionMessage) else None
        if isinstance(message, JSONRPCRequest):
            self.ids.add(message.id)
        elif isinstance(message, JSONRPCNotification) and message.method == "notifications/cancelled":
            self.ids.discard((message.params or {}).get("requestId"))

    def written(self, item) -> None:
        message = item.message if isinstance(item, SessionMessage) else None
        if isinstance(message, (JSONRPCResponse, JSONRPCError)):
            self.ids.discard(message.id)

    async def drained(self) -> None:
        with anyio.move_on_after(DRAIN_SECONDS):
            while self.ids:
                await anyio.sleep(0.05)


class _Wrapped:
    """A transport stream passed through, closing and used as a context manager like the one it wraps."""

    def __init__(self, inner, pending: Pending):
        self._inner, self._pending = inner, pending

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc) -> None:
        await self.aclose()


class AnsweredReads(_Wrapped):
    """The read stream of the transport; its end waits for `Pending` to drain."""

    @property
    def last_context(self):
        return getattr(self._inner, "last_context", None)

    async def receive(self):
        try:
            item = await self._inner.receive()
        except anyio.EndOfStream:
            await self._pending.drained()
            raise
        self._pending.read(item)
        return item

    def __aiter__(self):
        return self

    async def __anext__(self):
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None


class CountedWrites(_Wrapped):
    """The write stream of the transport, telling `Pending` which requests got their answer."""

    async def send(self, item) -> None:
        await self._inner.send(item)
        self._pending.written(item)
