#!/usr/bin/env python3
"""Serves a directory as `python3 -m http.server` does, plus the security headers a meta tag cannot give.

Same arguments (port, --bind, --directory) and the same "Serving HTTP on ... port N" line (tests/e2e/harness.mjs reads
the port from it). Every response carries:

- Content-Security-Policy: frame-ancestors 'none' and the page's own policy (its meta tag in <directory>/index.html),
- X-Content-Type-Options: nosniff, X-Frame-Options: DENY, Referrer-Policy: no-referrer;

and .wasm is application/wasm, .js and .mjs text/javascript. Used by `make serve` and the browser tests.
Python 3 standard library only.
"""

import argparse
import functools
import html.parser
import http.server
import os
import sys


class _MetaPolicy(html.parser.HTMLParser):
    """Finds the content of <meta http-equiv="Content-Security-Policy">."""

    def __init__(self):
        super().__init__()
        self.policy = None

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "meta" and (values.get("http-equiv") or "").lower() == "content-security-policy":
            self.policy = self.policy or values.get("content")


def page_policy(directory):
    """The policy of the meta tag of directory/index.html, whitespace collapsed; None when there is none."""
    try:
        with open(os.path.join(directory, "index.html"), encoding="utf-8") as page:
            parser = _MetaPolicy()
            parser.feed(page.read())
    except OSError:
        return None
    return " ".join(parser.policy.split()) if parser.policy else None


def security_headers(directory):
    """The headers sent with every response."""
    policy = "frame-ancestors 'none'"
    own = page_policy(directory)
    if own:
        policy = f"{policy}; {own}"
    return {
        "Content-Security-Policy": policy,
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "no-referrer",
    }


class Handler(http.server.SimpleHTTPRequestHandler):
    """http.server's static file handler, with fixed types for the site's files and the security headers."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
    }

    def __init__(self, *args, headers, **kwargs):
        self.security = headers
        super().__init__(*args, **kwargs)

    def end_headers(self):
        for name, value in self.security.items():
            self.send_header(name, value)
        super().end_headers()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", nargs="?", type=int, default=8000, help="bind to this port (default: 8000; 0: any free port)")
    parser.add_argument("-b", "--bind", metavar="ADDRESS", help="bind to this address (default: all interfaces)")
    parser.add_argument("-d", "--directory", default=os.getcwd(), help="serve this directory (default: current directory)")
    args = parser.parse_args(argv)
    directory = os.path.abspath(args.directory)
    handler = functools.partial(Handler, directory=directory, headers=security_headers(directory))
    # http.server's own loop: the dual-stack server, the "Serving HTTP on HOST port N (URL) ..." line, Ctrl+C.
    http.server.test(HandlerClass=handler, ServerClass=http.server.ThreadingHTTPServer, port=args.port, bind=args.bind)


if __name__ == "__main__":
    sys.exit(main())
