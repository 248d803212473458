// Draws the club's chip-and-spade icon and writes the PNG and ICO files of public/.
// No image library: shapes are point-in-shape tests, supersampled 4x4 per pixel, and the PNG
// and ICO containers are written by hand. Run: node apps/web/scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const PUBLIC_DIR = join(import.meta.dirname, '..', 'public');
const SAMPLES = 4;

const SLATE = [15, 23, 42];
const EMERALD = [16, 185, 129];
const EMERALD_DARK = [4, 120, 87];
const WHITE = [248, 250, 252];

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

// Spade in its own frame: origin at the icon's centre, 1 unit = 0.17 of the icon.
function inSpade(x, y) {
  const u = (x - 0.5) / 0.17;
  const v = (y - 0.52) / 0.17;
  return (
    inCircle(u, v, -0.5, 0.12, 0.52) ||
    inCircle(u, v, 0.5, 0.12, 0.52) ||
    inPolygon(u, v, [
      [0, -1.05],
      [0.98, 0.02],
      [0, 0.6],
      [-0.98, 0.02],
    ]) ||
    inPolygon(u, v, [
      [0, 0.2],
      [0.36, 0.98],
      [-0.36, 0.98],
    ])
  );
}

function inRimSpot(x, y) {
  const dx = x - 0.5;
  const dy = y - 0.5;
  const distance = Math.hypot(dx, dy);
  if (distance < 0.315 || distance > 0.4) return false;
  const angle = (Math.atan2(dy, dx) + Math.PI * 2) % (Math.PI / 4);
  return Math.abs(angle - Math.PI / 8) < 0.13;
}

/** Layers from back to front; each is a colour and a shape test over [0,1]^2. */
function layers({ rounded }) {
  return [
    [SLATE, (x, y) => (rounded ? inRoundedSquare(x, y, 0.2) : true)],
    [EMERALD, (x, y) => inCircle(x, y, 0.5, 0.5, 0.4)],
    [WHITE, inRimSpot],
    [EMERALD_DARK, (x, y) => inCircle(x, y, 0.5, 0.5, 0.3)],
    [SLATE, (x, y) => inCircle(x, y, 0.5, 0.5, 0.27)],
    [WHITE, inSpade],
  ];
}

function render(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  const stack = layers(options);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const [color, test] of stack) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          for (let sx = 0; sx < SAMPLES; sx++) {
            if (test((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size)) hits++;
          }
        }
        const coverage = hits / (SAMPLES * SAMPLES);
        const outA = coverage + a * (1 - coverage);
        if (outA > 0) {
          r = (color[0] * coverage + r * a * (1 - coverage)) / outA;
          g = (color[1] * coverage + g * a * (1 - coverage)) / outA;
          b = (color[2] * coverage + b * a * (1 - coverage)) / outA;
        }
        a = outA;
      }
      pixels.set([r, g, b, a * 255].map(Math.round), (py * size + px) * 4);
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO whose images are PNGs (read by every browser since 2008). */
function encodeIco(images) {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const write = (name, data) => {
  writeFileSync(join(PUBLIC_DIR, name), data);
  console.log(`${name}: ${data.length} bytes`);
};

write('icon-192.png', render(192, { rounded: true }));
write('icon-512.png', render(512, { rounded: true }));
write('icon-maskable-512.png', render(512, { rounded: false }));
write('apple-touch-icon.png', render(180, { rounded: false }));
write('favicon.ico', encodeIco([16, 32, 48].map((size) => ({ size, png: render(size, { rounded: true }) }))));
