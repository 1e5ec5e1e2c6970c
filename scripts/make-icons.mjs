// Draws the web app manifest's PNG icons (issue #21) from public/favicon.svg, so the installed app, the tab and the
// favicon are one picture. Run after changing the SVG: `node scripts/make-icons.mjs`; the PNGs are committed.
// "any" icons are the SVG as it is; the maskable one puts it inside the centre 80 % circle that every launcher mask
// keeps (the W3C manifest's safe zone), on the app's accent colour, so no mask cuts the page mark.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFileSync, writeFileSync } from 'node:fs';

const svg = readFileSync('public/favicon.svg', 'utf8');
/** The SVG rasterised at `sizePx` (loadImage draws an SVG at its own width, 32 px, which scaled up is blurred). */
const svgAt = (sizePx) => loadImage(Buffer.from(svg.replace('<svg ', `<svg width="${sizePx}" height="${sizePx}" `)));
/** --ui-accent in src/designer/styles/app.css, also the manifest's theme colour */
const ACCENT = '#2563eb';

async function draw(file, sizePx, { maskable }) {
  const canvas = createCanvas(sizePx, sizePx);
  const context = canvas.getContext('2d');
  if (maskable) {
    context.fillStyle = ACCENT;
    context.fillRect(0, 0, sizePx, sizePx);
    // The page mark is a blue card: on a blue ground it is drawn white-edged by a slightly larger white card.
    const inner = sizePx * 0.6;
    const at = (sizePx - inner) / 2;
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.roundRect(at + inner * 0.12, at + inner * 0.05, inner * 0.76, inner * 0.9, inner * 0.12);
    context.fill();
    context.drawImage(await svgAt(Math.round(inner * 0.94)), at + inner * 0.03, at + inner * 0.03);
  } else {
    context.drawImage(await svgAt(sizePx), 0, 0);
  }
  writeFileSync(file, canvas.toBuffer('image/png'));
}

await draw('public/icons/platen-192.png', 192, { maskable: false });
await draw('public/icons/platen-512.png', 512, { maskable: false });
await draw('public/icons/platen-maskable-512.png', 512, { maskable: true });
