import { Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MODAL_PER_PAGE, type RencanaAksiRow } from '@sakip/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { formatNilai } from '../tree-model';
import { useRencanaAksi } from './api';
import { nodeDomId, type CascadingModalRequest } from './modal-events';

type Request = Extract<
  CascadingModalRequest,
  { kind: 'rencana-aksi' | 'rencana-aksi-gubernur' | 'realisasi-rencana-aksi' | 'realisasi-rencana-aksi-gubernur' }
>;

/** SPEC §2: the empty state of the action-plan tables. */
export const EMPTY_RENCANA_AKSI = 'There are no records to show';

const TW = [1, 2, 3, 4] as const;

function twValue(row: RencanaAksiRow, tw: (typeof TW)[number], realisasi: boolean): number | null {
  return realisasi ? row[`tw${tw}_realisasi`] : row[`tw${tw}`];
}

/**
 * Rencana Aksi (target TW 1-4) and Realisasi Rencana Aksi (realisasi TW 1-4), each with its
 * governor variant: a table of 20 per page. The Indikator links to its sub-activity node: the modal
 * closes and the diagram scrolls to it and highlights it.
 */
export default function RencanaAksiModal({
  request,
  onClose,
  onJumpToNode,
}: {
  request: Request;
  onClose: () => void;
  onJumpToNode: (domId: string) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRencanaAksi(request, page);
  const realisasi = request.kind.startsWith('realisasi');
  const label = realisasi ? 'Realisasi' : 'Target';

  const jump = (id: number) => {
    onClose();
    onJumpToNode(nodeDomId('kinerja-sub-kegiatan', id));
  };

  const columns: DataTableColumn<RencanaAksiRow>[] = [
    { key: 'iku', header: 'IKU', render: (r) => r.iku ?? '-' },
    { key: 'rencana_aksi', header: 'Rencana Aksi', render: (r) => r.rencana_aksi },
    {
      key: 'indikator',
      header: 'Indikator',
      render: (r) => {
        const subId = r.kinerja_sub_kegiatan_id;
        if (subId === null) return r.indikator;
        return (
          <Anchor component="button" type="button" size="sm" ta="left" onClick={() => jump(subId)}>
            {r.indikator}
          </Anchor>
        );
      },
    },
    ...TW.map((tw): DataTableColumn<RencanaAksiRow> => ({
      key: `tw${tw}`,
      header: `${label} TW ${tw}`,
      align: 'right',
      render: (r) =>
        `${formatNilai(twValue(r, tw, realisasi))}${twValue(r, tw, realisasi) === null ? '' : ` ${r.satuan}`}`,
    })),
    { key: 'pengampu', header: 'Pengampu', render: (r) => r.pengampu },
  ];

  return (
    <Stack gap="xs">
      {request.kind.endsWith('gubernur') ? (
        <Text size="sm" c="dimmed">
          Rencana aksi yang mendukung sasaran strategis RPJMD
        </Text>
      ) : null}
      <DataTable
        caption={realisasi ? 'Realisasi Rencana Aksi' : 'Rencana Aksi'}
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.id}
        loading={isFetching}
        emptyText={EMPTY_RENCANA_AKSI}
        pagination={{ page, perPage: data?.per_page ?? MODAL_PER_PAGE, total: data?.total ?? 0, onChange: setPage }}
      />
    </Stack>
  );
}
