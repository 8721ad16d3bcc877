// Draws the installable app's icons into web/public/icons (committed; run again only to change them):
// the app's logo, the mortar-board of the sidebar (Icon 'logo'), white on the primary blue of styles.css.
// PNGs are written with Node's own zlib (no image library): each pixel is sampled 4 x 4 times against
// the shapes, in the logo's 24-unit grid, for smooth edges.
//
//   npx tsx web/build-tools/make-icons.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const PRIMARY: Rgb = [0x1d, 0x4e, 0xd8];
const WHITE: Rgb = [0xff, 0xff, 0xff];
type Rgb = [number, number, number];
type Point = [number, number];

/** The logo's shapes in its 24 x 24 grid: the board (a filled diamond) and the cap under it (a 2-unit stroke). */
const BOARD: Point[] = [[22, 10], [12, 5], [2, 10], [12, 15]];
const STROKE = 1.9;
const CAP: Point[] = (() => {
  // 'M6 12v5c3 3 9 3 12 0v-5': down, a cubic curve from (6,17) to (18,17) through (9,20) and (15,20), up.
  const points: Point[] = [[6, 12], [6, 17]];
  for (let i = 1; i <= 24; i += 1) {
    const t = i / 24;
    const u = 1 - t;
    const x = u * u * u * 6 + 3 * u * u * t * 9 + 3 * u * t * t * 15 + t * t * t * 18;
    const y = u * u * u * 17 + 3 * u * u * t * 20 + 3 * u * t * t * 20 + t * t * t * 17;
    points.push([x, y]);
  }
  points.push([18, 12]);
  return points;
})();

function insidePolygon([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToSegment([x, y]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

function onLogo(point: Point): boolean {
  if (insidePolygon(point, BOARD)) return true;
  for (let i = 1; i < CAP.length; i += 1) if (distanceToSegment(point, CAP[i - 1]!, CAP[i]!) <= STROKE / 2) return true;
  return false;
}

/** Inside a square with rounded corners of `radius` (fractions of the side). */
function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

interface IconSpec {
  file: string;
  size: number;
  /** The part of the side the logo's 24-unit grid spans. */
  logoScale: number;
  /** Rounded corners (a transparent outside), or the whole square filled (maskable, apple-touch). */
  cornerRadius: number | null;
}

/** RGBA pixels of one icon. */
function draw({ size, logoScale, cornerRadius }: IconSpec): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  const offset = (1 - logoScale) / 2;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let logo = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (cornerRadius !== null && !insideRoundedSquare(x, y, cornerRadius)) continue;
          background += 1;
          // The logo's grid: 24 units across logoScale of the side, centred (the drawing spans y 5 to 21.2: its centre 13.1 goes to the middle).
          if (onLogo([((x - offset) / logoScale) * 24, ((y - offset) / logoScale) * 24 + 1.1])) logo += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const alpha = background / total;
      const white = background === 0 ? 0 : logo / background;
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(PRIMARY[c]! * (1 - white) + WHITE[c]! * white);
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of RGBA pixels: 8 bits per channel, each row with filter 0. */
export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(6, 9); // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The maskable icon keeps the logo inside the safe zone (the centre circle of 80 % of the side). */
export const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, logoScale: 0.7, cornerRadius: 0.2 },
  { file: 'icon-512.png', size: 512, logoScale: 0.7, cornerRadius: 0.2 },
  { file: 'maskable-512.png', size: 512, logoScale: 0.52, cornerRadius: null },
  { file: 'apple-touch-icon.png', size: 180, logoScale: 0.62, cornerRadius: null },
];

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4.8" fill="#1d4ed8"/><g transform="translate(3.6 2.8) scale(0.7)"><path d="M22 10 12 5 2 10l10 5 10-5z" fill="#fff"/><path d="M6 12v5c3 3 9 3 12 0v-5" fill="none" stroke="#fff" stroke-width="${STROKE}" stroke-linecap="round"/></g></svg>\n`;

function main(): void {
  const folder = path.resolve(import.meta.dirname, '../public/icons');
  mkdirSync(folder, { recursive: true });
  for (const icon of ICONS) writeFileSync(path.join(folder, icon.file), encodePng(icon.size, draw(icon)));
  writeFileSync(path.join(folder, 'icon.svg'), SVG);
  process.stdout.write(`${ICONS.length} PNG icons and icon.svg written to ${folder}\n`);
}

if (process.argv[1]?.endsWith('make-icons.ts')) main();
