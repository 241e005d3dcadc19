import { mayChooseUnit, type KamusIndikatorRecord, type SessionUser } from '@sakip/domain';
import type { CrudField } from '../../../components/crud/CrudForm';

/**
 * The three modes of the kamus indikator page: /kamus-indikator (output indicators),
 * /kamus-indikator-fungsional (indicators of functional positions) and
 * /kamus-indikator-validasi-bappeda (Bappeda validates every entry with a note).
 */
export type KamusMode = 'umum' | 'fungsional' | 'validasi';

export const GROUP = 'kamus-indikator';

/** The sub kegiatan picker: the unit's own list, or every sub kegiatan while no unit is chosen yet. */
function subKegiatanField(unit: string | null | undefined): CrudField {
  const base = { name: 'sub_kegiatan_id', label: 'Sub kegiatan', kind: 'option', required: false } as const;
  if (unit) return { ...base, option: { endpoint: `/option/sub-kegiatan/${unit}` } };
  return {
    ...base,
    option: {
      endpoint: '/sub-kegiatan',
      params: { per_page: 500 },
      recordsOf: (res) => (res as { data: Record<string, unknown>[] }).data,
      labelKey: (r) => `${String(r.kode)} ${String(r.nama)}`,
    },
  };
}

export function formFields(user: SessionUser | null, record: KamusIndikatorRecord | null): CrudField[] {
  const chooses = !!user && mayChooseUnit(user, 'kamus-indikator');
  const unit = record?.satuan_kerja_id ?? (chooses ? null : user?.satuan_kerja_id);
  return [
    ...(chooses && !record ? [{ name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit' } as CrudField] : []),
    subKegiatanField(unit),
    { name: 'indikator_output', label: 'Indikator Output', kind: 'textarea', required: true },
    { name: 'indikator_kemendagri', label: 'Indikator Sub Kegiatan Versi Kemendagri', kind: 'textarea' },
    { name: 'satuan', label: 'Satuan', kind: 'text' },
    { name: 'is_fungsional', label: 'Indikator fungsional', kind: 'switch' },
    { name: 'keterangan', label: 'Keterangan', kind: 'textarea' },
  ];
}

export function initialOf(record: KamusIndikatorRecord | null, mode: KamusMode) {
  return {
    satuan_kerja_id: record?.satuan_kerja_id ?? '',
    sub_kegiatan_id: record?.sub_kegiatan_id ?? null,
    indikator_output: record?.indikator_output ?? '',
    indikator_kemendagri: record?.indikator_kemendagri ?? '',
    satuan: record?.satuan ?? '',
    is_fungsional: record?.is_fungsional ?? mode === 'fungsional',
    keterangan: record?.keterangan ?? '',
  };
}
