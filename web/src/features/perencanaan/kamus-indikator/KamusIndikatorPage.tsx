import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  can,
  DEFAULT_PER_PAGE,
  formatDate,
  kamusIndikatorSchema,
  mayChooseUnit,
  validasiBappedaSchema,
  type KamusIndikatorRecord,
  type SessionUser,
} from '@sakip/domain';
import { IconCheck, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, isApiError, messageFrom } from '../../../api/client';
import { useCrudList, useDeleteCrud } from '../../../api/crud';
import { useSession } from '../../../api/session';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { CrudForm, type CrudField } from '../../../components/crud/CrudForm';
import { ExportButton } from '../../../components/crud/ExportButton';
import { StatusValidasiFilter, UnitFilter } from '../../../components/crud/filters';
import { HistoryList } from '../../../components/crud/HistoryTimeline';
import { ShowFields } from '../../../components/crud/ShowField';
import { useListFilters } from '../../../components/crud/use-list-filters';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { serverFieldErrors, useZodForm } from '../../../components/form/use-zod-form';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import type { RiwayatRecord } from '@sakip/domain';
import { FormActions } from '../../../components/form/FormParts';

/**
 * /kamus-indikator (output indicators), /kamus-indikator-fungsional (the entries marked
 * fungsional: indicators of functional positions) and /kamus-indikator-validasi-bappeda (Bappeda
 * validates every entry with a note). One page, three modes; forms and details open in modals
 * (the SPEC lists these routes without /create or /{id}).
 */
export type KamusMode = 'umum' | 'fungsional' | 'validasi';

const GROUP = 'kamus-indikator';
const FILTER_KEYS = ['status_validasi', 'satuan_kerja_id'] as const;

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; record: KamusIndikatorRecord | null }
  | { kind: 'show'; record: KamusIndikatorRecord }
  | { kind: 'validasi'; record: KamusIndikatorRecord };

/** The validation status as a coloured word (a Badge is cut short in a narrow column). */
function StatusBadge({ row }: { row: KamusIndikatorRecord }) {
  const [text, color] = row.status_validasi
    ? ['Tervalidasi', 'green.8']
    : row.catatan_validasi
      ? ['Dikembalikan', 'red.8']
      : ['Belum Tervalidasi', 'dimmed'];
  return (
    <Text size="sm" fw={600} c={color}>
      {text}
    </Text>
  );
}

function formFields(user: SessionUser | null, record: KamusIndikatorRecord | null): CrudField[] {
  const chooses = !!user && mayChooseUnit(user, 'kamus-indikator');
  const unit = record?.satuan_kerja_id ?? (chooses ? null : user?.satuan_kerja_id);
  const subKegiatan: CrudField = unit
    ? {
        name: 'sub_kegiatan_id',
        label: 'Sub kegiatan',
        kind: 'option',
        required: false,
        option: { endpoint: `/option/sub-kegiatan/${unit}` },
      }
    : {
        name: 'sub_kegiatan_id',
        label: 'Sub kegiatan',
        kind: 'option',
        required: false,
        option: {
          endpoint: '/sub-kegiatan',
          params: { per_page: 500 },
          recordsOf: (res) => (res as { data: Record<string, unknown>[] }).data,
          labelKey: (r) => `${String(r.kode)} ${String(r.nama)}`,
        },
      };
  return [
    ...(chooses && !record ? [{ name: 'satuan_kerja_id', label: 'Satuan kerja', kind: 'unit' } as CrudField] : []),
    subKegiatan,
    { name: 'indikator_output', label: 'Indikator Output', kind: 'textarea', required: true },
    { name: 'indikator_kemendagri', label: 'Indikator Sub Kegiatan Versi Kemendagri', kind: 'textarea' },
    { name: 'satuan', label: 'Satuan', kind: 'text' },
    { name: 'is_fungsional', label: 'Indikator fungsional', kind: 'switch' },
    { name: 'keterangan', label: 'Keterangan', kind: 'textarea' },
  ];
}

function initialOf(record: KamusIndikatorRecord | null, mode: KamusMode) {
  return {
    satuan_kerja_id: record?.satuan_kerja_id ?? '',
    sub_kegiatan_id: record?.sub_kegiatan_id ?? null,
    indikator_output: record?.indikator_output ?? '',
    indikator_kemendagri: record?.indikator_kemendagri ?? '',
    satuan: record?.satuan ?? '',
    is_fungsional: record?.is_fungsional ?? mode === 'fungsional',
    keterangan: record?.keterangan ?? '',
  };
}

function ShowKamus({ record }: { record: KamusIndikatorRecord }) {
  const riwayat = useQuery({
    queryKey: [GROUP, 'riwayat', record.id],
    queryFn: () => api.get<{ data: RiwayatRecord[] }>(`/${GROUP}/${record.id}/riwayat`),
  });
  return (
    <Stack gap="md">
      <ShowFields
        items={[
          { label: 'Satuan kerja', value: record.satuan_kerja_nama },
          {
            label: 'Sub kegiatan',
            value: record.sub_kegiatan ? `${record.sub_kegiatan.kode} ${record.sub_kegiatan.nama}` : null,
          },
          { label: 'Indikator Output', value: record.indikator_output },
          { label: 'Indikator Sub Kegiatan Versi Kemendagri', value: record.indikator_kemendagri },
          { label: 'Satuan', value: record.satuan },
          { label: 'Fungsional', value: record.is_fungsional ? 'Ya' : 'Tidak' },
          { label: 'Keterangan', value: record.keterangan },
          { label: 'Status validasi', value: <StatusBadge row={record} /> },
          { label: 'Catatan validasi', value: record.catatan_validasi },
          {
            label: 'Divalidasi',
            value: record.validasi_at
              ? `${record.validasi_nama ?? '-'} · ${formatDate(record.validasi_at, true)}`
              : null,
          },
        ]}
      />
      <Text fw={600}>Riwayat Perubahan</Text>
      {riwayat.isPending ? <LoadingText /> : <HistoryList records={riwayat.data?.data ?? []} />}
    </Stack>
  );
}

function ValidasiForm({ record, onDone }: { record: KamusIndikatorRecord; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(validasiBappedaSchema, {
    status_validasi: record.status_validasi ? 'ya' : record.catatan_validasi ? 'tidak' : '',
    catatan_validasi: record.catatan_validasi ?? '',
  });
  const save = useMutation({
    mutationFn: (body: unknown) =>
      api.put<{ message: string }>(`/${GROUP}/${record.id}/validasi`, body, { silent422: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GROUP] }),
  });
  const choice = form.values.status_validasi;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = validasiBappedaSchema.safeParse({
      status_validasi: choice === 'ya' ? true : choice === 'tidak' ? false : undefined,
      catatan_validasi: form.values.catatan_validasi,
    });
    if (!parsed.success) {
      form.setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (res) => {
        notifications.show({ color: 'green', title: 'Berhasil', message: messageFrom(res, 'Validasi tersimpan') });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422) form.setErrors(serverFieldErrors(error.errors));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulir validasi kamus indikator">
      <Stack gap="md">
        <Text size="sm">
          <b>{record.indikator_output}</b> — {record.satuan_kerja_nama}
        </Text>
        <Radio.Group
          label="Hasil validasi"
          required
          value={typeof choice === 'string' ? choice : ''}
          onChange={(v) => form.setField('status_validasi', v)}
          error={form.errors.status_validasi}
        >
          <Group mt="xs">
            <Radio value="ya" label="Tervalidasi" />
            <Radio value="tidak" label="Dikembalikan" />
          </Group>
        </Radio.Group>
        <Textarea
          label="Catatan"
          autosize
          minRows={3}
          value={typeof form.values.catatan_validasi === 'string' ? form.values.catatan_validasi : ''}
          onChange={(e) => form.setField('catatan_validasi', e.currentTarget.value)}
          error={form.errors.catatan_validasi}
          description="Wajib diisi bila dikembalikan"
        />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function KamusIndikatorPage({ mode }: { mode: KamusMode }) {
  const { user } = useSession();
  const list = useListFilters(FILTER_KEYS);
  const fungsional = mode === 'umum' ? '0' : mode === 'fungsional' ? '1' : '';
  const query = { ...list.query, is_fungsional: fungsional };
  const rows = useCrudList<KamusIndikatorRecord>(GROUP, list.page, query);
  const remove = useDeleteCrud(GROUP);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const mayWrite = mode !== 'validasi' && can(user, 'write', 'kamus-indikator');
  const mayValidate = can(user, 'write', 'validasi-kamus-indikator');
  const showUnit = !!user && mayChooseUnit(user, 'kamus-indikator', 'read');

  const onDelete = (row: KamusIndikatorRecord) =>
    confirmDelete({
      message: `Hapus kamus indikator "${row.indikator_output}"? Data yang dihapus tidak dapat dikembalikan.`,
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: (res) =>
            notifications.show({
              color: 'green',
              title: 'Berhasil',
              message: messageFrom(res, 'Data berhasil dihapus'),
            }),
        }),
    });

  const columns: DataTableColumn<KamusIndikatorRecord>[] = [
    ...(showUnit
      ? [
          {
            key: 'satker',
            header: 'Satuan Kerja',
            render: (r: KamusIndikatorRecord) => r.satuan_kerja_nama,
            width: '16%',
          },
        ]
      : []),
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
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Detail ${r.indikator_output}`}
            onClick={() => setDialog({ kind: 'show', record: r })}
          >
            <IconEye size={16} aria-hidden />
          </Button>
          {mode === 'validasi' && mayValidate ? (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => setDialog({ kind: 'validasi', record: r })}
            >
              Validasi
            </Button>
          ) : null}
          {mayWrite ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Ubah ${r.indikator_output}`}
                onClick={() => setDialog({ kind: 'form', record: r })}
              >
                <IconPencil size={16} aria-hidden />
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Hapus ${r.indikator_output}`}
                onClick={() => onDelete(r)}
              >
                <IconTrash size={16} aria-hidden />
              </Button>
            </>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        actions={
          <>
            <ExportButton path={`/${GROUP}/export`} query={query} fileName={`${GROUP}.xlsx`} />
            {mayWrite ? (
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
        columns={columns}
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
        filters={
          <>
            <StatusValidasiFilter
              value={list.filters.status_validasi}
              onChange={(v) => list.setFilter('status_validasi', v)}
            />
            <UnitFilter
              resource="kamus-indikator"
              value={list.filters.satuan_kerja_id}
              onChange={(v) => list.setFilter('satuan_kerja_id', v)}
            />
          </>
        }
      />
      <Modal
        opened={dialog.kind !== 'none'}
        onClose={close}
        size="lg"
        title={
          dialog.kind === 'form'
            ? dialog.record
              ? 'Ubah Kamus Indikator'
              : 'Tambah Kamus Indikator'
            : dialog.kind === 'validasi'
              ? 'Validasi Kamus Indikator'
              : 'Detail Kamus Indikator'
        }
      >
        {dialog.kind === 'form' ? (
          <CrudForm
            group={GROUP}
            name="Formulir kamus indikator"
            schema={kamusIndikatorSchema}
            fields={formFields(user, dialog.record)}
            initial={initialOf(dialog.record, mode)}
            id={dialog.record?.id}
            onDone={close}
          />
        ) : null}
        {dialog.kind === 'show' ? <ShowKamus record={dialog.record} /> : null}
        {dialog.kind === 'validasi' ? <ValidasiForm record={dialog.record} onDone={close} /> : null}
      </Modal>
    </>
  );
}

export const KamusIndikatorUmumPage = () => <KamusIndikatorPage mode="umum" />;
export const KamusIndikatorFungsionalPage = () => <KamusIndikatorPage mode="fungsional" />;
export const KamusIndikatorValidasiPage = () => <KamusIndikatorPage mode="validasi" />;
