import type { Page } from 'playwright-core';

/**
 * How well a piece on the board stands out from its square, measured on the pixels chromium
 * draws. Two screenshots of the square: as the player sees it, and with every piece painted
 * solid black on white (the piece's silhouette). For each pixel on the silhouette's edge we take
 * the best WCAG contrast against the square's own colour found within `reach` of it (the width of
 * an outline): an edge drawn in a colour close to the square's has no such pixel nearby, and the
 * shape is lost there. `weakest` is the 5th percentile over the edge, `lost` the share of the edge
 * below 3:1 (WCAG 1.4.11, non-text contrast).
 */
export interface EdgeContrast {
  square: string;
  piece: string;
  color: string;
  /** The square's colour as drawn (with its set-up tint), `#rrggbb`. */
  background: string;
  weakest: number;
  lost: number;
}

const MASK_STYLE = `
  [data-testid=board] [data-square] rect { fill: #fff !important; opacity: 1 !important; }
  [data-testid=board] g[transform] :not([fill="none"]) { fill: #000 !important; }
  [data-testid=board] g[transform] [stroke] { stroke: #000 !important; }
`;

export async function edgeContrast(page: Page, boardSelector: string, square: string): Promise<EdgeContrast> {
  const board = page.locator(boardSelector);
  const cell = board.locator(`[data-square="${square}"]`);
  const piece = (await cell.getAttribute('data-piece')) ?? '';
  const color = (await cell.getAttribute('data-color')) ?? '';
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.locator('rect').first().boundingBox())!;
  const clip = {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.floor(box.width),
    height: Math.floor(box.height),
  };
  const seen = (await page.screenshot({ clip })).toString('base64');
  const style = await page.addStyleTag({ content: MASK_STYLE });
  const mask = (await page.screenshot({ clip })).toString('base64');
  await style.evaluate((el) => (el as Element).remove());
  const measured = await page.evaluate(measureInBrowser, { seen, mask });
  return { square, piece, color, ...measured };
}

/** Runs in the page: decodes both PNGs on a canvas and measures (see EdgeContrast). */
async function measureInBrowser({ seen, mask }: { seen: string; mask: string }) {
  const pixels = async (b64: string) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    return ctx.getImageData(0, 0, img.width, img.height);
  };
  const a = await pixels(seen);
  const m = await pixels(mask);
  const { width: w, height: h } = a;
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const lum = (d: Uint8ClampedArray, i: number) =>
    0.2126 * channel(d[i]) + 0.7152 * channel(d[i + 1]) + 0.0722 * channel(d[i + 2]);
  // The square's colour: its top-left corner, which no glyph reaches.
  const bgLum = lum(a.data, (2 * w + 2) * 4);
  const background = `#${[0, 1, 2].map((k) => a.data[(2 * w + 2) * 4 + k].toString(16).padStart(2, '0')).join('')}`;
  const contrast = new Float32Array(w * h);
  const inside = new Uint8Array(w * h);
  for (let p = 0; p < w * h; p++) {
    const l = lum(a.data, p * 4);
    contrast[p] = (Math.max(l, bgLum) + 0.05) / (Math.min(l, bgLum) + 0.05);
    inside[p] = m.data[p * 4] < 128 ? 1 : 0;
  }
  const reach = Math.max(2, Math.round(w * 0.045));
  const best: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!inside[p] || (inside[p - 1] && inside[p + 1] && inside[p - w] && inside[p + w])) continue;
      let top = 1;
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || xx < 0 || yy >= h || xx >= w || dx * dx + dy * dy > reach * reach) continue;
          top = Math.max(top, contrast[yy * w + xx]);
        }
      }
      best.push(top);
    }
  }
  best.sort((x, y) => x - y);
  const weakest = best.length ? best[Math.floor(best.length * 0.05)] : 0;
  const lost = best.length ? best.filter((c) => c < 3).length / best.length : 1;
  return { background, weakest: Math.round(weakest * 100) / 100, lost: Math.round(lost * 1000) / 1000 };
}
