import { Text } from '@mantine/core';
import { imporPegawai, pegawaiSchema, type PegawaiRecord } from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { UnitFilter } from '../../components/crud/ListFilters';
import { ShowLink, type SimpleCrudConfig } from '../../components/crud/SimpleCrudPages';
import { StatusAktifFilter, StatusAktif, unitKerjaOption } from './OrganisasiFields';

/** Pegawai (super, issue 24): employees by NIP, their unit and position; deactivated, not deleted, when in use. */
const GROUP = 'pegawai';

/** The unit and position pickers name the saved ones even when deactivated since (the pegawai stays editable). */
const fields = (r: PegawaiRecord | null): CrudField[] => [
  {
    name: 'nip',
    label: 'NIP',
    kind: 'text',
    required: true,
    description: '18 digit: tanggal lahir (yyyymmdd), TMT (yyyymm), jenis kelamin (1/2), nomor urut',
  },
  { name: 'peg_nama', label: 'Nama', kind: 'text', required: true },
  { name: 'pangkat_golongan', label: 'Pangkat/golongan', kind: 'text' },
  { name: 'jabatan', label: 'Jabatan', kind: 'text' },
  {
    name: 'satuan_kerja_id',
    label: 'Satuan kerja',
    kind: 'unit',
    required: false,
    current: r?.satuan_kerja_id ? { value: r.satuan_kerja_id, label: r.satuan_kerja_nama ?? r.satuan_kerja_id } : null,
  },
  {
    ...unitKerjaOption('unit_kerja_id', 'Unit kerja'),
    current: r?.unit_kerja_id ? { value: String(r.unit_kerja_id), label: r.unit_kerja_nama ?? '-' } : null,
  },
  { name: 'active', label: 'Aktif', kind: 'switch' },
];

export const pegawaiConfig: SimpleCrudConfig<PegawaiRecord> = {
  group: GROUP,
  noun: 'pegawai',
  importRecipe: imporPegawai,
  resource: 'pegawai',
  schema: pegawaiSchema,
  filterKeys: ['satuan_kerja_id', 'status'],
  filters: (f, set) => (
    <>
      <UnitFilter resource="pegawai" value={f.satuan_kerja_id ?? ''} onChange={(v) => set('satuan_kerja_id', v)} />
      <StatusAktifFilter value={f.status} onChange={(v) => set('status', v)} />
    </>
  ),
  nameOf: (r) => r.peg_nama,
  columns: [
    {
      key: 'nama',
      header: 'Nama',
      render: (r) => (
        <>
          <ShowLink group={GROUP} id={r.id}>
            {r.peg_nama}
          </ShowLink>
          <Text size="xs" c="dimmed">
            {r.nip}
          </Text>
        </>
      ),
    },
    { key: 'golongan', header: 'Pangkat/Golongan', render: (r) => r.pangkat_golongan ?? '-' },
    { key: 'jabatan', header: 'Jabatan', render: (r) => r.jabatan ?? '-' },
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama ?? '-' },
    { key: 'status', header: 'Status', render: (r) => <StatusAktif active={r.active} />, width: 100 },
  ],
  fields: (_user, record) => fields(record),
  initial: (r) => ({
    nip: r?.nip ?? '',
    peg_nama: r?.peg_nama ?? '',
    pangkat_golongan: r?.pangkat_golongan ?? '',
    jabatan: r?.jabatan ?? '',
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    unit_kerja_id: r?.unit_kerja_id ?? '',
    active: r?.active ?? true,
  }),
  show: (r) => [
    { label: 'NIP', value: r.nip },
    { label: 'Nama', value: r.peg_nama },
    { label: 'Pangkat/golongan', value: r.pangkat_golongan },
    { label: 'Jabatan', value: r.jabatan },
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Unit kerja', value: r.unit_kerja_nama },
    { label: 'Status', value: <StatusAktif active={r.active} /> },
  ],
};
