import { describe, expect, it } from 'vitest';
import {
  LKE_PREDIKAT,
  LKE_SKALA,
  LKE_SUB_JENIS,
  lkeKerangkaLogis,
  lkeSkalaOpsi,
  lkeGeneratedNotes,
  lkeMissing,
  lkeMissingMessage,
  lkeNilaiAkhir,
  lkePlenoError,
  lkePredikat,
  lkeScore,
  lkeTransition,
  lkeWhatIf,
  type LkeStructure,
} from './lke';

const opsi = (base: number) => [
  { id: base + 1, label: 'Y', nilai: 1, penjelasan: null },
  { id: base + 2, label: 'T', nilai: 0, penjelasan: null },
];
/** One component of 30: subs 6 / 9 / 15 with 2, 3 and 1 criteria. */
const S: LkeStructure = [
  {
    id: 1,
    kode: '1',
    nama: 'Perencanaan Kinerja',
    bobot: 30,
    sub: [
      { id: 11, kode: '1.a', nama: 'Keberadaan', bobot: 6, kriteria: [1, 2].map((n) => crit(n)) },
      { id: 12, kode: '1.b', nama: 'Kualitas', bobot: 9, kriteria: [3, 4, 5].map((n) => crit(n)) },
      { id: 13, kode: '1.c', nama: 'Pemanfaatan', bobot: 15, kriteria: [crit(6)] },
    ],
  },
];
function crit(n: number) {
  return {
    id: n,
    kode: `K${n}`,
    pertanyaan: `Kriteria ${n}`,
    opsi: opsi(n * 10),
    slots: [{ id: n * 100, label: 'Dokumen', jenis: 'file' as const }],
  };
}

describe('lke score', () => {
  it('sub = mean × weight, komponen = Σ, total = Σ; unanswered counts 0', () => {
    const values: Record<number, number> = { 1: 1, 2: 0, 3: 1, 4: 1, 5: 0.5, 6: 1 };
    const s = lkeScore(S, (id) => values[id]);
    expect(s.komponen[0]?.sub.map((x) => x.nilai)).toEqual([3, 7.5, 15]);
    expect(s.total).toBe(25.5);
    expect(lkeScore(S, () => null).total).toBe(0);
  });
});

describe('lke predikat', () => {
  it.each([
    [100, 'AA'],
    [90.01, 'AA'],
    [90, 'A'],
    [80.01, 'A'],
    [80, 'BB'],
    [70, 'B'],
    [60.5, 'B'],
    [60, 'CC'],
    [50, 'C'],
    [30.01, 'C'],
    [30, 'D'],
    [0, 'D'],
  ])('%s → %s', (total, kode) => {
    expect(lkePredikat(total)?.kode).toBe(kode);
  });
  it('float noise near a boundary is rounded first; none for null', () => {
    expect(lkePredikat(89.999999999)?.kode).toBe('A');
    expect(lkePredikat(90.0000001)?.kode).toBe('A');
    expect(lkePredikat(null)).toBeNull();
    expect(lkePredikat(Number.NaN)).toBeNull();
  });
});

describe('lke final value', () => {
  it('pleno, else stage 2, else stage 1, else none', () => {
    expect(lkeNilaiAkhir({ pleno: 80, tahapAkhir: 70, tahapAwal: 60 })).toEqual({ nilai: 80, sumber: 'pleno' });
    expect(lkeNilaiAkhir({ pleno: null, tahapAkhir: 70, tahapAwal: 60 })).toEqual({ nilai: 70, sumber: 'tahap_akhir' });
    expect(lkeNilaiAkhir({ pleno: null, tahapAkhir: null, tahapAwal: 60 })).toEqual({
      nilai: 60,
      sumber: 'tahap_awal',
    });
    expect(lkeNilaiAkhir({ pleno: null, tahapAkhir: null, tahapAwal: null })).toBeNull();
    expect(lkeNilaiAkhir({ pleno: 0, tahapAkhir: 70, tahapAwal: null })?.sumber).toBe('pleno');
  });
});

describe('lke what-if', () => {
  it('lists the largest gains first and the points the next band needs', () => {
    const values: Record<number, number> = { 1: 1, 2: 0, 3: 1, 4: 1, 5: 0, 6: 0 };
    const w = lkeWhatIf(S, (id) => values[id]);
    expect(w.total).toBe(9);
    expect(w.predikat).toBe('D');
    expect(w.predikat_berikutnya).toBe('C');
    expect(w.poin_dibutuhkan).toBe(21.01);
    expect(w.kriteria.map((k) => [k.kode, k.potensi])).toEqual([
      ['K6', 15],
      ['K2', 3],
      ['K5', 3],
    ]);
    expect(w.cukup_dengan).toBeNull();
  });
  it('at AA there is no next band', () => {
    const full: LkeStructure = [
      { ...S[0]!, bobot: 100, sub: S[0]!.sub.map((x, i) => ({ ...x, bobot: [20, 30, 50][i]! })) },
    ];
    const w = lkeWhatIf(full, () => 1);
    expect(w.predikat).toBe('AA');
    expect(w.predikat_berikutnya).toBeNull();
    expect(w.poin_dibutuhkan).toBeNull();
    expect(w.kriteria).toEqual([]);
  });
});

describe('lke completeness', () => {
  it('lists unanswered criteria and empty slots', () => {
    const missing = lkeMissing(
      S,
      (id) => id !== 2,
      (slot) => slot !== 300,
    );
    expect(missing).toEqual([
      { kriteria_id: 2, kode: 'K2', kurang: ['Jawaban'] },
      { kriteria_id: 3, kode: 'K3', kurang: ['Dokumen'] },
    ]);
    expect(lkeMissingMessage(missing)).toBe('Lembar kerja belum lengkap: K2 (Jawaban); K3 (Dokumen)');
  });
});

describe('lke stages', () => {
  it('walks the happy path and refuses the rest', () => {
    expect(lkeTransition('pengisian', 'ajukan_1')).toBe('validasi_1');
    expect(lkeTransition('validasi_1', 'tutup_1')).toBe('perbaikan');
    expect(lkeTransition('perbaikan', 'ajukan_2')).toBe('validasi_2');
    expect(lkeTransition('validasi_2', 'tutup_2')).toBe('pleno');
    expect(lkeTransition('pleno', 'tutup_pleno')).toBe('selesai');
    expect(lkeTransition('pengisian', 'tutup_1')).toBeNull();
    expect(lkeTransition('validasi_1', 'ajukan_1')).toBeNull();
    expect(lkeTransition('selesai', 'batal_1')).toBeNull();
    expect(lkeTransition('selesai', 'batal_2')).toBeNull();
    expect(lkeTransition('validasi_2', 'batal_1')).toBe('pengisian');
    expect(lkeTransition('pleno', 'batal_2')).toBe('perbaikan');
  });
});

describe('lke plenary value', () => {
  it('in [0, weight], step 0.5', () => {
    expect(lkePlenoError(0, 30)).toBeNull();
    expect(lkePlenoError(30, 30)).toBeNull();
    expect(lkePlenoError(7.5, 15)).toBeNull();
    expect(lkePlenoError(30.5, 30)).toBe('Nilai harus antara 0 dan 30');
    expect(lkePlenoError(-0.5, 30)).toBe('Nilai harus antara 0 dan 30');
    expect(lkePlenoError(7.25, 15)).toBe('Nilai harus kelipatan 0,5');
  });
});

describe('lke generated notes', () => {
  it('notes differing values and rejected evidence', () => {
    const k = crit(1);
    const notes = lkeGeneratedNotes([
      { kriteria: k, komponenId: 1, unitOpsiId: 11, validatorOpsiId: 12, status: 'terima', catatan: null },
      { kriteria: k, komponenId: 1, unitOpsiId: 11, validatorOpsiId: 11, status: 'terima', catatan: null },
      {
        kriteria: k,
        komponenId: 1,
        unitOpsiId: 11,
        validatorOpsiId: 11,
        status: 'tolak',
        catatan: 'Dokumen tidak ditandatangani',
      },
    ]);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.teks).toBe('K1 Kriteria 1: jawaban unit "Y", nilai evaluator "T"');
    expect(notes[1]?.teks).toBe('K1 Kriteria 1: eviden ditolak: Dokumen tidak ditandatangani');
  });
});

/** The 88/2021 shape: 4 components (30/30/15/25), subs 20/30/50 %, 80 criteria, AA..E options. */
function worksheet88(): LkeStructure {
  const counts = [
    [6, 11, 8],
    [3, 7, 10],
    [6, 9, 7],
    [3, 5, 5],
  ];
  let id = 0;
  return [30, 30, 15, 25].map((bobot, ki) => ({
    id: ki + 1,
    kode: String(ki + 1),
    nama: `Komponen ${ki + 1}`,
    bobot,
    sub: LKE_SUB_JENIS.map((jenis, si) => ({
      id: (ki + 1) * 10 + si,
      kode: `${ki + 1}.${'abc'[si]}`,
      nama: jenis,
      jenis,
      bobot: (bobot * [20, 30, 50][si]!) / 100,
      kriteria: Array.from({ length: counts[ki]![si]! }, () => {
        id += 1;
        const base = id * 100;
        return {
          id,
          kode: `K${id}`,
          pertanyaan: `Kriteria ${id}`,
          opsi: lkeSkalaOpsi(jenis).map((o, i) => ({
            id: base + i,
            label: o.label,
            nilai: o.nilai_persen / 100,
            penjelasan: o.penjelasan,
          })),
          slots: [],
        };
      }),
    })),
  }));
}

describe('lke scale of PermenPAN-RB 88/2021', () => {
  const W = worksheet88();
  const grade = (label: string) => (kriteriaId: number) => {
    const c = W.flatMap((k) => k.sub.flatMap((s) => s.kriteria)).find((x) => x.id === kriteriaId)!;
    return c.opsi.find((o) => o.label === label)!.nilai;
  };
  it('has 80 criteria and the eight grades AA..E = 100/90/80/70/60/50/30/0', () => {
    expect(W.flatMap((k) => k.sub.flatMap((s) => s.kriteria))).toHaveLength(80);
    expect(LKE_SKALA.map((o) => [o.label, o.nilai_persen])).toEqual([
      ['AA', 100],
      ['A', 90],
      ['BB', 80],
      ['B', 70],
      ['CC', 60],
      ['C', 50],
      ['D', 30],
      ['E', 0],
    ]);
  });
  it('BB everywhere scores exactly 80.00 (BB), AA everywhere 100.00 (AA), E everywhere 0 (D)', () => {
    const bb = lkeScore(W, grade('BB'));
    expect(bb.total).toBe(80);
    expect(bb.komponen.map((k) => k.nilai)).toEqual([24, 24, 12, 20]);
    expect(lkePredikat(bb.total)?.kode).toBe('BB');
    expect(lkeScore(W, grade('AA')).total).toBe(100);
    expect(lkePredikat(lkeScore(W, grade('AA')).total)?.kode).toBe('AA');
    expect(lkeScore(W, grade('A')).total).toBe(90);
    expect(lkePredikat(90)?.kode).toBe('A');
    expect(lkeScore(W, grade('E')).total).toBe(0);
  });
  it('a grade means something else for keberadaan than for kualitas and pemanfaatan', () => {
    const ada = lkeSkalaOpsi('keberadaan');
    const mutu = lkeSkalaOpsi('pemanfaatan');
    expect(ada[0]?.penjelasan).toContain('5 tahun');
    expect(ada[1]?.penjelasan).toContain('1 tahun');
    expect(mutu[0]?.penjelasan).toContain('contoh secara nasional');
    expect(ada[2]?.penjelasan).toBe(mutu[2]?.penjelasan);
    expect(ada[2]?.penjelasan).toContain('kebijakan nasional');
  });
  it('predikat labels and interpretations: CC reads Cukup (Memadai)', () => {
    expect(LKE_PREDIKAT.map((p) => [p.kode, p.keterangan])).toEqual([
      ['AA', 'Sangat Memuaskan'],
      ['A', 'Memuaskan'],
      ['BB', 'Sangat Baik'],
      ['B', 'Baik'],
      ['CC', 'Cukup (Memadai)'],
      ['C', 'Kurang'],
      ['D', 'Sangat Kurang'],
    ]);
    expect(LKE_PREDIKAT.every((p) => p.interpretasi.length > 40)).toBe(true);
  });
});

describe('lke logical frame', () => {
  const W = worksheet88();
  const [k1] = W;
  const values = new Map<number, number>();
  const valueOf = (id: number) => values.get(id);
  it('warns when kualitas or pemanfaatan is graded above keberadaan, naming both', () => {
    values.clear();
    for (const c of k1!.sub[0]!.kriteria) values.set(c.id, 0.7); // 1.a B
    for (const c of k1!.sub[1]!.kriteria) values.set(c.id, 0.8); // 1.b BB
    for (const c of k1!.sub[2]!.kriteria) values.set(c.id, 0.7); // 1.c B (equal: fine)
    const w = lkeKerangkaLogis(W, valueOf);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({
      sub: '1.b kualitas',
      keberadaan: '1.a keberadaan',
      nilai_sub: 80,
      nilai_keberadaan: 70,
    });
    expect(w[0]?.pesan).toBe(
      'Komponen 1: 1.b kualitas (80,00%) dinilai lebih tinggi daripada 1.a keberadaan (70,00%). Periksa kembali kerangka logisnya.',
    );
  });
  it('is quiet when consistent or when a sub komponen has no answers; reads the kind from the name', () => {
    values.clear();
    for (const c of k1!.sub[1]!.kriteria) values.set(c.id, 1);
    expect(lkeKerangkaLogis(W, valueOf)).toEqual([]);
    const byName: LkeStructure = W.map((k) => ({
      ...k,
      sub: k.sub.map((s) => ({ ...s, jenis: null, nama: `Sub ${s.nama}` })),
    }));
    for (const c of k1!.sub[0]!.kriteria) values.set(c.id, 0.5);
    expect(lkeKerangkaLogis(byName, valueOf).map((x) => x.sub)).toEqual(['1.b Sub kualitas']);
  });
});
