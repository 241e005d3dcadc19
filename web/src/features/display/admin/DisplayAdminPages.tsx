import { Select } from '@mantine/core';
import {
  penghargaanKinerjaSchema,
  programInovatifSchema,
  strategiRpjmdSchema,
  type PenghargaanKinerjaRecord,
  type ProgramInovatifRecord,
  type StrategiRpjmdRecord,
} from '@sakip/domain';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { ShowLink, type SimpleCrudConfig } from '../../../components/crud/SimpleCrudPages';
import type { CrudField, CrudValues } from '../../../components/crud/CrudForm';

/**
 * Super's administration of what the display pages and the LKIP show that no plan holds (issue 24
 * item 3): program inovatif of a unit's sub kegiatan, the national rank and awards of a goal in a
 * year, the strategies of an RPJMD goal. Each a CRUD group on SimpleCrudPages.
 */

const listRecords = (res: unknown) => (res as { data?: Record<string, unknown>[] }).data ?? [];
const unitOf = (v: CrudValues) => ({ satuan_kerja_id: typeof v.satuan_kerja_id === 'string' ? v.satuan_kerja_id : '' });
const small = { fontSize: 12, color: 'var(--mantine-color-dimmed)' } as const;
const idText = (id: number | null | undefined) => (id ? String(id) : '');

/** The unit picker and the option of one of its goals / sub kegiatan (loaded once the unit is chosen). */
function unitOption(name: string, label: string, endpoint: string, labelKey: (r: Record<string, unknown>) => string) {
  return {
    name,
    label,
    kind: 'option' as const,
    option: { endpoint, params: { per_page: 500 }, recordsOf: listRecords, labelKey, dependsOn: ['satuan_kerja_id'] },
    optionParams: unitOf,
  };
}

// -------------------------------------------------------------------------------------------
// Program inovatif
// -------------------------------------------------------------------------------------------

const PROGRAM_INOVATIF = 'admin/program-inovatif';

export const programInovatif: SimpleCrudConfig<ProgramInovatifRecord> = {
  group: PROGRAM_INOVATIF,
  noun: 'program inovatif',
  resource: 'program-inovatif',
  schema: programInovatifSchema,
  filterKeys: ['satuan_kerja_id'],
  filters: (f, set) => (
    <UnitFilter
      resource="program-inovatif"
      value={f.satuan_kerja_id ?? ''}
      onChange={(v) => set('satuan_kerja_id', v)}
    />
  ),
  nameOf: (r) => r.nama_inovasi,
  columns: [
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama, width: '22%' },
    {
      key: 'sub',
      header: 'Sub Kegiatan',
      render: (r) => (
        <>
          {r.sasaran}
          <div style={small}>{r.indikator}</div>
        </>
      ),
      width: '30%',
    },
    {
      key: 'inovasi',
      header: 'Inovasi',
      render: (r) => (
        <>
          <ShowLink group={PROGRAM_INOVATIF} id={r.id}>
            {r.nama_inovasi}
          </ShowLink>
          <div style={small}>{r.inovasi}</div>
        </>
      ),
    },
  ],
  fields: () => [
    { name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit', required: true },
    {
      ...unitOption(
        'kinerja_sub_kegiatan_id',
        'Kinerja sub kegiatan',
        '/kinerja-sub-kegiatan',
        (r) => `${String(r.sasaran)} — ${String(r.indikator)}`,
      ),
      required: true,
    },
    { name: 'nama_inovasi', label: 'Nama inovasi', kind: 'text', required: true },
    { name: 'inovasi', label: 'Uraian inovasi', kind: 'textarea', required: true },
  ],
  initial: (r) => ({
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    kinerja_sub_kegiatan_id: idText(r?.kinerja_sub_kegiatan_id),
    nama_inovasi: r?.nama_inovasi ?? '',
    inovasi: r?.inovasi ?? '',
  }),
  show: (r) => [
    { label: 'Tahun', value: String(r.tahun) },
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Sasaran sub kegiatan', value: r.sasaran },
    { label: 'Indikator', value: r.indikator },
    { label: 'Nama inovasi', value: r.nama_inovasi },
    { label: 'Uraian inovasi', value: r.inovasi },
  ],
};

// -------------------------------------------------------------------------------------------
// Penghargaan dan peringkat nasional
// -------------------------------------------------------------------------------------------

const PENGHARGAAN = 'admin/penghargaan-kinerja';
const TINGKAT_DATA = [
  { value: 'pemda', label: 'Pemerintah Daerah' },
  { value: 'pd', label: 'Perangkat Daerah' },
];

function TingkatFilter({ value, onChange }: { value: string; onChange: (v: string | null) => void }) {
  return (
    <Select
      label="Tingkat"
      placeholder="Semua tingkat"
      data={TINGKAT_DATA}
      value={value || null}
      onChange={onChange}
      clearable
      w={{ base: '100%', sm: 220 }}
    />
  );
}

const penghargaanFields: CrudField[] = [
  {
    name: 'sasaran_strategis_rpjmd_id',
    label: 'Sasaran strategis RPJMD (tingkat pemerintah daerah)',
    kind: 'option',
    required: false,
    description: 'Isi ini atau sasaran strategis PD, tidak keduanya',
    option: {
      endpoint: '/sasaran-strategis-rpjmd',
      params: { per_page: 500 },
      recordsOf: listRecords,
      labelKey: (r) =>
        `${String((r.sasaran_strategis as { sasaran?: string } | undefined)?.sasaran ?? '')} — ${String(r.indikator)}`,
    },
  },
  { name: 'satuan_kerja_id', label: 'Satuan kerja (tingkat perangkat daerah)', kind: 'unit', required: false },
  {
    ...unitOption(
      'sasaran_strategis_pd_id',
      'Sasaran strategis PD',
      '/sasaran-strategis-pd',
      (r) => `${String(r.sasaran_strategis_satker)} — ${String(r.iku)}`,
    ),
    required: false,
  },
  {
    name: 'peringkat',
    label: 'Peringkat nasional',
    kind: 'text',
    description: 'Misalnya: Peringkat 3 dari 98 kota',
  },
  { name: 'penghargaan', label: 'Penghargaan', kind: 'textarea' },
];

export const penghargaan: SimpleCrudConfig<PenghargaanKinerjaRecord> = {
  group: PENGHARGAAN,
  noun: 'penghargaan',
  resource: 'penghargaan-kinerja',
  schema: penghargaanKinerjaSchema,
  filterKeys: ['tingkat', 'satuan_kerja_id'],
  filters: (f, set) => (
    <>
      <TingkatFilter value={f.tingkat ?? ''} onChange={(v) => set('tingkat', v)} />
      <UnitFilter
        resource="penghargaan-kinerja"
        value={f.satuan_kerja_id ?? ''}
        onChange={(v) => set('satuan_kerja_id', v)}
      />
    </>
  ),
  nameOf: (r) => r.peringkat ?? r.penghargaan ?? r.sasaran,
  columns: [
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama, width: '20%' },
    {
      key: 'sasaran',
      header: 'Sasaran',
      render: (r) => (
        <>
          <ShowLink group={PENGHARGAAN} id={r.id}>
            {r.sasaran}
          </ShowLink>
          <div style={small}>{r.indikator}</div>
        </>
      ),
      width: '35%',
    },
    { key: 'peringkat', header: 'Peringkat Nasional', render: (r) => r.peringkat ?? '-' },
    { key: 'penghargaan', header: 'Penghargaan', render: (r) => r.penghargaan ?? '-' },
  ],
  fields: () => penghargaanFields,
  initial: (r) => ({
    sasaran_strategis_rpjmd_id: idText(r?.sasaran_strategis_rpjmd_id),
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    sasaran_strategis_pd_id: idText(r?.sasaran_strategis_pd_id),
    peringkat: r?.peringkat ?? '',
    penghargaan: r?.penghargaan ?? '',
  }),
  show: (r) => [
    { label: 'Tahun', value: String(r.tahun) },
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Sasaran', value: r.sasaran },
    { label: 'Indikator', value: r.indikator },
    { label: 'Peringkat nasional', value: r.peringkat },
    { label: 'Penghargaan', value: r.penghargaan },
  ],
};

// -------------------------------------------------------------------------------------------
// Strategi RPJMD
// -------------------------------------------------------------------------------------------

const STRATEGI = 'admin/strategi-rpjmd';

export const strategi: SimpleCrudConfig<StrategiRpjmdRecord> = {
  group: STRATEGI,
  noun: 'strategi',
  resource: 'strategi-rpjmd',
  schema: strategiRpjmdSchema,
  nameOf: (r) => `${r.sasaran_nomor}.${r.nomor}`,
  columns: [
    {
      key: 'sasaran',
      header: 'Sasaran Strategis',
      render: (r) => `${r.sasaran_nomor}. ${r.sasaran}`,
      width: '35%',
    },
    { key: 'nomor', header: 'No', render: (r) => r.nomor, width: 60 },
    {
      key: 'strategi',
      header: 'Strategi',
      render: (r) => (
        <ShowLink group={STRATEGI} id={r.id}>
          {r.strategi}
        </ShowLink>
      ),
    },
    { key: 'arah_kebijakan', header: 'Arah Kebijakan', render: (r) => r.arah_kebijakan ?? '-' },
  ],
  fields: () => [
    {
      name: 'sasaran_strategis_id',
      label: 'Sasaran strategis',
      kind: 'option',
      required: true,
      option: { endpoint: '/option/sasaran-strategis', labelKey: (r) => `${String(r.nomor)}. ${String(r.sasaran)}` },
    },
    { name: 'nomor', label: 'Nomor', kind: 'text', required: true },
    { name: 'strategi', label: 'Strategi', kind: 'textarea', required: true },
    { name: 'arah_kebijakan', label: 'Arah kebijakan', kind: 'textarea' },
  ],
  initial: (r) => ({
    sasaran_strategis_id: idText(r?.sasaran_strategis_id),
    nomor: r ? String(r.nomor) : '',
    strategi: r?.strategi ?? '',
    arah_kebijakan: r?.arah_kebijakan ?? '',
  }),
  show: (r) => [
    { label: 'Sasaran strategis', value: `${r.sasaran_nomor}. ${r.sasaran}` },
    { label: 'Nomor', value: String(r.nomor) },
    { label: 'Strategi', value: r.strategi },
    { label: 'Arah kebijakan', value: r.arah_kebijakan ?? '-' },
  ],
};
