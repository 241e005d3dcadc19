import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { can, formatNumber, formatPercent, formatRupiah, type KinerjaChild } from '@sakip/domain';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { PengampuFilter, StatusValidasiFilter } from '../../../components/crud/ListFilters';
import { ChildrenTable } from '../../../components/crud/ChildrenTable';
import { CrudFormPage } from '../../../components/crud/CrudFormPage';
import { ShowActions } from '../../../components/crud/RecordActions';
import { HistoryTimeline } from '../../../components/crud/HistoryTimeline';
import { ShowFields } from '../../../components/crud/ShowField';
import { useDeleteAction } from '../../../components/crud/use-delete-action';
import type { DataTableColumn } from '../../../components/DataTable';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { useCrudDetail } from '../../../api/crud';
import { PerencanaanLockNotice, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { actionColumn, measureColumns, PlanningListPage, usePlanningList } from '../PlanningListPage';
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
  return useDeleteAction<Row>(level.group, confirmOf(level), after);
}

const confirmOf = (level: KinerjaLevel) => (row: Row) => `Hapus ${level.title.toLowerCase()} "${s(row.indikator)}"?`;

export function KinerjaListPage({ level }: { level: KinerjaLevel }) {
  const state = usePlanningList<Row, 'pengampu' | 'status_validasi'>(
    level.group,
    level.resource,
    FILTER_KEYS,
    confirmOf(level),
  );
  const { list } = state;

  const columns: DataTableColumn<Row>[] = [
    { key: 'master', header: level.masterLabel, render: (row) => masterName(level, row), width: '22%' },
    ...measureColumns<Row>(level.group, {
      header: 'Sasaran / Indikator',
      goal: (row) => s(row.sasaran),
      measure: (row) => s(row.indikator),
      target: (row) => `${numberText(row.target)} ${s(row.satuan)}`,
      capaian: (row) => row.capaian as number | null,
    }),
    { key: 'anggaran', header: 'Anggaran', render: (row) => formatRupiah(row.anggaran as number), align: 'right' },
    { key: 'pengampu', header: 'Pengampu', render: (row) => s(row.pengampu) || '-' },
    actionColumn(state, (row) => s(row.indikator)),
  ];

  return (
    <PlanningListPage
      state={state}
      caption={`Daftar ${level.title}`}
      columns={columns}
      imports={level.imports}
      filters={
        <>
          {level.group === 'kinerja-sub-kegiatan' ? (
            <StatusValidasiFilter
              value={list.filters.status_validasi}
              onChange={(v) => list.setFilter('status_validasi', v)}
            />
          ) : null}
          <PengampuFilter value={list.filters.pengampu} onChange={(v) => list.setFilter('pengampu', v)} />
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

/** The fields of a kinerja record (sub kegiatan: with its Bappeda validation). */
function kinerjaFields(level: KinerjaLevel, row: Row) {
  const parent = row[level.parentField.replace(/_id$/, '')] as Record<string, unknown> | undefined;
  return [
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
  ];
}

/** 'Ubah Tim Kerja' of a sub kegiatan, held while the plan is locked. */
function UbahTimKerjaButton({ group, id, lockedReason }: { group: string; id: number; lockedReason: string | null }) {
  return lockedReason ? (
    <Button disabled title={lockedReason} variant="light" leftSection={<IconUsersGroup size={16} />}>
      Ubah Tim Kerja
    </Button>
  ) : (
    <Button
      component={Link}
      to={`/${group}/${id}/edit-tim-kerja`}
      variant="light"
      leftSection={<IconUsersGroup size={16} />}
    >
      Ubah Tim Kerja
    </Button>
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
                  <UbahTimKerjaButton group={level.group} id={id} lockedReason={lock.reason} />
                ) : null
              }
            />
          ) : null
        }
      />
      <Stack gap="md">
        {mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
        <Paper withBorder radius="md" p="md">
          <ShowFields items={kinerjaFields(level, row)} />
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
