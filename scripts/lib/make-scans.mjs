// Realistic scan fixtures for the OCR tests (fixtures/statements/scans/): each statement printed
// as operators' paper looks (title, company and period line, unit, ruled table, bold totals,
// Roman-numeral sections, numbered or circled detail lines, negatives in parentheses), rendered
// by Chromium at the scan's dpi, then degraded with sharp as a scanner or a phone camera leaves
// it (grey paper, speckles, skew, blur, JPEG artefacts, uneven light).
// Deterministic: the noise comes from a seeded PRNG, no file carries a time.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

/** CSS pixels per inch: Chromium lays out at 96 px/in, deviceScaleFactor brings it to the dpi. */
const CSS_DPI = 96;
/** A4 in CSS pixels (210 × 297 mm). */
const A4 = { width: 794, height: 1123 };
const ROMAN = ['Ⅰ', 'Ⅱ', 'Ⅲ', 'Ⅳ', 'Ⅴ', 'Ⅵ', 'Ⅶ', 'Ⅷ', 'Ⅸ', 'Ⅹ'];
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';
const GRAND_TOTAL = /총계$/;

/**
 * The scans: company, statement, dpi, how it is degraded and the file it is written to.
 * A's three statements at 300 dpi, B's at 200 dpi, and B's income statement once more as a phone
 * photo; PNG and JPEG both occur.
 */
export const SCANS = [
  {
    company: 'A_city_bus_300',
    type: 'balance_sheet',
    dpi: 300,
    skew: -1.6,
    format: 'png',
    details: 'arabic',
    seed: 11,
  },
  {
    company: 'A_city_bus_300',
    type: 'income_statement',
    dpi: 300,
    skew: 1.2,
    format: 'jpeg',
    details: 'circled',
    seed: 12,
  },
  {
    company: 'A_city_bus_300',
    type: 'cost_statement',
    dpi: 300,
    skew: 2,
    format: 'png',
    details: 'paren',
    seed: 13,
  },
  {
    company: 'B_intercity_small',
    type: 'balance_sheet',
    dpi: 200,
    skew: 0.8,
    format: 'jpeg',
    details: 'arabic',
    seed: 21,
  },
  {
    company: 'B_intercity_small',
    type: 'income_statement',
    dpi: 200,
    skew: -2,
    format: 'png',
    details: 'arabic',
    seed: 22,
  },
  {
    company: 'B_intercity_small',
    type: 'cost_statement',
    dpi: 200,
    skew: -0.7,
    format: 'png',
    details: 'circled',
    seed: 23,
  },
  {
    company: 'B_intercity_small',
    type: 'income_statement',
    dpi: 200,
    skew: 1.4,
    format: 'jpeg',
    details: 'circled',
    seed: 24,
    photo: true,
  },
];

export function scanFileName(scan) {
  const kind = scan.photo ? 'photo' : `${scan.dpi}dpi`;
  return `${scan.company}-${scan.type}-${kind}.${scan.format === 'jpeg' ? 'jpg' : 'png'}`;
}

/** mulberry32: a small seeded PRNG, so the same seed gives the same speckles (and payrolls). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const won = (n) => (n < 0 ? `(${(-n).toLocaleString('en-US')})` : n.toLocaleString('en-US'));

function detailPrefix(style, n) {
  if (style === 'circled') return `${CIRCLED[(n - 1) % CIRCLED.length]} `;
  if (style === 'paren') return `(${n}) `;
  return `${n}. `;
}

/**
 * The end (exclusive) of the lines a line sums when it is a section header: the following lines,
 * nested sections counted once by their own amount, add up to it in both periods. Null for a line
 * that sums nothing below it.
 */
function scopeOf(lines, i, memo) {
  if (memo.has(i)) return memo.get(i);
  memo.set(i, null);
  const head = lines[i];
  let current = 0;
  let previous = 0;
  let k = i + 1;
  let end = null;
  while (k < lines.length) {
    const next = scopeOf(lines, k, memo) ?? k + 1;
    current += lines[k].current;
    previous += lines[k].previous;
    k = next;
    if (current === head.current && previous === head.previous) {
      end = k;
      break;
    }
  }
  memo.set(i, end);
  return end;
}

/** Depth of each line under the section headers it belongs to (0 = outermost). */
function depths(lines) {
  const memo = new Map();
  const out = lines.map(() => 0);
  lines.forEach((_, i) => {
    const end = scopeOf(lines, i, memo);
    for (let k = i + 1; k < (end ?? i + 1); k++) out[k] += 1;
  });
  return { depth: out, isHeader: (i) => memo.get(i) !== null };
}

/**
 * Printed labels as statements print them: outermost lines Ⅰ. Ⅱ. … (bold), the lines of a section
 * 1. / ① / (1) counted from 1 in each section, nested sections bold, grand totals spaced out.
 */
function printedRows(lines, style) {
  const { depth, isHeader } = depths(lines);
  let section = 0;
  const counters = [];
  return lines.map((line, i) => {
    const d = depth[i];
    counters.length = d + 1;
    counters[d] = (counters[d] ?? 0) + 1;
    if (GRAND_TOTAL.test(line.label)) {
      return { ...line, text: line.label.split('').join(' '), strong: true, depth: 0 };
    }
    if (d === 0) {
      return {
        ...line,
        text: `${ROMAN[section++ % ROMAN.length]}. ${line.label}`,
        strong: true,
        depth: 0,
      };
    }
    const prefix = detailPrefix(d === 1 ? style : 'paren', counters[d]);
    return { ...line, text: `${prefix}${line.label}`, strong: isHeader(i), depth: d };
  });
}

function pageHtml(scan, statement, company, lines) {
  const rows = printedRows(lines, scan.details)
    .map(
      (r) =>
        `<tr class="${r.strong ? 'strong' : ''}"><td style="padding-left:${8 + r.depth * 16}px">${r.text}</td>` +
        `<td>${won(r.current)}</td><td>${won(r.previous)}</td></tr>`,
    )
    .join('');
  // Row height shrinks for long statements so that every one fits one A4 page.
  const row = Math.min(24, Math.floor(900 / (lines.length + 2)));
  const css = `body{margin:0;background:#fff;color:#111;font-family:'Noto Serif CJK KR','Noto Sans CJK KR',serif}
.page{width:${A4.width}px;height:${A4.height}px;box-sizing:border-box;padding:56px 60px}
h1{text-align:center;font-size:26px;letter-spacing:14px;margin:0 0 10px}
.period{text-align:center;font-size:13px;margin:2px 0}
.meta{display:flex;justify-content:space-between;font-size:13px;margin:10px 0 4px}
table{width:100%;border-collapse:collapse;font-size:${Math.round(row * 0.58)}px;border:2px solid #111}
th,td{border:1px solid #333;padding:0 8px;height:${row}px;line-height:1}
th{font-weight:700;background:#f2f2f2;border-bottom:3px double #111}
td:nth-child(n+2){text-align:right;width:27%}
tr.strong td{font-weight:700}`;
  const { name, term } = company;
  return `<!doctype html><html lang="ko"><style>${css}</style><body><div class="page">
<h1>${statement.title}</h1>
<p class="period">제${term}기 2024년 1월 1일부터 2024년 12월 31일까지</p>
<p class="period">제${term - 1}기 2023년 1월 1일부터 2023년 12월 31일까지</p>
<div class="meta"><span>회사명: ${name}</span><span>(단위: 원)</span></div>
<table><thead><tr><th>과 목</th><th>제${term}기(당기)</th><th>제${term - 1}기(전기)</th></tr></thead>
<tbody>${rows}</tbody></table></div></body></html>`;
}

async function render(browser, html, dpi) {
  const context = await browser.newContext({
    viewport: A4,
    deviceScaleFactor: dpi / CSS_DPI,
  });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    return await page.screenshot({ clip: { x: 0, y: 0, ...A4 } });
  } finally {
    await context.close();
  }
}

/** Paper tone, ink spread and scanner noise on a grey raw buffer, in place. */
function speckle(data, width, height, random, photo) {
  const dots = Math.round(width * height * 0.0004);
  for (let i = 0; i < data.length; i++) {
    // Ink is never pure black nor paper pure white on a scan; photos lose more contrast.
    const v = data[i] / 255;
    const ink = photo ? 60 : 28;
    const paper = photo ? 225 : 238;
    data[i] = Math.round(ink + v * (paper - ink) + (random() - 0.5) * (photo ? 16 : 8));
  }
  for (let n = 0; n < dots; n++) {
    const x = Math.floor(random() * width);
    const y = Math.floor(random() * height);
    const r = random() < 0.85 ? 1 : 2;
    const shade = random() < 0.8 ? 40 + random() * 60 : 255;
    for (let dy = -r + 1; dy < r; dy++) {
      for (let dx = -r + 1; dx < r; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < width && yy < height) data[yy * width + xx] = shade;
      }
    }
  }
}

/** A phone photo's light: brighter towards one corner, a vignette at the edges. */
function unevenLight(data, width, height) {
  const cx = width * 0.3;
  const cy = height * 0.25;
  const reach = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gradient = 1 - 0.45 * (Math.hypot(x - cx, y - cy) / reach);
      const ex = (2 * x) / width - 1;
      const ey = (2 * y) / height - 1;
      const vignette = 1 - 0.25 * (ex * ex * ey * ey + 0.3 * (ex * ex + ey * ey));
      const i = y * width + x;
      data[i] = Math.max(0, Math.min(255, Math.round(data[i] * gradient * vignette)));
    }
  }
}

async function degrade(png, scan) {
  const rotated = await sharp(png)
    .greyscale()
    .rotate(scan.skew, { background: '#ffffff' })
    .blur(scan.photo ? 1.1 : 0.6)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = rotated.info;
  const data = new Uint8ClampedArray(rotated.data.buffer, rotated.data.byteOffset, width * height);
  speckle(data, width, height, prng(scan.seed), scan.photo);
  if (scan.photo) unevenLight(data, width, height);
  const image = sharp(Buffer.from(data.buffer, data.byteOffset, data.length), {
    raw: { width, height, channels: 1 },
  }).withMetadata({ density: scan.dpi });
  return scan.format === 'jpeg'
    ? image.jpeg({ quality: scan.photo ? 62 : 72, mozjpeg: true }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true, colours: 16, dither: 0 }).toBuffer();
}

/**
 * Writes every scan of SCANS into `outDir`. `companies` and `statements` are make-fixtures'
 * tables, `readSample` its CSV reader (the expected figures).
 */
export async function makeScans(browser, { companies, statements, readSample, outDir }) {
  for (const scan of SCANS) {
    const statement = statements.find((s) => s.type === scan.type);
    const html = pageHtml(
      scan,
      statement,
      companies[scan.company],
      readSample(scan.company, scan.type),
    );
    const png = await render(browser, html, scan.dpi);
    writeFileSync(join(outDir, scanFileName(scan)), await degrade(png, scan));
  }
}
