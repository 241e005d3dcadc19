import { formatNumber, formatPercent, formatRupiah, type RaporCard } from '@sakip/domain';
import { RAPOR_CHART_TITLES, raporChartSvgs } from './rapor-chart-options';

/**
 * PNG of the rapor card, drawn from its data on a canvas (no DOM cloning): title, unit, quarter,
 * rank, the eight tiles, causes, the two adjustments, the review narrative and the two charts (drawn
 * off screen by the charting library from the page's own options, as SVG). The same pixels
 * whatever the screen width; `ratio` is the export pixel ratio (SPEC §9, default 1).
 */
const W = 1200;
const PAD = 32;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function draw(ctx: CanvasRenderingContext2D, card: RaporCard, measureOnly: boolean): number {
  const r = card.ringkasan;
  let y = PAD;
  const text = (s: string, x: number, size: number, weight = 400, color = '#1a1b1e') => {
    ctx.font = `${weight} ${size}px ${FONT}`;
    ctx.fillStyle = color;
    if (!measureOnly) ctx.fillText(s, x, y);
  };
  const box = (x: number, top: number, w: number, h: number, fill: string) => {
    if (measureOnly) return;
    ctx.fillStyle = fill;
    ctx.fillRect(x, top, w, h);
    ctx.strokeStyle = '#dee2e6';
    ctx.strokeRect(x + 0.5, top + 0.5, w - 1, h - 1);
  };
  ctx.textBaseline = 'top';
  box(0, 0, W, 120, '#e7f5ff');
  text('RAPOR KINERJA', PAD, 30, 700);
  y += 40;
  text(card.satuan_kerja?.satuan_kerja_nama ?? '', PAD, 20, 600);
  y += 28;
  text(card.judul, PAD, 16);
  y = PAD;
  ctx.font = `700 18px ${FONT}`;
  const rankW = ctx.measureText(card.rank.label).width + 32;
  box(W - PAD - rankW, PAD, rankW, 44, '#ffffff');
  y = PAD + 12;
  text(card.rank.label, W - PAD - rankW + 16, 18, 700, '#5c3c00');
  y = 140;
  const tiles: [string, string][] = [
    ['CAPAIAN', formatPercent(r.capaian)],
    ['JUMLAH SASARAN SUB KEGIATAN', formatNumber(r.jumlah)],
    ['TERCAPAI', formatNumber(r.tercapai)],
    ['TIDAK TERCAPAI', formatNumber(r.tidak_tercapai)],
    ['EFISIENSI', formatPercent(r.efisiensi)],
    ['ANGGARAN', formatRupiah(r.anggaran)],
    ['TERSERAP', formatRupiah(r.terserap)],
    ['TIDAK TERSERAP', formatRupiah(r.tidak_terserap)],
  ];
  const tileW = (W - PAD * 2 - 3 * 12) / 4;
  tiles.forEach(([label, value], i) => {
    const x = PAD + (i % 4) * (tileW + 12);
    const top = 140 + Math.floor(i / 4) * 92;
    box(x, top, tileW, 80, '#ffffff');
    y = top + 12;
    text(label, x + 12, 12, 600, '#868e96');
    y = top + 36;
    text(value, x + 12, 24, 700);
  });
  y = 140 + 2 * 92 + 8;
  const blocks: [string, string][] = [
    ['Penyebab Kegagalan', `${card.penyebab.gagal} tidak tercapai | ${card.penyebab.jumlah_penyebab} penyebab`],
    [
      `Penyesuaian Intervensi untuk ${card.penyesuaian_intervensi.label}`,
      `${card.penyesuaian_intervensi.sebelum} → ${card.penyesuaian_intervensi.sesudah} langkah aksi`,
    ],
    [
      'Penyesuaian Anggaran',
      `${formatRupiah(card.penyesuaian_anggaran.sebelum)} → ${formatRupiah(card.penyesuaian_anggaran.sesudah)}`,
    ],
  ];
  const blockW = (W - PAD * 2 - 2 * 12) / 3;
  const top = y;
  blocks.forEach(([label, value], i) => {
    const x = PAD + i * (blockW + 12);
    box(x, top, blockW, 80, '#ffffff');
    y = top + 12;
    for (const line of wrap(ctx, label, blockW - 24).slice(0, 2)) {
      text(line, x + 12, 14, 600);
      y += 18;
    }
    y = top + 52;
    text(value, x + 12, 16, 700);
  });
  y = top + 100;
  text('Reviu Kinerja', PAD, 18, 700);
  y += 28;
  ctx.font = `400 15px ${FONT}`;
  for (const paragraph of card.narasi) {
    for (const line of wrap(ctx, paragraph, W - PAD * 2)) {
      text(line, PAD, 15);
      y += 21;
    }
    y += 8;
  }
  return y + PAD;
}

const GAP = 12;
const CHART_W = (W - PAD * 2 - GAP) / 2;
const CHART_H = 320;
const CHARTS_BLOCK = 28 + CHART_H + PAD;

function loadSvg(svg: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('grafik gagal dimuat'));
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  });
}

/** The two charts side by side under the narrative, each with its title, as on the page. */
function drawCharts(ctx: CanvasRenderingContext2D, charts: HTMLImageElement[], top: number) {
  charts.forEach((img, i) => {
    const x = PAD + i * (CHART_W + GAP);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, top, CHART_W, 28 + CHART_H);
    ctx.strokeStyle = '#dee2e6';
    ctx.strokeRect(x + 0.5, top + 0.5, CHART_W - 1, 28 + CHART_H - 1);
    ctx.font = `700 15px ${FONT}`;
    ctx.fillStyle = '#1a1b1e';
    ctx.fillText(RAPOR_CHART_TITLES[i] ?? '', x + 12, top + 10);
    ctx.drawImage(img, x, top + 28, CHART_W, CHART_H);
  });
}

export async function raporCardPng(card: RaporCard, ratio = 1): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas tidak tersedia');
  const charts = await Promise.all((await raporChartSvgs(card, CHART_W, CHART_H)).map(loadSvg));
  const textHeight = draw(ctx, card, true);
  const height = textHeight + CHARTS_BLOCK;
  canvas.width = W * ratio;
  canvas.height = height * ratio;
  ctx.scale(ratio, ratio);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, height);
  draw(ctx, card, false);
  ctx.textBaseline = 'top';
  drawCharts(ctx, charts, textHeight);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('export gagal'))), 'image/png'),
  );
}

/** Saves the card as 'rapor-kinerja-{unit}-tw{n}-{tahun}.png'. */
export async function downloadRaporPng(card: RaporCard, ratio = 1): Promise<void> {
  const blob = await raporCardPng(card, ratio);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `rapor-kinerja-${card.satuan_kerja?.satuan_kerja_id ?? 'unit'}-tw${card.triwulan}-${card.tahun}.png`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
