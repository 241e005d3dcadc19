import { Button, Group } from '@mantine/core';
import { can, DEFAULT_PER_PAGE, mayChooseUnit, type KamusIndikatorRecord } from '@sakip/domain';
import { IconCheck, IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCrudList } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { ExportButton } from '../../../components/crud/ExportButton';
import { RowActions } from '../../../components/crud/RecordActions';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { useListFilters } from '../../../components/crud/use-list-filters';
import { ValidasiUnitFilters } from '../ValidasiUnitFilters';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from './KamusDetail';
import { KamusDialog, type KamusDialogState } from './KamusDialog';
import { GROUP, type KamusMode } from './kamus-form';

/**
 * /kamus-indikator, /kamus-indikator-fungsional and /kamus-indikator-validasi-bappeda: one list,
 * three modes (kamus-form.ts); forms and details open in a modal (KamusDialog).
 */
const FILTER_KEYS = ['status_validasi', 'satuan_kerja_id'] as const;

interface Permissions {
  mayWrite: boolean;
  mayValidate: boolean;
  showUnit: boolean;
}

function columnsOf(
  mode: KamusMode,
  may: Permissions,
  open: (dialog: KamusDialogState) => void,
  onDelete: (row: KamusIndikatorRecord) => void,
): DataTableColumn<KamusIndikatorRecord>[] {
  const unitColumn: DataTableColumn<KamusIndikatorRecord> = {
    key: 'satker',
    header: 'Satuan Kerja',
    render: (r) => r.satuan_kerja_nama,
    width: '16%',
  };
  const actions = (r: KamusIndikatorRecord) => {
    const extra = (
      <>
        <Button
          size="compact-sm"
          variant="light"
          aria-label={`Detail ${r.indikator_output}`}
          onClick={() => open({ kind: 'show', record: r })}
        >
          <IconEye size={16} aria-hidden />
        </Button>
        {mode === 'validasi' && may.mayValidate ? (
          <Button
            size="compact-sm"
            variant="light"
            color="green"
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => open({ kind: 'validasi', record: r })}
          >
            Validasi
          </Button>
        ) : null}
      </>
    );
    if (!may.mayWrite)
      return (
        <Group gap={4} wrap="nowrap">
          {extra}
        </Group>
      );
    return (
      <RowActions
        group={GROUP}
        id={r.id}
        label={r.indikator_output}
        extra={extra}
        onEdit={() => open({ kind: 'form', record: r })}
        onDelete={() => onDelete(r)}
      />
    );
  };
  return [
    ...(may.showUnit ? [unitColumn] : []),
    {
      key: 'sub',
      header: 'Sub Kegiatan',
      render: (r) => (r.sub_kegiatan ? `${r.sub_kegiatan.kode} ${r.sub_kegiatan.nama}` : '-'),
      width: '22%',
    },
    { key: 'output', header: 'Indikator Output', render: (r) => r.indikator_output },
    {
      key: 'kemendagri',
      header: 'Indikator Sub Kegiatan Versi Kemendagri',
      render: (r) => r.indikator_kemendagri ?? '-',
    },
    { key: 'satuan', header: 'Satuan', render: (r) => r.satuan ?? '-' },
    { key: 'status', header: 'Status', render: (r) => <StatusBadge row={r} /> },
    { key: 'aksi', header: 'Aksi', render: actions },
  ];
}

/** Each page's export carries its own name (the fungsional list is not the general one). */
const EXPORT_FILE: Record<KamusMode, string> = {
  umum: 'kamus-indikator.xlsx',
  fungsional: 'kamus-indikator-fungsional.xlsx',
  validasi: 'kamus-indikator-validasi-bappeda.xlsx',
};

export function KamusIndikatorPage({ mode }: { mode: KamusMode }) {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const fungsional = mode === 'umum' ? '0' : mode === 'fungsional' ? '1' : '';
  const query = { ...list.query, is_fungsional: fungsional };
  const rows = useCrudList<KamusIndikatorRecord>(GROUP, list.page, query);
  const [dialog, setDialog] = useState<KamusDialogState>({ kind: 'none' });
  const onDelete = useDeleteAction<KamusIndikatorRecord>(
    GROUP,
    (row) => `Hapus kamus indikator "${row.indikator_output}"?`,
  );
  const may: Permissions = {
    mayWrite: mode !== 'validasi' && can(user, 'write', 'kamus-indikator'),
    mayValidate: can(user, 'write', 'validasi-kamus-indikator'),
    showUnit: !!user && mayChooseUnit(user, 'kamus-indikator', 'read'),
  };

  return (
    <>
      <PageHeader
        actions={
          <>
            <ExportButton path={`/${GROUP}/export`} query={query} fileName={EXPORT_FILE[mode]} />
            {may.mayWrite ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setDialog({ kind: 'form', record: null })}
              >
                Tambah
              </Button>
            ) : null}
          </>
        }
      />
      <DataTable
        caption="Daftar kamus indikator"
        columns={columnsOf(mode, may, setDialog, onDelete)}
        rows={rows.data?.data}
        rowKey={(r) => r.id}
        loading={rows.isFetching}
        pagination={{
          page: list.page,
          perPage: rows.data?.per_page ?? DEFAULT_PER_PAGE,
          total: rows.data?.total ?? 0,
          onChange: list.setPage,
        }}
        search={{ value: list.search, onChange: (v) => list.setFilter('search', v) }}
        filters={<ValidasiUnitFilters list={list} resource="kamus-indikator" />}
      />
      <KamusDialog dialog={dialog} mode={mode} onClose={() => setDialog({ kind: 'none' })} />
    </>
  );
}

export const KamusIndikatorUmumPage = () => <KamusIndikatorPage mode="umum" />;
export const KamusIndikatorFungsionalPage = () => <KamusIndikatorPage mode="fungsional" />;
export const KamusIndikatorValidasiPage = () => <KamusIndikatorPage mode="validasi" />;
