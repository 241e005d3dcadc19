import { formatRupiah, type KinerjaLangkahAksiRecord } from '@sakip/domain';
import { PengampuFilter } from '../../../components/crud/ListFilters';
import type { DataTableColumn } from '../../../components/DataTable';
import { actionColumn, measureColumns, PlanningListPage, usePlanningList } from '../PlanningListPage';
import { confirmText, GROUP, numberText } from './shared';

const FILTER_KEYS = ['pengampu', 'satuan_kerja_id'] as const;
type Row = KinerjaLangkahAksiRecord;

/** /kinerja-langkah-aksi: the unit's action steps of the year. */
export default function KinerjaLangkahAksiListPage() {
  const state = usePlanningList<Row, 'pengampu'>(GROUP, GROUP, FILTER_KEYS, confirmText);
  const { list } = state;

  const columns: DataTableColumn<Row>[] = [
    { key: 'sub', header: 'Sub Kegiatan', render: (row) => row.sub_kegiatan.nama, width: '22%' },
    ...measureColumns<Row>(GROUP, {
      header: 'Sasaran / Indikator',
      goal: (row) => row.sasaran,
      measure: (row) => row.indikator,
      target: (row) => `${numberText(row.target)} ${row.satuan}`,
      capaian: (row) => row.capaian,
    }),
    { key: 'anggaran', header: 'Anggaran', render: (row) => formatRupiah(row.anggaran), align: 'right' },
    { key: 'tim', header: 'Tim kerja', render: (row) => row.pengampu },
    actionColumn(state, (row) => row.indikator),
  ];

  return (
    <PlanningListPage
      state={state}
      caption="Daftar Kinerja Langkah Aksi"
      columns={columns}
      filters={<PengampuFilter value={list.filters.pengampu} onChange={(v) => list.setFilter('pengampu', v)} />}
    />
  );
}
