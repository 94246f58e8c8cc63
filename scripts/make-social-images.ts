/**
 * Draws the link preview image of each locale (1200×630, Open Graph and Twitter cards) and the
 * Apple touch icon (180×180) as SVG, and rasterises them with sharp into static/:
 *   npm run make:social-images
 * The PNGs are committed; run this again only when the design or a tagline changes.
 * Text is drawn with DejaVu Sans and Noto Sans CJK SC (Debian: fonts-dejavu-core, fonts-noto-cjk).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { siteConfig } from '../src/config/site';
import { APPLE_TOUCH_ICON, SOCIAL_IMAGE, THEME_COLORS, socialImagePath } from '../src/core/page-head';

const STATIC_DIR = path.join(__dirname, '../static');
const FONT = "'DejaVu Sans', 'Noto Sans CJK SC', sans-serif";

/** The brand gradient and the cube of the hero image, shared by both drawings. */
const defs = `
  <linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f97316"/>
    <stop offset="1" stop-color="#db2777"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.78" cy="0.42" r="0.55">
    <stop offset="0" stop-color="#fb923c" stop-opacity="0.28"/>
    <stop offset="0.6" stop-color="#db2777" stop-opacity="0.08"/>
    <stop offset="1" stop-color="#db2777" stop-opacity="0"/>
  </radialGradient>`;

const cube = (x: number, y: number, size: number, opacity: number) => {
  const s = size / 96;
  return `<g transform="translate(${x} ${y}) scale(${s})" opacity="${opacity}">
    <path d="M48 0 96 28v56L48 112 0 84V28z" fill="url(#brand)"/>
    <path d="M48 0 96 28 48 56 0 28z" fill="#fff" opacity=".28"/>
    <path d="M48 56v56L0 84V28z" fill="#000" opacity=".12"/>
  </g>`;
};

/** The favicon's "R" mark in its rounded square, at any size. */
const mark = (x: number, y: number, size: number) => `<g transform="translate(${x} ${y}) scale(${size / 64})">
    <rect x="4" y="4" width="56" height="56" rx="14" fill="url(#brand)"/>
    <path d="M22 46V18h12.5c6 0 9.5 3.2 9.5 8.2 0 3.6-1.9 6.2-5.1 7.3L45 46h-6.8l-5.6-11.5H28V46zm6-16.6h6c2.6 0 4-1.2 4-3.3 0-2.1-1.4-3.3-4-3.3h-6z" fill="#fff"/>
  </g>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function socialSvg(tagline: string): string {
  const { width, height } = SOCIAL_IMAGE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${defs}</defs>
  <rect width="${width}" height="${height}" fill="${THEME_COLORS.dark}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g fill="none" stroke="url(#brand)" stroke-width="8" stroke-linecap="round" opacity="0.5">
    <path d="M700 420h84M660 372h124M716 324h100"/>
  </g>
  ${cube(840, 150, 200, 1)}
  ${cube(960, 320, 140, 0.85)}
  ${cube(800, 360, 100, 0.7)}
  ${mark(96, 150, 112)}
  <text x="96" y="360" font-family="${FONT}" font-size="112" font-weight="700" fill="#ffffff">${escapeXml(siteConfig.title)}</text>
  <text x="100" y="432" font-family="${FONT}" font-size="40" fill="#b4bac3">${escapeXml(tagline)}</text>
  <rect x="0" y="${height - 12}" width="${width}" height="12" fill="url(#brand)"/>
</svg>`;
}

function touchIconSvg(): string {
  const size = APPLE_TOUCH_ICON.size;
  // iOS fills transparency with black and rounds the corners itself: a full square, no margin.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <defs>${defs}</defs>
  <rect width="64" height="64" fill="url(#brand)"/>
  <path d="M22 46V18h12.5c6 0 9.5 3.2 9.5 8.2 0 3.6-1.9 6.2-5.1 7.3L45 46h-6.8l-5.6-11.5H28V46zm6-16.6h6c2.6 0 4-1.2 4-3.3 0-2.1-1.4-3.3-4-3.3h-6z" fill="#fff"/>
</svg>`;
}

async function writePng(svg: string, site: string): Promise<void> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(path.join(STATIC_DIR, site), png);
  const { width, height } = await sharp(png).metadata();
  console.log(`static${site}: ${width}×${height}, ${png.length} bytes`);
}

async function main() {
  for (const locale of siteConfig.locales) {
    await writePng(socialSvg(locale.description), socialImagePath(locale.lang, siteConfig.defaultLang));
  }
  await writePng(touchIconSvg(), APPLE_TOUCH_ICON.path);
}

void main();
