import { Select, Text } from '@mantine/core';
import { ESELON_UNIT_KERJA, imporUnitKerja, unitKerjaSchema, type UnitKerjaRecord } from '@sakip/domain';
import type { CrudField } from '../../components/crud/CrudForm';
import { UnitFilter } from '../../components/crud/ListFilters';
import { ShowLink, type SimpleCrudConfig } from '../../components/crud/SimpleCrudPages';
import {
  holderOf,
  pegawaiOption,
  pltFields,
  pltInitial,
  pltShow,
  StatusAktifFilter,
  StatusAktif,
  unitKerjaOption,
} from './OrganisasiFields';

/** Unit kerja (super, issue 24): the positions of a satuan kerja as a tree, holders and Plt. */
const GROUP = 'unit-kerja';
const ESELON_LABEL: Record<number, string> = { 2: 'II', 3: 'III', 4: 'IV' };
const ESELON_DATA = ESELON_UNIT_KERJA.map((e) => ({ value: String(e), label: `Eselon ${ESELON_LABEL[e]}` }));

function fields(record: UnitKerjaRecord | null): CrudField[] {
  return [
    { name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit', disabled: record !== null },
    { name: 'eselon', label: 'Eselon', kind: 'select', required: true, data: ESELON_DATA },
    unitKerjaOption('parent_id', 'Atasan'),
    { name: 'unit_kerja_nama', label: 'Nama unit', kind: 'text', required: true },
    { name: 'unit_kerja_nama_full', label: 'Nama lengkap', kind: 'text' },
    { name: 'jabatan_nama', label: 'Jabatan', kind: 'text', required: true },
    pegawaiOption('pejabat_nip', 'Pejabat (NIP)', holderOf(record?.pejabat_nip, record?.pejabat_nama)),
    ...pltFields(record),
    { name: 'active', label: 'Aktif', kind: 'switch' },
  ];
}

export const unitKerjaConfig: SimpleCrudConfig<UnitKerjaRecord> = {
  group: GROUP,
  noun: 'unit kerja',
  importRecipe: imporUnitKerja,
  resource: 'unit-kerja',
  schema: unitKerjaSchema,
  filterKeys: ['satuan_kerja_id', 'eselon', 'status'],
  filters: (f, set) => (
    <>
      <UnitFilter resource="unit-kerja" value={f.satuan_kerja_id ?? ''} onChange={(v) => set('satuan_kerja_id', v)} />
      <Select
        label="Eselon"
        placeholder="Semua"
        data={ESELON_DATA}
        value={f.eselon || null}
        onChange={(v) => set('eselon', v)}
        clearable
        w={{ base: '100%', sm: 150 }}
      />
      <StatusAktifFilter value={f.status} onChange={(v) => set('status', v)} />
    </>
  ),
  nameOf: (r) => r.jabatan_nama,
  columns: [
    {
      key: 'jabatan',
      header: 'Jabatan',
      render: (r) => (
        <div style={{ paddingLeft: `${r.tingkat * 1.25}rem` }}>
          <ShowLink group={GROUP} id={r.id}>
            {r.jabatan_nama}
          </ShowLink>
          <Text size="xs" c="dimmed">
            {r.unit_kerja_nama} · Eselon {ESELON_LABEL[r.eselon] ?? r.eselon}
          </Text>
        </div>
      ),
    },
    { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama },
    {
      key: 'pejabat',
      header: 'Pejabat',
      render: (r) => (r.plt_nama ? `Plt. ${r.plt_nama}` : (r.pejabat_nama ?? '-')),
    },
    { key: 'status', header: 'Status', render: (r) => <StatusAktif active={r.active} />, width: 100 },
  ],
  fields: (_user, record) => fields(record),
  initial: (r) => ({
    satuan_kerja_id: r?.satuan_kerja_id ?? '',
    parent_id: r?.parent_id ?? '',
    unit_kerja_nama: r?.unit_kerja_nama ?? '',
    unit_kerja_nama_full: r?.unit_kerja_nama_full ?? '',
    jabatan_nama: r?.jabatan_nama ?? '',
    eselon: r ? String(r.eselon) : '',
    pejabat_nip: r?.pejabat_nip ?? '',
    active: r?.active ?? true,
    ...pltInitial(r),
  }),
  show: (r) => [
    { label: 'Satuan kerja', value: r.satuan_kerja_nama },
    { label: 'Nama unit', value: r.unit_kerja_nama },
    { label: 'Nama lengkap', value: r.unit_kerja_nama_full },
    { label: 'Jabatan', value: r.jabatan_nama },
    { label: 'Eselon', value: ESELON_LABEL[r.eselon] ?? String(r.eselon) },
    { label: 'Atasan', value: r.parent_nama },
    { label: 'Pejabat', value: r.pejabat_nama ? `${r.pejabat_nama} (${r.pejabat_nip})` : null },
    ...pltShow(r),
    { label: 'Status', value: <StatusAktif active={r.active} /> },
  ],
};
