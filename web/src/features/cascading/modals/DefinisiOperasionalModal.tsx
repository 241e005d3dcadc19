import { useState } from 'react';
import { MODAL_PER_PAGE, type DefinisiOperasionalRow } from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useDefinisiOperasional } from './api';
import type { CascadingModalRequest } from './modal-events';

const text = (value: string | null) => value || '-';

const COLUMNS: DataTableColumn<DefinisiOperasionalRow>[] = [
  { key: 'indikator', header: 'Indikator', render: (r) => r.indikator },
  { key: 'do_narasi', header: 'Narasi', render: (r) => text(r.do_narasi) },
  { key: 'do_rumus', header: 'Rumus', render: (r) => text(r.do_rumus) },
  { key: 'do_keterangan', header: 'Keterangan', render: (r) => text(r.do_keterangan) },
  { key: 'do_sumber', header: 'Sumber', render: (r) => text(r.do_sumber) },
];

/** Definisi Operasional of a node: Narasi, Rumus, Keterangan, Sumber (20 per page). */
export default function DefinisiOperasionalModal({
  request,
}: {
  request: Extract<CascadingModalRequest, { kind: 'definisi-operasional' }>;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useDefinisiOperasional(request, page);
  return (
    <DataTable
      caption="Definisi Operasional"
      columns={COLUMNS}
      rows={data?.data}
      rowKey={(r) => r.id}
      loading={isFetching}
      emptyText="Data tidak ditemukan"
      pagination={{ page, perPage: data?.per_page ?? MODAL_PER_PAGE, total: data?.total ?? 0, onChange: setPage }}
    />
  );
}
