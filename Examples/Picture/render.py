"""Renders terminal screens captured by tmux (`capture-pane -e -p`: text with SGR colours) into
one animated PNG, with the glyphs drawn by libcairo (through ctypes) in DejaVu Sans Mono.

usage: python3 render.py SCREENS_DIR OUT.png
Each *.ans file of SCREENS_DIR, in name order, is a screen; equal neighbours are merged into
one longer frame. Python's standard library and libcairo only.
"""
import ctypes
import ctypes.util
import os
import re
import struct
import sys
import zlib

CELL_W, CELL_H, FONT_SIZE, BASELINE = 9, 18, 14.5, 14
FRAME_MS = 30
PALETTE = [  # the xterm colours 0-15, as a dark terminal shows them
    (0x1E, 0x1E, 0x1E), (0xE0, 0x6C, 0x75), (0x98, 0xC3, 0x79), (0xE5, 0xC0, 0x7B),
    (0x61, 0xAF, 0xEF), (0xC6, 0x78, 0xDD), (0x56, 0xB6, 0xC2), (0xD0, 0xD0, 0xD0),
    (0x5C, 0x63, 0x70), (0xF0, 0x7C, 0x85), (0xA8, 0xD3, 0x89), (0xF5, 0xD0, 0x8B),
    (0x71, 0xBF, 0xFF), (0xD6, 0x88, 0xED), (0x66, 0xC6, 0xD2), (0xFF, 0xFF, 0xFF),
]
FOREGROUND, BACKGROUND = PALETTE[7], PALETTE[0]


def colour256(n):
    if n < 16:
        return PALETTE[n]
    if n < 232:
        n -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return (steps[n // 36], steps[n // 6 % 6], steps[n % 6])
    level = 8 + (n - 232) * 10
    return (level, level, level)


def parse(text):
    """Rows of cells (character, foreground, background, bold) from text with SGR codes."""
    rows = []
    fg, bg, bold, reverse, dim = FOREGROUND, BACKGROUND, False, False, False
    for line in text.split("\n")[:-1] if text.endswith("\n") else text.split("\n"):
        cells = []
        for part in re.split(r"(\x1b\[[0-9;]*m)", line):
            match = re.fullmatch(r"\x1b\[([0-9;]*)m", part)
            if not match:
                for ch in part:
                    f, b = (bg, fg) if reverse else (fg, bg)
                    if dim:
                        f = tuple((c + b_) // 2 for c, b_ in zip(f, b))
                    cells.append((ch, f, b, bold))
                continue
            codes = [int(c) if c else 0 for c in match.group(1).split(";")]
            i = 0
            while i < len(codes):
                code = codes[i]
                if code == 0:
                    fg, bg, bold, reverse, dim = FOREGROUND, BACKGROUND, False, False, False
                elif code == 1:
                    bold = True
                elif code == 2:
                    dim = True
                elif code == 22:
                    bold = dim = False
                elif code == 7:
                    reverse = True
                elif code == 27:
                    reverse = False
                elif 30 <= code <= 37:
                    fg = PALETTE[code - 30]
                elif 90 <= code <= 97:
                    fg = PALETTE[code - 90 + 8]
                elif 40 <= code <= 47:
                    bg = PALETTE[code - 40]
                elif 100 <= code <= 107:
                    bg = PALETTE[code - 100 + 8]
                elif code == 39:
                    fg = FOREGROUND
                elif code == 49:
                    bg = BACKGROUND
                elif code in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
                    colour = colour256(codes[i + 2])
                    fg, bg = (colour, bg) if code == 38 else (fg, colour)
                    i += 2
                elif code in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
                    colour = tuple(codes[i + 2:i + 5])
                    fg, bg = (colour, bg) if code == 38 else (fg, colour)
                    i += 4
                i += 1
        rows.append(cells)
    return rows


class Cairo:
    def __init__(self, width, height):
        path = ctypes.util.find_library("cairo")
        if not path:
            sys.exit("render.py: libcairo is not installed")
        self.lib = lib = ctypes.CDLL(path)
        lib.cairo_image_surface_create.restype = ctypes.c_void_p
        lib.cairo_create.restype = ctypes.c_void_p
        lib.cairo_create.argtypes = [ctypes.c_void_p]
        lib.cairo_image_surface_get_data.restype = ctypes.POINTER(ctypes.c_ubyte)
        lib.cairo_image_surface_get_data.argtypes = [ctypes.c_void_p]
        lib.cairo_image_surface_get_stride.argtypes = [ctypes.c_void_p]
        lib.cairo_surface_flush.argtypes = [ctypes.c_void_p]
        for name in ("cairo_set_source_rgb",):
            getattr(lib, name).argtypes = [ctypes.c_void_p] + [ctypes.c_double] * 3
        lib.cairo_rectangle.argtypes = [ctypes.c_void_p] + [ctypes.c_double] * 4
        lib.cairo_fill.argtypes = [ctypes.c_void_p]
        lib.cairo_move_to.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double]
        lib.cairo_show_text.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        lib.cairo_select_font_face.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int,
                                               ctypes.c_int]
        lib.cairo_set_font_size.argtypes = [ctypes.c_void_p, ctypes.c_double]
        self.width, self.height = width, height
        self.surface = lib.cairo_image_surface_create(1, width, height)  # RGB24
        self.cr = lib.cairo_create(self.surface)
        lib.cairo_set_font_size(self.cr, FONT_SIZE)

    def draw(self, rows):
        lib, cr = self.lib, self.cr
        lib.cairo_set_source_rgb(cr, *(c / 255 for c in BACKGROUND))
        lib.cairo_rectangle(cr, 0, 0, self.width, self.height)  # past the end of short lines
        lib.cairo_fill(cr)
        for y, cells in enumerate(rows):
            for x, (ch, fg, bg, bold) in enumerate(cells):
                lib.cairo_set_source_rgb(cr, *(c / 255 for c in bg))
                lib.cairo_rectangle(cr, x * CELL_W, y * CELL_H, CELL_W, CELL_H)
                lib.cairo_fill(cr)
                if ch == " ":
                    continue
                lib.cairo_select_font_face(cr, b"DejaVu Sans Mono", 0, 1 if bold else 0)
                lib.cairo_set_source_rgb(cr, *(c / 255 for c in fg))
                lib.cairo_move_to(cr, x * CELL_W, y * CELL_H + BASELINE)
                lib.cairo_show_text(cr, ch.encode("utf-8"))

    def pixels(self, box=None):
        """The image, or the box (x, y, width, height) of it, as PNG scanlines (filter byte 0,
        then RGB)."""
        x0, y0, width, height = box or (0, 0, self.width, self.height)
        self.lib.cairo_surface_flush(self.surface)
        data = self.lib.cairo_image_surface_get_data(self.surface)
        stride = self.lib.cairo_image_surface_get_stride(self.surface)
        raw = ctypes.string_at(data, stride * self.height)
        out = bytearray()
        for y in range(y0, y0 + height):
            row = raw[y * stride + x0 * 4:y * stride + (x0 + width) * 4]
            out.append(0)
            for x in range(0, len(row), 4):  # BGRX, little-endian
                out += bytes((row[x + 2], row[x + 1], row[x]))
        return bytes(out)


def changed(before, after):
    """The pixel box (x, y, width, height) of the cells that differ; one cell if none does."""
    cells = [(x, y) for y in range(max(len(before), len(after)))
             for x in range(max(len(before[y]) if y < len(before) else 0,
                                len(after[y]) if y < len(after) else 0))
             if (before[y][x] if y < len(before) and x < len(before[y]) else None)
             != (after[y][x] if y < len(after) and x < len(after[y]) else None)]
    if not cells:
        return (0, 0, CELL_W, CELL_H)
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    return (min(xs) * CELL_W, min(ys) * CELL_H, (max(xs) - min(xs) + 1) * CELL_W,
            (max(ys) - min(ys) + 1) * CELL_H)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def main():
    source, target = sys.argv[1], sys.argv[2]
    screens = [open(os.path.join(source, name), encoding="utf-8").read()
               for name in sorted(os.listdir(source)) if name.endswith(".ans")]
    # The first frame is what a static preview shows (the PNG's default image): start on a
    # drawn screen, never on the empty terminal before the program's first frame.
    while screens and not re.sub(r"\x1b\[[0-9;]*m", "", screens[0]).strip():
        screens.pop(0)
    if not screens:
        sys.exit("render.py: every screen is empty")
    frames = []  # (screen text, how many captures it lasted)
    for screen in screens:
        if frames and frames[-1][0] == screen:
            frames[-1][1] += 1
        else:
            frames.append([screen, 1])
    rows = [parse(text) for text, _ in frames]
    columns = max(len(cells) for screen in rows for cells in screen)
    width, height = columns * CELL_W, max(len(screen) for screen in rows) * CELL_H
    canvas = Cairo(width, height)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"acTL", struct.pack(">II", len(frames), 0))
    sequence = 0
    previous = None
    for number, (screen, (_, repeats)) in enumerate(zip(rows, frames)):
        canvas.draw(screen)
        delay = min(repeats * FRAME_MS * 3, 2500) if number in (0, len(frames) - 1) else repeats * FRAME_MS
        # Each frame after the first holds only the cells that changed (drawn over the last).
        box = (0, 0, width, height) if previous is None else changed(previous, screen)
        previous = screen
        png += chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, box[2], box[3], box[0], box[1],
                                          delay, 1000, 0, 0))
        sequence += 1
        data = zlib.compress(canvas.pixels(box), 9)
        if number == 0:
            png += chunk(b"IDAT", data)
        else:
            png += chunk(b"fdAT", struct.pack(">I", sequence) + data)
            sequence += 1
    png += chunk(b"IEND", b"")
    with open(target, "wb") as out:
        out.write(png)


if __name__ == "__main__":
    main()
