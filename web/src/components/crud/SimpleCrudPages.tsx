import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { can, type ImportRecipe, type Resource, type SessionUser } from '@sakip/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useCrudDetail, useCrudList } from '../../api/crud';
import { useSession } from '../../api/session';
import type { DataTableColumn } from '../DataTable';
import { ImportButton } from '../import/ImportButton';
import { LoadingText } from '../LoadingText';
import { PageHeader } from '../PageHeader';
import { CrudForm, type CrudField, type CrudValues } from './CrudForm';
import { HistoryTimeline } from './HistoryTimeline';
import { ListPage } from './ListPage';
import { ShowFields, type ShowFieldItem } from './ShowField';
import { useDeleteAction } from './use-delete-action';
import { useListFilters, listPageProps } from './use-list-filters';

/**
 * Index, form and show pages of a CRUD group described as data (the groups whose records are a
 * flat list of fields: master data, LKIP narratives, tindak lanjut LHE). Richer groups (kinerja)
 * have their own pages.
 */
export interface SimpleCrudConfig<R extends { id: number }> {
  group: string;
  /** Lower-case name of one record in messages: 'program'. */
  noun: string;
  resource: Resource;
  schema: z.ZodType;
  columns: DataTableColumn<R>[];
  filterKeys?: readonly string[];
  filters?: (filters: Record<string, string>, setFilter: (key: string, value: string | null) => void) => ReactNode;
  /** The text of a record in the first column link and the delete confirmation. */
  nameOf: (row: R) => string;
  fields: (user: SessionUser | null, record: R | null) => CrudField[];
  initial: (record: R | null) => CrudValues;
  show: (record: R) => ShowFieldItem[];
  /** Extra sections of the show page (children). */
  sections?: (record: R) => ReactNode;
  /** Defaults to can(user, 'write', resource). */
  mayWrite?: (user: SessionUser | null, row: R | null) => boolean;
  /** Defaults to mayWrite(user, null). */
  mayCreate?: (user: SessionUser | null) => boolean;
  /** Defaults to mayWrite(user, row). */
  mayDelete?: (user: SessionUser | null, row: R) => boolean;
  /** The import that fills this list: an "Impor" button beside Export for those who may write. */
  importRecipe?: ImportRecipe;
  /** History names of the columns the form does not show (those of the form come from its labels). */
  historyLabels?: Record<string, string>;
}

function writeRule<R extends { id: number }>(config: SimpleCrudConfig<R>) {
  const mayWrite = config.mayWrite ?? ((user: SessionUser | null) => can(user, 'write', config.resource));
  return {
    mayWrite,
    mayCreate: config.mayCreate ?? ((user: SessionUser | null) => mayWrite(user, null)),
    mayDelete: config.mayDelete ?? mayWrite,
  };
}

/** Deletes after the confirmation; the server's 422 (what still uses the record) is shown. */
function useSimpleDelete<R extends { id: number }>(config: SimpleCrudConfig<R>, after?: () => void) {
  return useDeleteAction<R>(config.group, (row) => `Hapus ${config.noun} "${config.nameOf(row)}"?`, after);
}

export function SimpleListPage<R extends { id: number }>({ config }: { config: SimpleCrudConfig<R> }) {
  const { user } = useSession();
  const list = useListFilters(config.filterKeys ?? []);
  const query = useCrudList<R>(config.group, list.page, list.query);
  const onDelete = useSimpleDelete(config);
  const rules = writeRule(config);

  const columns: DataTableColumn<R>[] = [
    ...config.columns,
    {
      key: 'aksi',
      header: 'Aksi',
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {rules.mayWrite(user, row) ? (
            <Button
              component={Link}
              to={`/${config.group}/${row.id}/edit`}
              size="compact-sm"
              variant="light"
              aria-label={`Ubah ${config.nameOf(row)}`}
            >
              <IconPencil size={16} aria-hidden />
            </Button>
          ) : null}
          {rules.mayDelete(user, row) ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              aria-label={`Hapus ${config.nameOf(row)}`}
              onClick={() => onDelete(row)}
            >
              <IconTrash size={16} aria-hidden />
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <ListPage<R>
      group={config.group}
      caption={`Daftar ${config.noun}`}
      columns={columns}
      {...listPageProps(list, query)}
      canCreate={rules.mayCreate(user)}
      filters={config.filters?.(list.filters, list.setFilter)}
      actions={
        config.importRecipe && rules.mayCreate(user) && can(user, 'write', config.importRecipe.resource) ? (
          <ImportButton recipe={config.importRecipe} />
        ) : null
      }
    />
  );
}

/** A link to the show page, for the first column. */
export function ShowLink({ group, id, children }: { group: string; id: number; children: ReactNode }) {
  return (
    <Anchor component={Link} to={`/${group}/${id}`} size="sm">
      {children}
    </Anchor>
  );
}

/** /G/create and /G/:id/edit. */
export function SimpleFormPage<R extends { id: number }>({ config }: { config: SimpleCrudConfig<R> }) {
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = params.id ? Number(params.id) : null;
  const detail = useCrudDetail<R>(config.group, id);
  const record = detail.data ?? null;

  const onDone = (saved: { id: number } | null) => {
    if (saved) void navigate(`/${config.group}/${saved.id}`);
    else void navigate(id !== null ? `/${config.group}/${id}` : `/${config.group}`);
  };

  return (
    <>
      <PageHeader />
      {id !== null && detail.isPending ? (
        <LoadingText />
      ) : (
        <Paper withBorder radius="md" p="md">
          <CrudForm
            key={record ? String(record.id) : 'new'}
            group={config.group}
            name={`Formulir ${config.noun}`}
            schema={config.schema}
            fields={config.fields(user, record)}
            initial={config.initial(record)}
            id={record?.id}
            onDone={onDone}
          />
        </Paper>
      )}
    </>
  );
}

/** The history names a column by its form label ('Aktif', not 'active'), or by the config's own name. */
const historyLabels = (fields: CrudField[], extra: Record<string, string> = {}) => ({
  ...extra,
  ...Object.fromEntries(fields.map((f) => [f.name, f.label])),
});

/** /G/:id: the record, its children and its history. */
export function SimpleShowPage<R extends { id: number }>({ config }: { config: SimpleCrudConfig<R> }) {
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = Number(params.id);
  const detail = useCrudDetail<R>(config.group, id);
  const onDelete = useSimpleDelete(config, () => void navigate(`/${config.group}`));
  const rules = writeRule(config);
  const row = detail.data;

  if (detail.isPending) return <LoadingText />;
  if (!row) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader
        actions={
          <>
            {rules.mayWrite(user, row) ? (
              <Button component={Link} to={`/${config.group}/${id}/edit`} leftSection={<IconPencil size={16} />}>
                Ubah
              </Button>
            ) : null}
            {rules.mayDelete(user, row) ? (
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => onDelete(row)}>
                Hapus
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <ShowFields items={config.show(row)} />
        </Paper>
        {config.sections?.(row)}
        <HistoryTimeline
          group={config.group}
          id={id}
          labels={historyLabels(config.fields(user, row), config.historyLabels)}
        />
      </Stack>
    </>
  );
}
