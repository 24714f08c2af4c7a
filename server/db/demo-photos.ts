// The demo dogs' photos: a friendly cartoon face per dog, drawn here and encoded as a small
// PNG data URL (160 px, a few KB), so the seed needs no binary files. Each face is a stack of flat shapes,
// painted top layer wins, 4×4 samples per pixel for smooth edges.
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
type Shape = (x: number, y: number) => boolean;
interface Picture {
  background: Rgb;
  layers: [Shape, Rgb][];
}

const SIZE = 160;
const SAMPLES = 4;

/** An ellipse centred at (cx, cy), turned by `deg` degrees. */
const ellipse = (cx: number, cy: number, rx: number, ry: number, deg = 0): Shape => {
  const cos = Math.cos((deg * Math.PI) / 180);
  const sin = Math.sin((deg * Math.PI) / 180);
  return (x, y) => {
    const u = (x - cx) * cos + (y - cy) * sin;
    const v = (y - cy) * cos - (x - cx) * sin;
    return (u * u) / (rx * rx) + (v * v) / (ry * ry) <= 1;
  };
};

const triangle =
  (ax: number, ay: number, bx: number, by: number, cx: number, cy: number): Shape =>
  (x, y) => {
    const s1 = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    const s2 = (cx - bx) * (y - by) - (cy - by) * (x - bx);
    const s3 = (ax - cx) * (y - cy) - (ay - cy) * (x - cx);
    return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
  };

/** Two eyes with a highlight, a nose and a tongue: the parts both faces share. */
function face(eye: Rgb): [Shape, Rgb][] {
  const dark: Rgb = [40, 30, 28];
  const white: Rgb = [255, 255, 255];
  return [
    [ellipse(62, 74, 9, 10), eye],
    [ellipse(98, 74, 9, 10), eye],
    [ellipse(62, 75, 5, 6), dark],
    [ellipse(98, 75, 5, 6), dark],
    [ellipse(64, 71, 2.2, 2.2), white],
    [ellipse(100, 71, 2.2, 2.2), white],
    [ellipse(80, 116, 7, 9), [232, 104, 122]],
    [ellipse(80, 101, 12, 8), dark],
    [ellipse(76, 98, 3, 2), [110, 100, 98]],
  ];
}

/** Biscuit the beagle: tan face, brown floppy ears, cream muzzle, on mint. */
const BISCUIT: Picture = {
  background: [204, 236, 226],
  layers: [
    [ellipse(38, 78, 17, 38, 18), [122, 74, 36]],
    [ellipse(122, 78, 17, 38, -18), [122, 74, 36]],
    [ellipse(80, 80, 44, 48), [205, 140, 76]],
    [ellipse(80, 60, 7, 26), [246, 230, 206]],
    [ellipse(80, 106, 28, 22), [246, 230, 206]],
    ...face([40, 30, 28]),
  ],
};

/** Luna the husky: grey face with a white mask, pointed ears, blue eyes, on lavender. */
const LUNA: Picture = {
  background: [222, 216, 248],
  layers: [
    [triangle(34, 64, 44, 12, 74, 42), [96, 108, 124]],
    [triangle(126, 64, 116, 12, 86, 42), [96, 108, 124]],
    [triangle(44, 54, 48, 24, 66, 42), [240, 190, 200]],
    [triangle(116, 54, 112, 24, 94, 42), [240, 190, 200]],
    [ellipse(80, 82, 46, 46), [96, 108, 124]],
    [ellipse(80, 108, 34, 24), [246, 248, 252]],
    [ellipse(60, 86, 14, 14), [246, 248, 252]],
    [ellipse(100, 86, 14, 14), [246, 248, 252]],
    [ellipse(80, 60, 6, 16), [246, 248, 252]],
    ...face([78, 160, 220]),
  ],
};

/** The colour at a point: the topmost layer's that covers it. */
function colorAt(picture: Picture, x: number, y: number): Rgb {
  let color = picture.background;
  for (const [shape, c] of picture.layers) if (shape(x, y)) color = c;
  return color;
}

/** One pixel: its colour when its corners agree (inside one shape), else the mean of 4×4 samples (an edge). */
function pixel(picture: Picture, px: number, py: number): Rgb {
  const corners = [colorAt(picture, px, py), colorAt(picture, px + 1, py), colorAt(picture, px, py + 1)];
  const last = colorAt(picture, px + 1, py + 1);
  if (corners.every((c) => c === last)) return last;
  let [r, g, b] = [0, 0, 0];
  for (let sy = 0; sy < SAMPLES; sy++)
    for (let sx = 0; sx < SAMPLES; sx++) {
      const [cr, cg, cb] = colorAt(picture, px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES);
      [r, g, b] = [r + cr, g + cg, b + cb];
    }
  const n = SAMPLES * SAMPLES;
  return [Math.round(r / n), Math.round(g / n), Math.round(b / n)];
}

function render(picture: Picture): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < SIZE; py++) {
    // Filter type 0 (none) per row, then RGB triples.
    const row = Buffer.alloc(1 + SIZE * 3);
    for (let px = 0; px < SIZE; px++) row.set(pixel(picture, px, py), 1 + px * 3);
    rows.push(row);
  }
  return Buffer.concat(rows);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the picture. */
function png(picture: Picture): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(render(picture), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** The demo dogs' photos as PNG data URLs, by name. */
export function demoDogPhotos(): Record<string, string> {
  return { Biscuit: dataUrl(png(BISCUIT)), Luna: dataUrl(png(LUNA)) };
}
