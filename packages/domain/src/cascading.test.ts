import { describe, expect, it } from 'vitest';
import {
  CASCADING_LEVEL_DEPTH,
  cascadingLevelLabel,
  hasCsfInfo,
  hasSolusi,
  levelShown,
  skpLabel,
} from './cascading';
import { NODE_ICON_LABELS, NODE_ICON_VARIANTS, nodeIcon } from './capaian';
import { pengampuLabel, pengampuSatuanKerja, pengampuTypeOf } from './pengampu';
import { yearKey } from './periods';
import { cascadingQuerySchema, publicCascadingQuerySchema } from './schemas/cascading';

describe('nodeIcon (SPEC §4)', () => {
  const icon = (capaian: number | null | undefined, failed: number) => {
    const kind = nodeIcon(capaian, failed);
    return kind && { color: NODE_ICON_VARIANTS[kind], label: NODE_ICON_LABELS[kind] };
  };

  it("warns 'Tidak tercapai' when capaian is missing or below 100 and no CSF failed", () => {
    expect(icon(null, 0)).toEqual({ color: 'warning', label: 'Tidak tercapai' });
    expect(icon(undefined, 0)).toEqual({ color: 'warning', label: 'Tidak tercapai' });
    expect(icon(99.99, 0)).toEqual({ color: 'warning', label: 'Tidak tercapai' });
  });

  it("shows danger 'CSF Gagal' when achieved but with failed-CSF notes", () => {
    expect(icon(100, 1)).toEqual({ color: 'danger', label: 'CSF Gagal' });
  });

  it("shows info 'Tidak tercapai & CSF Gagal' when both apply", () => {
    expect(icon(66.67, 2)).toEqual({ color: 'info', label: 'Tidak tercapai & CSF Gagal' });
    expect(icon(null, 1)).toEqual({ color: 'info', label: 'Tidak tercapai & CSF Gagal' });
  });

  it('shows no icon when achieved without failed-CSF notes', () => {
    expect(icon(100, 0)).toBeNull();
    expect(icon(120, 0)).toBeNull();
  });
});

describe('node marks', () => {
  it("shows 'Solusi Kinerja' only for a non-empty solution", () => {
    expect(hasSolusi('Menambah guru')).toBe(true);
    expect(hasSolusi('  ')).toBe(false);
    expect(hasSolusi(null)).toBe(false);
  });

  it("shows the 'CSF' info only with achieved-performance notes", () => {
    expect(hasCsfInfo([{ id: 1 }])).toBe(true);
    expect(hasCsfInfo([])).toBe(false);
    expect(hasCsfInfo(undefined)).toBe(false);
  });

  it('labels SKP marks', () => {
    expect(skpLabel(true)).toBe('Ditandai sebagai SKP');
    expect(skpLabel(false)).toBe('Bukan SKP');
  });
});

describe('pengampu labels of the diagram (SPEC §9)', () => {
  const unit = (satuan_kerja_id: string, satuan_kerja_nama: string, jenis: string, is_rsud = false) => ({
    satuan_kerja_id,
    satuan_kerja_nama,
    jenis,
    is_rsud,
  });

  it("names the top level 'Walikota' and a unit's head 'Kepala {unit}'", () => {
    expect(pengampuLabel({ level: 'kota' })).toBe('Walikota');
    expect(pengampuSatuanKerja(unit('1010', 'Dinas Pendidikan', 'dinas'))).toBe('Kepala Dinas Pendidikan');
  });

  it('reads a stored pengampu type, null when empty or unknown', () => {
    expect(pengampuTypeOf('tim-kerja')).toBe('tim-kerja');
    expect(pengampuTypeOf('unit-kerja')).toBe('unit-kerja');
    expect(pengampuTypeOf(null)).toBeNull();
    expect(pengampuTypeOf('lainnya')).toBeNull();
  });

  it("uses 'Sekretaris Daerah', 'Inspektur' and the hospital director", () => {
    expect(pengampuSatuanKerja(unit('9999', 'Sekretariat Daerah', 'sekretariat'))).toBe('Sekretaris Daerah');
    expect(pengampuSatuanKerja(unit('1300', 'Inspektorat', 'inspektorat'))).toBe('Inspektur');
    const rsud = unit('1025', 'RSUD Kota', 'rsud', true);
    expect(pengampuSatuanKerja(rsud, { isKinerjaDirekturRsud: true })).toBe('Direktur RSUD Kota');
    expect(pengampuSatuanKerja(rsud)).toBe('Kepala RSUD Kota');
  });
});

describe('year key of the yearly target', () => {
  it("is prefix + 1-based index in the period, or 'baseline' below 1", () => {
    expect(yearKey('target_', 2024)).toBe('target_1');
    expect(yearKey('target_', 2025)).toBe('target_2');
    expect(yearKey('target_', 2023, 2024)).toBe('baseline');
  });
});

describe('levels', () => {
  it('cuts the tree at max_level: 5 by default, 6 adds langkah aksi, 7 team members', () => {
    expect(levelShown('kinerja-sub-kegiatan', 5)).toBe(true);
    expect(levelShown('kinerja-langkah-aksi', 5)).toBe(false);
    expect(levelShown('kinerja-langkah-aksi', 6)).toBe(true);
    expect(levelShown('tim-kerja-anggota', 6)).toBe(false);
    expect(levelShown('tim-kerja-anggota', 7)).toBe(true);
    expect(Object.values(CASCADING_LEVEL_DEPTH)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('labels the levels differently in arsitektur kinerja', () => {
    expect(cascadingLevelLabel('cascading', 'kinerja-program')).toBe('Kinerja Program');
    expect(cascadingLevelLabel('arsitektur-kinerja', 'kinerja-program')).not.toBe('Kinerja Program');
    expect(cascadingLevelLabel('arsitektur-kinerja', 'kinerja-sub-kegiatan')).toBe('Keluaran (Output)');
  });
});

describe('cascading query', () => {
  it('defaults to max_level 5, type cascading, flags off', () => {
    expect(cascadingQuerySchema.parse({})).toEqual({
      satuan_kerja_id: undefined,
      max_level: 5,
      type: 'cascading',
      show_skp: false,
      bayangan: false,
    });
  });

  it('reads query-string values', () => {
    const q = cascadingQuerySchema.parse({
      satuan_kerja_id: '1010',
      max_level: '7',
      type: 'arsitektur-kinerja',
      show_skp: 'true',
      bayangan: '1',
    });
    expect(q).toEqual({ satuan_kerja_id: '1010', max_level: 7, type: 'arsitektur-kinerja', show_skp: true, bayangan: true });
  });

  it('rejects a level outside 1-7 and an unknown type with Indonesian messages', () => {
    const r = cascadingQuerySchema.safeParse({ max_level: '8', type: 'pohon' });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('Tingkat maksimal harus antara 1 dan 7');
    expect(messages.some((m) => m.startsWith('Jenis diagram tidak dikenal'))).toBe(true);
    expect(cascadingQuerySchema.safeParse({ max_level: '0' }).success).toBe(false);
  });

  it('needs the unit on the public display', () => {
    const r = publicCascadingQuerySchema.safeParse({});
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Satuan kerja wajib dipilih');
  });
});
