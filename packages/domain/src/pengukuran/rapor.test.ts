import { describe, expect, it } from 'vitest';
import {
  angkaAtauStrip,
  compareRank,
  itemTercapai,
  judulTriwulan,
  kumulatifBulanan,
  labelPenyesuaian,
  labelRank,
  narasiRapor,
  nilaiEfisiensiRank,
  rankUnits,
  raporItem,
  ringkasRapor,
  triwulanBerikutnya,
  type RankInput,
  type RaporItem,
  type RaporSumber,
} from './rapor';
import { raporDataReport } from '../report/pages/rapor-data';
import { raporRankReport } from '../report/pages/rapor-rank';

const zeros = () => Array<number | null>(12).fill(null);
function sumber(over: Partial<RaporSumber> = {}): RaporSumber {
  return {
    id: 1,
    polaritas: 'naik',
    anggaran: 1200,
    target_bulanan: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10],
    realisasi_bulanan: zeros(),
    anggaran_bulanan: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
    realisasi_anggaran_bulanan: zeros(),
    ...over,
  };
}
const item = (over: Partial<RaporItem> = {}): RaporItem => ({
  id: 1,
  target: 10,
  realisasi: 10,
  capaian: 100,
  tercapai: true,
  anggaran: 100,
  terserap: 90,
  ...over,
});

describe('tercapai with polarity', () => {
  it('higher is better: realisasi ≥ target', () => {
    expect(itemTercapai(30, 30, 'naik')).toBe(true);
    expect(itemTercapai(30, 29.99, 'naik')).toBe(false);
  });
  it('lower is better: realisasi ≤ target', () => {
    expect(itemTercapai(5, 4, 'turun')).toBe(true);
    expect(itemTercapai(5, 5, 'turun')).toBe(true);
    expect(itemTercapai(5, 6, 'turun')).toBe(false);
  });
  it('missing realisasi or target is not achieved', () => {
    expect(itemTercapai(5, null)).toBe(false);
    expect(itemTercapai(null, 5)).toBe(false);
    expect(itemTercapai(0, 5)).toBe(false);
  });
});

describe('cumulative quarters', () => {
  it('an item of TW1 has a target in Jan-Mar; TW2 sums Jan-Jun', () => {
    const s = sumber({ realisasi_bulanan: [10, 10, 5, 10, 10, 20, null, null, null, null, null, null] });
    const tw1 = raporItem(s, 1);
    expect(tw1).toMatchObject({ target: 30, realisasi: 25, tercapai: false, capaian: 83.33, anggaran: 300 });
    const tw2 = raporItem(s, 2);
    expect(tw2).toMatchObject({ target: 60, realisasi: 65, tercapai: true, anggaran: 600 });
  });
  it('an item with targets only later is not an item of TW1, but is of TW3', () => {
    const s = sumber({ target_bulanan: [null, null, null, null, null, null, null, 50, null, null, null, null] });
    expect(raporItem(s, 1)).toBeNull();
    expect(raporItem(s, 2)).toBeNull();
    expect(raporItem(s, 3)?.target).toBe(50);
  });
  it('without a monthly cash plan the yearly budget counts; spending of the months only', () => {
    const s = sumber({ anggaran_bulanan: zeros(), realisasi_anggaran_bulanan: [50, 50, 50, 50, ...zeros().slice(4)] });
    expect(raporItem(s, 1)).toMatchObject({ anggaran: 1200, terserap: 150 });
  });
  it('month-by-month cumulative values up to the quarter end', () => {
    expect(kumulatifBulanan([1, 2, null, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2)).toEqual([1, 3, 3, 7, 12, 18]);
    expect(kumulatifBulanan(zeros(), 1)).toEqual([null, null, null]);
  });
});

describe('budget: absorption and efisiensi', () => {
  it('sums anggaran and terserap; tidak terserap never below 0', () => {
    const r = ringkasRapor([item({ anggaran: 100, terserap: 150 }), item({ anggaran: 100, terserap: 20 })]);
    expect(r).toMatchObject({ anggaran: 200, terserap: 170, tidak_terserap: 30, persen_terserap: 85 });
    const over = ringkasRapor([item({ anggaran: 100, terserap: 150 })]);
    expect(over.tidak_terserap).toBe(0);
  });
  it('efisiensi only when every item is tercapai, else null', () => {
    expect(ringkasRapor([item(), item()]).efisiensi).toBe(10);
    expect(ringkasRapor([item(), item({ tercapai: false })]).efisiensi).toBeNull();
  });
  it('capaian = tercapai / items × 100, two decimals; 0 items → 0', () => {
    const r = ringkasRapor([item(), item({ tercapai: false, anggaran: 70 }), item({ tercapai: false, anggaran: 30 })]);
    expect(r.capaian).toBe(33.33);
    expect(r.anggaran_tidak_tercapai).toBe(100);
    expect(ringkasRapor([])).toMatchObject({ jumlah: 0, capaian: 0, efisiensi: null, persen_terserap: null });
  });
  it('no budget: percentages are null, never NaN', () => {
    const r = ringkasRapor([item({ anggaran: 0, terserap: 0 })]);
    expect(r.persen_terserap).toBeNull();
    expect(r.efisiensi).toBeNull();
  });
});

function unit(id: string, over: Partial<RankInput> = {}): RankInput {
  return {
    satuan_kerja_id: id,
    satuan_kerja_nama: `Dinas ${id}`,
    capaian: 50,
    jumlah: 4,
    anggaran: 1000,
    efisiensi: null,
    penambahan_output: 0,
    ...over,
  };
}
const order = (units: RankInput[]) => rankUnits(units).map((u) => u.satuan_kerja_id);

describe('ranking keys, in order', () => {
  it('1: capaian > 0 before capaian 0', () => {
    expect(order([unit('A', { capaian: 0, jumlah: 99 }), unit('B', { capaian: 1 })])).toEqual(['B', 'A']);
  });
  it('2: among capaian 0 units, more items first (not among capaian > 0)', () => {
    expect(order([unit('A', { capaian: 0, jumlah: 2 }), unit('B', { capaian: 0, jumlah: 5 })])).toEqual(['B', 'A']);
    expect(order([unit('A', { capaian: 50, jumlah: 2 }), unit('B', { capaian: 50, jumlah: 5 })])).toEqual(['A', 'B']);
  });
  it('3: anggaran > 0 before no budget', () => {
    expect(order([unit('A', { capaian: 100, anggaran: 0 }), unit('B', { capaian: 10 })])).toEqual(['B', 'A']);
  });
  it('4: capaian', () => {
    expect(order([unit('A', { capaian: 60 }), unit('B', { capaian: 80 })])).toEqual(['B', 'A']);
  });
  it('5: penambahan jumlah output', () => {
    expect(order([unit('A', { penambahan_output: 1 }), unit('B', { penambahan_output: 3 })])).toEqual(['B', 'A']);
  });
  it('6: efisiensi, negated above 10 %, "-" below every number', () => {
    expect(nilaiEfisiensiRank(8)).toBe(8);
    expect(nilaiEfisiensiRank(10)).toBe(10);
    expect(nilaiEfisiensiRank(25)).toBe(-25);
    expect(nilaiEfisiensiRank(null)).toBeNull();
    const units = [
      unit('A', { capaian: 100, efisiensi: 25 }),
      unit('B', { capaian: 100, efisiensi: 9 }),
      unit('C', { capaian: 100, efisiensi: null }),
      unit('D', { capaian: 100, efisiensi: 2 }),
    ];
    expect(order(units)).toEqual(['B', 'D', 'A', 'C']);
  });
  it('ties keep a stable order by unit name, ranks 1..n', () => {
    const ranked = rankUnits([
      unit('2', { satuan_kerja_nama: 'Dinas Sosial' }),
      unit('1', { satuan_kerja_nama: 'Dinas Kesehatan' }),
    ]);
    expect(ranked.map((u) => [u.satuan_kerja_nama, u.rank])).toEqual([
      ['Dinas Kesehatan', 1],
      ['Dinas Sosial', 2],
    ]);
    expect(compareRank(unit('X'), unit('X'))).toBe(0);
  });
});

describe('texts', () => {
  it('next-quarter labels', () => {
    expect(triwulanBerikutnya(1)).toBe('II, III & IV');
    expect(triwulanBerikutnya(2)).toBe('III & IV');
    expect(triwulanBerikutnya(3)).toBe('IV');
    expect(triwulanBerikutnya(4)).toBe('Tahun Selanjutnya');
    expect(labelPenyesuaian(1)).toBe('Triwulan II, III & IV');
    expect(labelPenyesuaian(4)).toBe('Tahun Selanjutnya');
  });
  it('title and rank card', () => {
    expect(judulTriwulan(3, 2025)).toBe('TRIWULAN III TAHUN 2025');
    expect(labelRank(3, 42)).toBe('TERBAIK 3 DARI 42 PD DAN BIRO');
  });
  it("'-' for missing numbers", () => {
    expect(angkaAtauStrip(null)).toBe('-');
    expect(angkaAtauStrip(Number.NaN)).toBe('-');
    expect(angkaAtauStrip(1234.5)).toBe('1.234,50');
    expect(angkaAtauStrip(12)).toBe('12');
  });
});

describe('review narrative from the data', () => {
  const base = { satuan_kerja_nama: 'Dinas Kesehatan', tahun: 2025, triwulan: 1 as const };
  it('100 %: one sentence with the efisiensi', () => {
    const [text, ...rest] = narasiRapor({ ...base, ringkasan: ringkasRapor([item(), item()]), gagal: [] });
    expect(rest).toEqual([]);
    expect(text).toContain('Seluruh 2 sasaran sub kegiatan Dinas Kesehatan tercapai sampai Triwulan I Tahun 2025');
    expect(text).toContain('Efisiensi anggaran 10,00%');
  });
  it('no items: says the card cannot be rated', () => {
    expect(narasiRapor({ ...base, ringkasan: ringkasRapor([]), gagal: [] })[0]).toContain('belum memiliki sasaran');
  });
  it('each failed item with its cause and corrective steps, or the missing cause', () => {
    const ringkasan = ringkasRapor([item(), item({ tercapai: false }), item({ tercapai: false })]);
    const paragraphs = narasiRapor({
      ...base,
      ringkasan,
      gagal: [
        {
          sasaran: 'Meningkatnya imunisasi',
          indikator: 'Cakupan imunisasi',
          satuan: '%',
          target: 30,
          realisasi: 20,
          penyebab: 'Vaksin terlambat datang.',
          langkah_perbaikan: [
            { sasaran: 'Jemput bola ke posyandu', anggaran: 1_000_000 },
            { sasaran: 'Koordinasi distribusi', anggaran: 500_000 },
          ],
        },
        {
          sasaran: 'Terlaksananya penyuluhan',
          indikator: 'Jumlah penyuluhan',
          satuan: 'kali',
          target: 4,
          realisasi: null,
          penyebab: null,
          langkah_perbaikan: [],
        },
      ],
    });
    expect(paragraphs[0]).toContain('1 dari 3 sasaran sub kegiatan Dinas Kesehatan tercapai');
    expect(paragraphs[1]).toBe(
      'Meningkatnya imunisasi (Cakupan imunisasi: realisasi 20 dari target 30 %) tidak tercapai karena Vaksin terlambat datang. Langkah aksi perbaikan: Jemput bola ke posyandu dan Koordinasi distribusi dengan usulan anggaran Rp 1.500.000.',
    );
    expect(paragraphs[2]).toContain('realisasi - dari target 4 kali) tidak tercapai; penyebab kegagalan belum diisi.');
  });
});

describe('report declarations', () => {
  it('data page: 12 months × target/realisasi, Tercapai / Tidak Tercapai filter', () => {
    expect(raporDataReport.columns.filter((c) => c.group === 'Jan').map((c) => c.header)).toEqual([
      'Target',
      'Realisasi',
    ]);
    expect(raporDataReport.query.safeParse({ status: 'tercapai', triwulan: '2' }).success).toBe(true);
    expect(raporDataReport.query.safeParse({ status: 'lain' }).success).toBe(false);
  });
  it('rank page: the columns of DOMAIN-2', () => {
    expect(raporRankReport.columns.map((c) => c.header)).toEqual([
      'Rank',
      'Satuan Kerja/Biro',
      'Capaian Kinerja',
      'Efisiensi',
      'Jumlah Anggaran',
      'Rp',
      '%',
      'Rp',
      '%',
      'Penambahan Jumlah Output',
    ]);
  });
});
