import { Button } from '@mantine/core';
import { imporRenstra, mayChooseUnit, type SasaranStrategisPdRecord } from '@sakip/domain';
import { IconArrowsCross } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/DataTable';
import { actionColumn, measureColumns, PlanningListPage, usePlanningList } from '../PlanningListPage';
import { GROUP, numberText } from './shared';

const FILTER_KEYS = ['satuan_kerja_id'] as const;
type Row = SasaranStrategisPdRecord;

export const confirmText = (row: Row) => `Hapus sasaran strategis PD "${row.sasaran_strategis_satker}"?`;

/** The row's link to its kinerja program cross cutting. */
function CrossButton({ row }: { row: Row }) {
  return (
    <Button
      component={Link}
      to={`/${GROUP}/${row.id}/kinerja-program-cross`}
      size="compact-sm"
      variant="light"
      color="grape"
      aria-label={`Cross cutting ${row.sasaran_strategis_satker}`}
      title="Kinerja program cross cutting"
    >
      <IconArrowsCross size={16} aria-hidden />
    </Button>
  );
}

/** /sasaran-strategis-pd: the unit's goals of the period of the chosen year. */
export default function SasaranStrategisPdListPage() {
  const state = usePlanningList<Row, never>(GROUP, GROUP, FILTER_KEYS, confirmText);
  const showUnit = state.user ? mayChooseUnit(state.user, GROUP, 'read') : false;

  const columns: DataTableColumn<Row>[] = [
    ...(showUnit
      ? [{ key: 'unit', header: 'Satuan kerja', render: (row: Row) => row.satuan_kerja_nama, width: '16%' }]
      : []),
    {
      key: 'rpjmd',
      header: 'Sasaran Strategis RPJMD',
      render: (row) => row.sasaran_strategis_rpjmd.sasaran,
      width: '24%',
    },
    ...measureColumns<Row>(GROUP, {
      header: 'Sasaran / IKU',
      goal: (row) => row.sasaran_strategis_satker,
      measure: (row) => row.iku,
      key: 'sasaran',
      target: (row) => `${numberText(row.target)} ${row.satuan}`,
      capaian: (row) => row.capaian,
    }),
    { key: 'pengampu', header: 'Pengampu', render: (row) => row.pengampu },
    actionColumn(
      state,
      (row) => row.sasaran_strategis_satker,
      (row) => <CrossButton row={row} />,
    ),
  ];

  return (
    <PlanningListPage
      state={state}
      caption="Daftar Sasaran Strategis PD"
      columns={columns}
      importRecipe={imporRenstra}
    />
  );
}
