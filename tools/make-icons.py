#!/usr/bin/env python3
# Draws the PWA icons once (web/icons/icon-192.png, icon-512.png, maskable-512.png, icon.svg) with only the standard
# library; the PNGs are committed. Partners: web/manifest.webmanifest, web/index.html, web/sw.js.
import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "web" / "icons"
BG = (0x1F, 0x6F, 0xEB)
PIECES = [(0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9), (0x00, 0x9E, 0x73), (0xCC, 0x79, 0xA7)]  # Okabe-Ito, pieces A-D
BOARD = (0xFB, 0xFA, 0xF6)


def shapes(size, inset):
    """(x0, y0, x1, y1, colour) rectangles in pixels: a light board with four pieces, inside `inset` of the edge."""
    s = size - 2 * inset
    unit = s / 8
    out = [(inset + unit, inset + unit, inset + 7 * unit, inset + 7 * unit, BOARD)]
    for i, colour in enumerate(PIECES):
        col, row = i % 2, i // 2
        x0 = inset + unit * (1.4 + col * 2.8)
        y0 = inset + unit * (1.4 + row * 2.8)
        out.append((x0, y0, x0 + unit * 2.4, y0 + unit * 2.4, colour))
    return out


def pixel(x, y, size, rounded, rects):
    r = size * 0.18
    if rounded:
        cx = min(max(x, r), size - r)
        cy = min(max(y, r), size - r)
        if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
            return (0, 0, 0, 0)
    colour = BG
    for x0, y0, x1, y1, c in rects:
        if x0 <= x < x1 and y0 <= y < y1:
            colour = c
    return (*colour, 255)


def png(path, size, rounded, inset):
    rects = shapes(size, inset)
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel(x + 0.5, y + 0.5, size, rounded, rects)) for x in range(size)) for y in range(size)
    )

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    path.write_bytes(data)


def svg(path):
    size = 512
    body = "".join(
        f'<rect x="{x0:.1f}" y="{y0:.1f}" width="{x1 - x0:.1f}" height="{y1 - y0:.1f}" fill="#{c[0]:02x}{c[1]:02x}{c[2]:02x}"/>'
        for x0, y0, x1, y1, c in shapes(size, 0)
    )
    path.write_text(
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}">'
        f'<rect width="{size}" height="{size}" rx="{size * 0.18:.0f}" fill="#1f6feb"/>{body}</svg>\n'
    )


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    png(OUT / "icon-192.png", 192, True, 0)
    png(OUT / "icon-512.png", 512, True, 0)
    # Maskable: full-bleed background, the drawing inside the central 80% safe zone.
    png(OUT / "maskable-512.png", 512, False, 512 * 0.12)
    svg(OUT / "icon.svg")
    print("icons written to", OUT)
