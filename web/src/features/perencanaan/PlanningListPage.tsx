import { Anchor, Stack, Text } from '@mantine/core';
import { can, formatPercent, mayChooseUnit, type ImportRecipe, type Paginated, type Resource } from '@sakip/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QueryParams } from '../../api/client';
import { useCrudList } from '../../api/crud';
import { useSession } from '../../api/session';
import { UnitFilter } from '../../components/crud/ListFilters';
import { ListPage } from '../../components/crud/ListPage';
import { RowActions } from '../../components/crud/RecordActions';
import { useDeleteAction } from '../../components/crud/use-delete-action';
import { ImportButton } from '../../components/import/ImportButton';
import { listPageProps, useListFilters } from '../../components/crud/use-list-filters';
import type { DataTableColumn } from '../../components/DataTable';
import {
  PerencanaanLockNotice,
  usePerencanaanLock,
  type PerencanaanLock,
} from './validasi-perencanaan/PerencanaanLock';

/**
 * The state of a unit-scoped planning list (kinerja, sasaran strategis PD, langkah aksi): the URL
 * filters (always with the unit), the page of rows, delete, and the planning lock met on the list
 * (issue 10 item 6): the filtered unit's plan, else the actor's.
 */
export function usePlanningList<R extends { id: number }, K extends string>(
  group: string,
  resource: Resource,
  filterKeys: readonly (K | 'satuan_kerja_id')[],
  confirmText: (row: R) => string,
) {
  const { user } = useSession();
  const list = useListFilters(filterKeys);
  const query = useCrudList<R>(group, list.page, list.query);
  const onDelete = useDeleteAction<R>(group, confirmText);
  const mayWrite = can(user, 'write', resource);
  const lock = usePerencanaanLock(list.filters.satuan_kerja_id || null);
  return { group, resource, user, list, query, onDelete, mayWrite, lock };
}

/** What the list page and its action column read of `usePlanningList` (any other filter keys). */
interface PlanningList<R> {
  group: string;
  resource: Resource;
  list: {
    page: number;
    search: string;
    query: QueryParams;
    filters: { satuan_kerja_id: string };
    setPage: (page: number) => void;
    setFilter: (key: 'satuan_kerja_id' | 'search', value: string | null) => void;
  };
  query: { data?: Paginated<R>; isFetching: boolean };
  mayWrite: boolean;
  lock: PerencanaanLock;
  onDelete: (row: R) => void;
}

interface PlanningListPageProps<R extends { id: number }> {
  state: PlanningList<R>;
  caption: string;
  columns: DataTableColumn<R>[];
  /** Filters before the unit filter. */
  filters?: ReactNode;
  /** The import that fills this list: "Impor" beside Export, into the filtered unit. */
  importRecipe?: ImportRecipe;
  /** A list several imports fill: one labelled button each, beside Export. */
  imports?: readonly LabelledImport[];
}

export interface LabelledImport {
  recipe: ImportRecipe;
  label: string;
}

/** A planning list: Tambah held while the plan is locked (with the notice), the unit filter last. */
export function PlanningListPage<R extends { id: number }>({
  state,
  caption,
  columns,
  filters,
  importRecipe,
  imports = [],
}: PlanningListPageProps<R>) {
  const { group, resource, list, query, mayWrite, lock } = state;
  const { user } = useSession();
  const unit = list.filters.satuan_kerja_id || null;
  const needsUnit = user !== null && mayChooseUnit(user, resource, 'write') && !unit;
  const buttons = [...(importRecipe ? [{ recipe: importRecipe, label: 'Impor' }] : []), ...imports];
  return (
    <ListPage<R>
      group={group}
      caption={caption}
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={mayWrite}
      lockedReason={mayWrite ? lock.reason : null}
      notice={mayWrite ? <PerencanaanLockNotice lock={lock} /> : null}
      actions={
        mayWrite
          ? buttons.map(({ recipe, label }) => (
              <ImportButton
                key={recipe.kind}
                recipe={recipe}
                label={label}
                unit={unit}
                disabledReason={needsUnit ? 'Pilih satuan kerja terlebih dahulu' : null}
              />
            ))
          : null
      }
      filters={
        <>
          {filters}
          <UnitFilter
            resource={resource}
            value={list.filters.satuan_kerja_id}
            onChange={(v) => list.setFilter('satuan_kerja_id', v)}
          />
        </>
      }
    />
  );
}

/** 'Sasaran / Indikator': the goal linking to its page, what measures it below. */
export function goalColumn<R extends { id: number }>(
  group: string,
  header: string,
  goal: (row: R) => string,
  measure: (row: R) => string,
  key = 'indikator',
): DataTableColumn<R> {
  return {
    key,
    header,
    render: (row) => (
      <Stack gap={2}>
        <Anchor component={Link} to={`/${group}/${row.id}`} size="sm">
          {goal(row)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {measure(row)}
        </Text>
      </Stack>
    ),
  };
}

/** 'Target': the number and its unit on one line. */
function targetColumn<R>(text: (row: R) => string): DataTableColumn<R> {
  return {
    key: 'target',
    header: 'Target',
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{text(row)}</span>,
    align: 'right',
  };
}

function capaianColumn<R>(capaian: (row: R) => number | null): DataTableColumn<R> {
  return { key: 'capaian', header: 'Capaian', render: (row) => formatPercent(capaian(row)), align: 'right' };
}

interface MeasureColumns<R> {
  /** The goal column's header: 'Sasaran / Indikator'. */
  header: string;
  goal: (row: R) => string;
  measure: (row: R) => string;
  /** The goal column's key ('indikator' unless said). */
  key?: string;
  /** The target with its unit: '80 %'. */
  target: (row: R) => string;
  capaian: (row: R) => number | null;
}

/** The three columns every planning level lists: the goal and what measures it, target, capaian. */
export function measureColumns<R extends { id: number }>(group: string, m: MeasureColumns<R>): DataTableColumn<R>[] {
  return [goalColumn(group, m.header, m.goal, m.measure, m.key), targetColumn(m.target), capaianColumn(m.capaian)];
}

/** 'Aksi': show, edit, delete of a row for a writer, held while the plan is locked. */
export function actionColumn<R extends { id: number }>(
  state: PlanningList<R>,
  label: (row: R) => string,
  extra?: (row: R) => ReactNode,
): DataTableColumn<R> {
  const { group, mayWrite, onDelete, lock } = state;
  return {
    key: 'aksi',
    header: 'Aksi',
    render: (row) =>
      mayWrite ? (
        <RowActions
          group={group}
          id={row.id}
          label={label(row)}
          onDelete={() => onDelete(row)}
          lockedReason={lock.reason}
          extra={extra?.(row)}
        />
      ) : null,
  };
}
