import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { can, formatNumber, formatPercent, formatRupiah, type KinerjaChild } from '@sakip/domain';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { PengampuFilter, StatusValidasiFilter, UnitFilter } from '../../../components/crud/ListFilters';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { CrudFormPage } from '../../../components/crud/CrudFormPage';
import { RowActions, ShowActions } from '../../../components/crud/RecordActions';
import { HistoryTimeline } from '../../../components/crud/HistoryTimeline';
import { ListPage } from '../../../components/crud/ListPage';
import { ShowFields } from '../../../components/crud/ShowField';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import { useListFilters, listPageProps } from '../../../components/crud/use-list-filters';
import type { DataTableColumn } from '../../../components/DataTable';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useCrudDetail, useCrudList } from '../../../api/crud';
import { PerencanaanLockNotice, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { KinerjaForm } from './KinerjaForm';
import type { KinerjaLevel } from './levels';

type Row = Record<string, unknown> & { id: number };

const CASCADING_PATH = '/display-mikro/cascading';
const FILTER_KEYS = ['pengampu', 'satuan_kerja_id', 'status_validasi'] as const;

function masterName(level: KinerjaLevel, row: Row): string {
  const master = row[level.masterField.replace(/_id$/, '')] as { kode?: string; nama?: string } | undefined;
  return master ? `${master.kode ?? ''} ${master.nama ?? ''}`.trim() : '-';
}

/** A text or number field of a loosely typed row. */
function s(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

function numberText(value: unknown): string {
  return typeof value === 'number' ? formatNumber(value, 2) : '-';
}

/** Deletes after the confirmation (components/crud/use-delete-action). */
function useKinerjaDelete(level: KinerjaLevel, after?: () => void) {
  return useDeleteAction<Row>(level.group, (row) => `Hapus ${level.title.toLowerCase()} "${s(row.indikator)}"?`, after);
}

export function KinerjaListPage({ level }: { level: KinerjaLevel }) {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const query = useCrudList<Row>(level.group, list.page, list.query);
  const onDelete = useKinerjaDelete(level);
  const mayWrite = can(user, 'write', level.resource);
  // The planning lock met on the list (issue 10 item 6): the filtered unit's plan, else the actor's.
  const lock = usePerencanaanLock(list.filters.satuan_kerja_id || null);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'master',
      header: level.masterLabel,
      render: (row) => masterName(level, row),
      width: '22%',
    },
    {
      key: 'indikator',
      header: 'Sasaran / Indikator',
      render: (row) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/${level.group}/${row.id}`} size="sm">
            {s(row.sasaran)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {s(row.indikator)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'target',
      header: 'Target',
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{`${numberText(row.target)} ${s(row.satuan)}`}</span>,
      align: 'right',
    },
    { key: 'capaian', header: 'Capaian', render: (row) => formatPercent(row.capaian as number | null), align: 'right' },
    { key: 'anggaran', header: 'Anggaran', render: (row) => formatRupiah(row.anggaran as number), align: 'right' },
    { key: 'pengampu', header: 'Pengampu', render: (row) => s(row.pengampu) || '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) =>
        mayWrite ? (
          <RowActions
            group={level.group}
            id={row.id}
            label={s(row.indikator)}
            onDelete={() => onDelete(row)}
            lockedReason={lock.reason}
          />
        ) : null,
    },
  ];

  return (
    <ListPage<Row>
      group={level.group}
      caption={`Daftar ${level.title}`}
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={mayWrite}
      lockedReason={mayWrite ? lock.reason : null}
      notice={mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
      filters={
        <>
          {level.group === 'kinerja-sub-kegiatan' ? (
            <StatusValidasiFilter
              value={list.filters.status_validasi}
              onChange={(v) => list.setFilter('status_validasi', v)}
            />
          ) : null}
          <PengampuFilter value={list.filters.pengampu} onChange={(v) => list.setFilter('pengampu', v)} />
          <UnitFilter
            resource={level.resource}
            value={list.filters.satuan_kerja_id}
            onChange={(v) => list.setFilter('satuan_kerja_id', v)}
          />
        </>
      }
    />
  );
}

/** /G/create and /G/:id/edit (CrudFormPage); ?from=cascading returns to the diagram, ?id= prefills the parent. */
export function KinerjaFormPage({ level }: { level: KinerjaLevel }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const fromCascading = search.get('from') === 'cascading';
  const parentParam = Number(search.get('id'));

  return (
    <CrudFormPage<Row>
      group={level.group}
      form={({ record, onDone }, id) => (
        <KinerjaForm
          level={level}
          record={record}
          parentId={id === null && Number.isInteger(parentParam) && parentParam > 0 ? parentParam : null}
          onDone={fromCascading ? () => void navigate(CASCADING_PATH) : onDone}
        />
      )}
    />
  );
}

/** /G/:id: the record, its children and its history. */
export function KinerjaShowPage({ level }: { level: KinerjaLevel }) {
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = Number(params.id);
  const detail = useCrudDetail<Row>(level.group, id);
  const onDelete = useKinerjaDelete(level, () => void navigate(`/${level.group}`));
  const mayWrite = can(user, 'write', level.resource);
  const row = detail.data;
  const lock = usePerencanaanLock(row ? s(row.satuan_kerja_id) || null : null);

  if (detail.isPending) return <LoadingText />;
  if (!row) return <Text>Data tidak ditemukan</Text>;

  const parent = row[level.parentField.replace(/_id$/, '')] as Record<string, unknown> | undefined;
  const children = [
    ...((row[level.childKey] as KinerjaChild[] | undefined) ?? []),
    ...((row[`${level.childKey}_cross`] as KinerjaChild[] | undefined) ?? []),
  ];

  return (
    <>
      <PageHeader
        actions={
          mayWrite ? (
            <ShowActions
              group={level.group}
              id={id}
              onDelete={() => onDelete(row)}
              lockedReason={lock.reason}
              extra={
                level.group === 'kinerja-sub-kegiatan' ? (
                  lock.reason ? (
                    <Button disabled title={lock.reason} variant="light" leftSection={<IconUsersGroup size={16} />}>
                      Ubah Tim Kerja
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to={`/${level.group}/${id}/edit-tim-kerja`}
                      variant="light"
                      leftSection={<IconUsersGroup size={16} />}
                    >
                      Ubah Tim Kerja
                    </Button>
                  )
                ) : null
              }
            />
          ) : null
        }
      />
      <Stack gap="md">
        {mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
        <Paper withBorder radius="md" p="md">
          <ShowFields
            items={[
              { label: 'Satuan kerja', value: s(row.satuan_kerja_nama) },
              { label: level.parentLabel, value: parent ? level.parentText(parent) : '-' },
              { label: level.masterLabel, value: masterName(level, row) },
              { label: 'Sasaran', value: s(row.sasaran) },
              { label: 'Indikator', value: s(row.indikator) },
              { label: 'Satuan', value: s(row.satuan) },
              { label: 'Polaritas', value: row.polaritas === 'turun' ? 'Turun' : 'Naik' },
              { label: 'Target', value: numberText(row.target) },
              { label: 'Realisasi', value: numberText(row.realisasi) },
              { label: 'Capaian', value: formatPercent(row.capaian as number | null) },
              { label: 'Anggaran', value: formatRupiah(row.anggaran as number) },
              { label: 'Realisasi anggaran', value: formatRupiah(row.realisasi_anggaran as number) },
              { label: 'Capaian anggaran', value: formatPercent(row.capaian_anggaran as number | null) },
              { label: 'Pengampu', value: s(row.pengampu) || '-' },
              ...(level.group === 'kinerja-sub-kegiatan'
                ? [
                    {
                      label: 'Status validasi Bappeda',
                      value: row.status_validasi ? 'Tervalidasi' : 'Belum Tervalidasi',
                    },
                    { label: 'Catatan validasi', value: s(row.catatan_validasi) || '-' },
                  ]
                : []),
              { label: 'Narasi definisi operasional', value: s(row.do_narasi) },
              { label: 'Rumus', value: s(row.do_rumus) },
            ]}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {level.childLabel}
          </Title>
          <ChildrenTable
            rows={children}
            childGroup={level.childGroup}
            emptyText={`Belum ada ${level.childLabel.toLowerCase()}`}
          />
        </Paper>
        <HistoryTimeline group={level.group} id={id} />
      </Stack>
    </>
  );
}
