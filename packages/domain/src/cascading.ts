import type { CascadingNodeLevel, CascadingType } from './schemas/cascading';

/**
 * Rules of the cascading diagram that both sides use (SPEC §4 'Other diagram states', §9 levels).
 * The node icon is nodeIcon of capaian.ts, the pengampu labels are in pengampu.ts, the year key in
 * periods.ts.
 */

// -------------------------------------------------------------------------------------------
// Node marks (SPEC §2, §4; the performance icon itself is nodeIcon of capaian.ts)
// -------------------------------------------------------------------------------------------

export const NODE_SOLUSI_LABEL = 'Solusi Kinerja';
export const NODE_CSF_LABEL = 'CSF';

/** The green 'Solusi Kinerja' check: a solution exists. */
export function hasSolusi(solusi: string | null | undefined): boolean {
  return typeof solusi === 'string' && solusi.trim() !== '';
}

/** The 'CSF' info icon: achieved-performance notes exist. */
export function hasCsfInfo(kinerjaTercapai: readonly unknown[] | null | undefined): boolean {
  return (kinerjaTercapai?.length ?? 0) > 0;
}

export const SKP_LABEL = 'Ditandai sebagai SKP';
export const BUKAN_SKP_LABEL = 'Bukan SKP';

/** showSkp=true marks every node (SPEC §2). */
export function skpLabel(skp: boolean): string {
  return skp ? SKP_LABEL : BUKAN_SKP_LABEL;
}

// -------------------------------------------------------------------------------------------
// Levels (SPEC §1, §9)
// -------------------------------------------------------------------------------------------

/** Depth (1-based) of each node level: max_level keeps the levels up to it. */
export const CASCADING_LEVEL_DEPTH: Record<CascadingNodeLevel, number> = {
  'sasaran-strategis-rpjmd': 1,
  'sasaran-strategis-pd': 2,
  'kinerja-program': 3,
  'kinerja-kegiatan': 4,
  'kinerja-sub-kegiatan': 5,
  'kinerja-langkah-aksi': 6,
  'tim-kerja-anggota': 7,
};

/** Whether a level is part of a tree cut at `maxLevel`. */
export function levelShown(level: CascadingNodeLevel, maxLevel: number): boolean {
  return CASCADING_LEVEL_DEPTH[level] <= maxLevel;
}

/** The heading of a node level in each view (arsitektur kinerja names results, not documents). */
export const CASCADING_LEVEL_LABELS: Record<CascadingType, Record<CascadingNodeLevel, string>> = {
  cascading: {
    'sasaran-strategis-rpjmd': 'Sasaran Strategis RPJMD',
    'sasaran-strategis-pd': 'Sasaran Strategis Perangkat Daerah',
    'kinerja-program': 'Kinerja Program',
    'kinerja-kegiatan': 'Kinerja Kegiatan',
    'kinerja-sub-kegiatan': 'Kinerja Sub Kegiatan',
    'kinerja-langkah-aksi': 'Langkah Aksi',
    'tim-kerja-anggota': 'Anggota Tim',
  },
  'arsitektur-kinerja': {
    'sasaran-strategis-rpjmd': 'Dampak (Impact)',
    'sasaran-strategis-pd': 'Hasil Akhir (Ultimate Outcome)',
    'kinerja-program': 'Hasil Antara (Intermediate Outcome)',
    'kinerja-kegiatan': 'Hasil Langsung (Immediate Outcome)',
    'kinerja-sub-kegiatan': 'Keluaran (Output)',
    'kinerja-langkah-aksi': 'Langkah Aksi',
    'tim-kerja-anggota': 'Anggota Tim',
  },
};

/** Field captions of a node card in each view. */
export const CASCADING_FIELD_LABELS: Record<
  CascadingType,
  { sasaran: string; indikator: string; target: string; anggaran: string; realisasiAnggaran: string; pengampu: string }
> = {
  cascading: {
    sasaran: 'Sasaran',
    indikator: 'Indikator',
    target: 'Target',
    anggaran: 'Anggaran',
    realisasiAnggaran: 'Realisasi Anggaran',
    pengampu: 'Pengampu',
  },
  'arsitektur-kinerja': {
    sasaran: 'Kinerja',
    indikator: 'Ukuran Kinerja',
    target: 'Target',
    anggaran: 'Anggaran',
    realisasiAnggaran: 'Realisasi Anggaran',
    pengampu: 'Penanggung Jawab',
  },
};

export function cascadingLevelLabel(type: CascadingType, level: CascadingNodeLevel): string {
  return CASCADING_LEVEL_LABELS[type][level];
}
