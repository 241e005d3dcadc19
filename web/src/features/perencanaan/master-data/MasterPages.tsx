import { Text } from '@mantine/core';
import {
  formatNumber,
  imporNomenklatur,
  kegiatanSchema,
  programSchema,
  subKegiatanSchema,
  type KegiatanDetail,
  type ProgramDetail,
  type SubKegiatanDetail,
} from '@sakip/domain';
import { ChoiceFilter } from '../../../components/crud/ChoiceFilter';
import type { CrudField } from '../../../components/crud/CrudForm';
import { TitledPanel } from '../../../components/crud/TitledPanel';
import { ReadonlyTable } from '../../../components/ReadonlyTable';
import type { DataTableColumn } from '../../../components/DataTable';
import {
  ShowLink,
  SimpleFormPage,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../../components/crud/SimpleCrudPages';

/**
 * Master data (super): program → kegiatan → sub kegiatan of the Kemendagri nomenclature. Everyone
 * reads them (pickers); only super sees these pages' write buttons (permission table).
 */

type Ref = { id: number; kode: string; nama: string };

const AKTIF_DATA = [
  { value: '1', label: 'Aktif' },
  { value: '0', label: 'Tidak aktif' },
];

/** A status word (not a Badge: a badge is cut to 'AK…' in a narrow table column). */
function aktifBadge(aktif: boolean) {
  return (
    <Text size="sm" fw={600} c={aktif ? 'green.8' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
      {aktif ? 'Aktif' : 'Tidak aktif'}
    </Text>
  );
}

const refText = (r: Ref | null | undefined) => (r ? `${r.kode} ${r.nama}` : '-');

/** The parent picker: the master list itself (all rows, label 'kode nama'). */
function parentField(name: string, label: string, endpoint: string): CrudField {
  return {
    name,
    label,
    kind: 'option',
    required: true,
    option: {
      endpoint,
      params: { per_page: 500 },
      recordsOf: (res) => (res as { data: Record<string, unknown>[] }).data,
      labelKey: (r) => `${String(r.kode)} ${String(r.nama)}`,
    },
  };
}

function RefTable({ title, group, rows, empty }: { title: string; group: string; rows: Ref[]; empty: string }) {
  return (
    <TitledPanel title={title}>
      {rows.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <ReadonlyTable
          striped
          minWidth={480}
          rows={rows}
          rowKey={(r) => r.id}
          columns={[
            { header: 'Kode', cell: (r) => r.kode, width: 200 },
            {
              header: 'Nama',
              cell: (r) => (
                <ShowLink group={group} id={r.id}>
                  {r.nama}
                </ShowLink>
              ),
            },
          ]}
        />
      )}
    </TitledPanel>
  );
}

/** Kode, then the name linking to the record's page. */
function kodeNamaColumns<R extends Ref>(group: string, kodeWidth: number, namaHeader: string): DataTableColumn<R>[] {
  return [
    { key: 'kode', header: 'Kode', render: (r) => r.kode, width: kodeWidth },
    {
      key: 'nama',
      header: namaHeader,
      render: (r) => (
        <ShowLink group={group} id={r.id}>
          {r.nama}
        </ShowLink>
      ),
    },
  ];
}

/** Every master list filters by Aktif / Tidak aktif. */
const aktifFilter = {
  filterKeys: ['aktif'],
  filters: (f: Record<string, string>, set: (key: string, value: string | null) => void) => (
    <ChoiceFilter
      label="Status"
      data={AKTIF_DATA}
      value={f.aktif ?? ''}
      onChange={(v) => set('aktif', v)}
      width={180}
    />
  ),
};

const kodeField = (label: string, contoh: string): CrudField => ({
  name: 'kode',
  label,
  kind: 'text',
  required: true,
  description: `Kode Kemendagri, misalnya ${contoh}`,
});
const aktifField: CrudField = { name: 'aktif', label: 'Aktif', kind: 'switch' };

export const programConfig: SimpleCrudConfig<ProgramDetail> = {
  importRecipe: imporNomenklatur,
  group: 'program',
  noun: 'program',
  resource: 'program',
  schema: programSchema,
  ...aktifFilter,
  nameOf: (r) => r.nama,
  columns: [
    ...kodeNamaColumns<ProgramDetail>('program', 120, 'Nama Program'),
    { key: 'kegiatan', header: 'Kegiatan', render: (r) => formatNumber(r.jumlah_kegiatan), align: 'right' },
    { key: 'satker', header: 'Satuan Kerja', render: (r) => formatNumber(r.jumlah_satuan_kerja), align: 'right' },
    { key: 'aktif', header: 'Status', render: (r) => aktifBadge(r.aktif) },
  ],
  fields: () => [
    kodeField('Kode program', '1.01.02'),
    { name: 'nama', label: 'Nama program', kind: 'textarea', required: true },
    {
      name: 'satuan_kerja_ids',
      label: 'Satuan kerja pelaksana',
      kind: 'units',
      description: 'Satuan kerja yang dapat memilih program ini pada kinerja program',
    },
    aktifField,
  ],
  initial: (r) => ({
    kode: r?.kode ?? '',
    nama: r?.nama ?? '',
    aktif: r?.aktif ?? true,
    satuan_kerja_ids: r?.satuan_kerja.map((s) => s.satuan_kerja_id) ?? [],
  }),
  show: (r) => [
    { label: 'Kode', value: r.kode },
    { label: 'Nama program', value: r.nama },
    { label: 'Status', value: aktifBadge(r.aktif) },
    { label: 'Dipakai kinerja program', value: `${formatNumber(r.jumlah_kinerja)} baris` },
    { label: 'Satuan kerja pelaksana', value: r.satuan_kerja.map((s) => s.satuan_kerja_nama).join(', ') },
  ],
  sections: (r) => <RefTable title="Kegiatan" group="kegiatan" rows={r.kegiatan} empty="Belum ada kegiatan" />,
};

export const kegiatanConfig: SimpleCrudConfig<KegiatanDetail> = {
  group: 'kegiatan',
  noun: 'kegiatan',
  resource: 'kegiatan',
  schema: kegiatanSchema,
  ...aktifFilter,
  nameOf: (r) => r.nama,
  columns: [
    ...kodeNamaColumns<KegiatanDetail>('kegiatan', 140, 'Nama Kegiatan'),
    { key: 'program', header: 'Program', render: (r) => refText(r.program) },
    { key: 'sub', header: 'Sub Kegiatan', render: (r) => formatNumber(r.jumlah_sub_kegiatan), align: 'right' },
    { key: 'aktif', header: 'Status', render: (r) => aktifBadge(r.aktif) },
  ],
  fields: () => [
    parentField('program_id', 'Program', '/program'),
    kodeField('Kode kegiatan', '1.01.02.2.01'),
    { name: 'nama', label: 'Nama kegiatan', kind: 'textarea', required: true },
    aktifField,
  ],
  initial: (r) => ({
    program_id: r?.program_id ?? null,
    kode: r?.kode ?? '',
    nama: r?.nama ?? '',
    aktif: r?.aktif ?? true,
  }),
  show: (r) => [
    { label: 'Program', value: refText(r.program) },
    { label: 'Kode', value: r.kode },
    { label: 'Nama kegiatan', value: r.nama },
    { label: 'Status', value: aktifBadge(r.aktif) },
    { label: 'Dipakai kinerja kegiatan', value: `${formatNumber(r.jumlah_kinerja)} baris` },
  ],
  sections: (r) => (
    <RefTable title="Sub Kegiatan" group="sub-kegiatan" rows={r.sub_kegiatan} empty="Belum ada sub kegiatan" />
  ),
};

export const subKegiatanConfig: SimpleCrudConfig<SubKegiatanDetail> = {
  group: 'sub-kegiatan',
  noun: 'sub kegiatan',
  resource: 'sub-kegiatan',
  schema: subKegiatanSchema,
  ...aktifFilter,
  nameOf: (r) => r.nama,
  columns: [
    ...kodeNamaColumns<SubKegiatanDetail>('sub-kegiatan', 170, 'Nama Sub Kegiatan'),
    { key: 'kegiatan', header: 'Kegiatan', render: (r) => refText(r.kegiatan) },
    { key: 'indikator', header: 'Indikator', render: (r) => r.indikator ?? '-' },
    { key: 'aktif', header: 'Status', render: (r) => aktifBadge(r.aktif) },
  ],
  fields: () => [
    parentField('kegiatan_id', 'Kegiatan', '/kegiatan'),
    kodeField('Kode sub kegiatan', '1.01.02.2.01.0001'),
    { name: 'nama', label: 'Nama sub kegiatan', kind: 'textarea', required: true },
    { name: 'indikator', label: 'Indikator (versi Kemendagri)', kind: 'textarea' },
    { name: 'satuan', label: 'Satuan', kind: 'text' },
    aktifField,
  ],
  initial: (r) => ({
    kegiatan_id: r?.kegiatan_id ?? null,
    kode: r?.kode ?? '',
    nama: r?.nama ?? '',
    indikator: r?.indikator ?? '',
    satuan: r?.satuan ?? '',
    aktif: r?.aktif ?? true,
  }),
  show: (r) => [
    { label: 'Program', value: refText(r.program) },
    { label: 'Kegiatan', value: refText(r.kegiatan) },
    { label: 'Kode', value: r.kode },
    { label: 'Nama sub kegiatan', value: r.nama },
    { label: 'Indikator', value: r.indikator },
    { label: 'Satuan', value: r.satuan },
    { label: 'Status', value: aktifBadge(r.aktif) },
    { label: 'Dipakai kinerja sub kegiatan', value: `${formatNumber(r.jumlah_kinerja)} baris` },
  ],
};

export const ProgramListPage = () => <SimpleListPage config={programConfig} />;
export const ProgramFormPage = () => <SimpleFormPage config={programConfig} />;
export const ProgramShowPage = () => <SimpleShowPage config={programConfig} />;
export const KegiatanListPage = () => <SimpleListPage config={kegiatanConfig} />;
export const KegiatanFormPage = () => <SimpleFormPage config={kegiatanConfig} />;
export const KegiatanShowPage = () => <SimpleShowPage config={kegiatanConfig} />;
export const SubKegiatanListPage = () => <SimpleListPage config={subKegiatanConfig} />;
export const SubKegiatanFormPage = () => <SimpleFormPage config={subKegiatanConfig} />;
export const SubKegiatanShowPage = () => <SimpleShowPage config={subKegiatanConfig} />;
