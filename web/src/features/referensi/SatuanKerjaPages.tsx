import { Select, Text } from '@mantine/core';
import {
  imporSatuanKerja,
  JENIS_SATUAN_KERJA,
  JENIS_SATUAN_KERJA_LABELS,
  SATKER_SETDA_ID,
  satuanKerjaSchema,
  type JenisSatuanKerja,
  type SatuanKerjaRecord,
} from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { ShowLink, type SimpleCrudConfig } from '../../components/crud/SimpleCrudPages';
import {
  holderOf,
  pegawaiOption,
  pltFields,
  pltInitial,
  pltShow,
  StatusAktifFilter,
  StatusAktif,
} from './OrganisasiFields';

/** Satuan kerja (super, issue 24): the city's work units; a biro belongs to the Sekretariat Daerah. */
const GROUP = 'satuan-kerja';
const JENIS_DATA = JENIS_SATUAN_KERJA.map((j) => ({ value: j, label: JENIS_SATUAN_KERJA_LABELS[j] }));
const jenisLabel = (j: string) => JENIS_SATUAN_KERJA_LABELS[j as JenisSatuanKerja] ?? j;

function fields(record: SatuanKerjaRecord | null): CrudField[] {
  return [
    {
      name: 'satuan_kerja_id',
      label: 'Kode',
      kind: 'text',
      required: true,
      disabled: record !== null,
      description: `Tetap setelah disimpan. Sekretariat Daerah: ${SATKER_SETDA_ID}; kode biro diawali ${SATKER_SETDA_ID}.`,
    },
    { name: 'satuan_kerja_nama', label: 'Nama satuan kerja', kind: 'text', required: true },
    { name: 'singkatan', label: 'Singkatan', kind: 'text' },
    { name: 'jenis', label: 'Jenis', kind: 'select', required: true, data: JENIS_DATA },
    {
      name: 'parent_id',
      label: 'Induk (untuk biro)',
      kind: 'select',
      required: false,
      dataOf: (v) => (v.jenis === 'biro' ? [{ value: SATKER_SETDA_ID, label: 'Sekretariat Daerah' }] : []),
    },
    { name: 'jabatan_kepala', label: 'Jabatan kepala', kind: 'text', required: true },
    {
      ...pegawaiOption('kepala_nip', 'Kepala (NIP)', holderOf(record?.kepala_nip, record?.kepala_nama)),
      optionParams: (v) => ({ satuan_kerja_id: typeof v.satuan_kerja_id === 'string' ? v.satuan_kerja_id : '' }),
    },
    ...pltFields(record),
    { name: 'urutan', label: 'Urutan', kind: 'text' },
    { name: 'active', label: 'Aktif', kind: 'switch' },
  ];
}

export const satuanKerjaConfig: SimpleCrudConfig<SatuanKerjaRecord> = {
  group: GROUP,
  noun: 'satuan kerja',
  importRecipe: imporSatuanKerja,
  resource: 'satuan-kerja',
  schema: satuanKerjaSchema,
  historyLabels: { is_rsud: 'RSUD' },
  filterKeys: ['jenis', 'status'],
  filters: (f, set) => (
    <>
      <Select
        label="Jenis"
        placeholder="Semua"
        data={JENIS_DATA}
        value={f.jenis || null}
        onChange={(v) => set('jenis', v)}
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <StatusAktifFilter value={f.status} onChange={(v) => set('status', v)} />
    </>
  ),
  nameOf: (r) => r.satuan_kerja_nama,
  columns: [
    { key: 'kode', header: 'Kode', render: (r) => r.satuan_kerja_id, width: 90 },
    {
      key: 'nama',
      header: 'Nama',
      render: (r) => (
        <>
          <ShowLink group={GROUP} id={r.id}>
            {r.satuan_kerja_nama}
          </ShowLink>
          {r.parent_nama ? (
            <Text size="xs" c="dimmed">
              {r.parent_nama}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'jenis', header: 'Jenis', render: (r) => jenisLabel(r.jenis) },
    { key: 'kepala', header: 'Kepala', render: (r) => (r.plt_nama ? `Plt. ${r.plt_nama}` : (r.kepala_nama ?? '-')) },
    { key: 'status', header: 'Status', render: (r) => <StatusAktif active={r.active} />, width: 100 },
  ],
  fields: (_user, record) => fields(record),
  initial: (r) => ({
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    satuan_kerja_nama: r?.satuan_kerja_nama ?? '',
    singkatan: r?.singkatan ?? '',
    jenis: r?.jenis ?? '',
    parent_id: r?.parent_id ?? '',
    jabatan_kepala: r?.jabatan_kepala ?? '',
    kepala_nip: r?.kepala_nip ?? '',
    urutan: r ? String(r.urutan) : '0',
    active: r?.active ?? true,
    ...pltInitial(r),
  }),
  show: (r) => [
    { label: 'Kode', value: r.satuan_kerja_id },
    { label: 'Nama', value: r.satuan_kerja_nama },
    { label: 'Singkatan', value: r.singkatan },
    { label: 'Jenis', value: jenisLabel(r.jenis) },
    { label: 'Induk', value: r.parent_nama },
    { label: 'Jabatan kepala', value: r.jabatan_kepala },
    { label: 'Kepala', value: r.kepala_nama ? `${r.kepala_nama} (${r.kepala_nip})` : null },
    ...pltShow(r),
    { label: 'Status', value: <StatusAktif active={r.active} /> },
  ],
};
