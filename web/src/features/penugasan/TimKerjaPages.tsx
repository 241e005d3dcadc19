import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  anggotaSchema,
  mayChooseUnit,
  PERAN_ANGGOTA,
  PERAN_ANGGOTA_LABELS,
  scopeOf,
  targetAnggotaTahunan,
  timKerjaSchema,
  type AnggotaInput,
  type AnggotaRecord,
  type SessionUser,
  type TimKerjaDetail,
  type TimKerjaRecord,
} from '@sakip/domain';
import { useCrudDetail, useCrudList, useDeleteCrud, useSaveCrud } from '../../api/crud';
import { useSession } from '../../api/session';
import { confirmDelete } from '../../components/ConfirmDelete';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { pagedTableProps } from '../../components/paged-table-props';
import { ReadonlyTable } from '../../components/ReadonlyTable';
import { LoadingText } from '../../components/LoadingText';
import { OptionSelect, SatuanKerjaSelect } from '../../components/OptionSelect';
import { PageHeader } from '../../components/PageHeader';
import { ExportButton } from '../../components/crud/ExportButton';
import { MonthlyInput } from '../../components/crud/MonthlyInput';
import { UnitFilter } from '../../components/crud/ListFilters';
import { ShowFields } from '../../components/crud/ShowField';
import { submitFeedback, validatePayload } from '../../components/crud/use-crud-submit';
import { useListFilters } from '../../components/crud/use-list-filters';
import { FormActions } from '../../components/form/FormParts';
import type { FormErrors } from '../../components/form/use-zod-form';
import { TIM_GROUP, useDeleteAnggota, useSaveAnggota } from './tim-kerja-api';
import { num, PegawaiSelect, peranLabel, RiwayatTable, StateWithNote, TargetList } from './TimKerjaParts';

/**
 * /tim-kerja and /tim-kerja/tambahan (the teams of the unit; tambahan: members from other units),
 * /tim-kerja/detail/:id (leader, members, targets, approval state and history),
 * /tim-kerja/create/:id and /tim-kerja/edit/:id/:nip_anggota (a member of team :id).
 */
const RESOURCE = 'tim-kerja';

function mayWrite(user: SessionUser | null): boolean {
  return !!user && scopeOf(user, 'write', RESOURCE).kind !== 'none';
}

// -------------------------------------------------------------------------------------------
// The team form (a modal of the list and of the detail page)
// -------------------------------------------------------------------------------------------

interface TimValues {
  satuan_kerja_id: string;
  nama: string;
  ketua_nip: string;
  unit_kerja_id: number | null;
  is_tambahan: boolean;
  keterangan: string;
}

function TimFormModal({
  opened,
  onClose,
  record,
  tambahan,
}: {
  opened: boolean;
  onClose: () => void;
  record: TimKerjaRecord | null;
  tambahan: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={record ? 'Ubah Tim Kerja' : 'Tambah Tim Kerja'} size="lg" centered>
      {opened ? <TimForm key={record?.id ?? 'baru'} onClose={onClose} record={record} tambahan={tambahan} /> : null}
    </Modal>
  );
}

/** The team form's values, their errors and the save (a new team opens its detail page). */
function useTimForm(record: TimKerjaRecord | null, tambahan: boolean, onClose: () => void) {
  const { user } = useSession();
  const chooses = !!user && mayChooseUnit(user, RESOURCE, 'write');
  const [values, setValues] = useState<TimValues>(() => ({
    satuan_kerja_id: record?.satuan_kerja_id ?? user?.satuan_kerja_id ?? '',
    nama: record?.nama ?? '',
    ketua_nip: record?.ketua_nip ?? '',
    unit_kerja_id: record?.unit_kerja_id ?? null,
    is_tambahan: record?.is_tambahan ?? tambahan,
    keterangan: record?.keterangan ?? '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof TimValues>(key: K, value: TimValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const save = useSaveCrud<TimKerjaDetail>(TIM_GROUP);
  const navigate = useNavigate();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = { ...values, satuan_kerja_id: chooses ? values.satuan_kerja_id || null : null };
    if (!validatePayload(timKerjaSchema, body, setErrors)) return;
    save.mutate(
      { id: record?.id, body },
      submitFeedback({
        success: record ? 'Tim kerja berhasil diperbarui' : 'Tim kerja berhasil ditambahkan',
        setErrors,
        onSuccess: (res) => {
          onClose();
          if (!record) void navigate(`/tim-kerja/detail/${res.data.id}`);
        },
      }),
    );
  };

  return { chooses, values, errors, set, submit, saving: save.isPending };
}

function TimForm({
  onClose,
  record,
  tambahan,
}: {
  onClose: () => void;
  record: TimKerjaRecord | null;
  tambahan: boolean;
}) {
  const { chooses, values, errors, set, submit, saving } = useTimForm(record, tambahan, onClose);
  const unit = values.satuan_kerja_id;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {chooses && !record ? (
          <SatuanKerjaSelect
            value={unit || null}
            onChange={(v) => set('satuan_kerja_id', v ?? '')}
            error={errors.satuan_kerja_id}
          />
        ) : null}
        <TextInput
          label="Nama tim"
          required
          value={values.nama}
          error={errors.nama}
          onChange={(e) => set('nama', e.currentTarget.value)}
        />
        <PegawaiSelect
          label="Ketua tim"
          value={values.ketua_nip}
          onChange={(nip) => set('ketua_nip', nip)}
          satuanKerjaId={values.is_tambahan ? null : unit}
          currentLabel={record?.ketua_nama}
          error={errors.ketua_nip}
        />
        <OptionSelect
          endpoint="/option/pengampu/unit-kerja"
          params={{ satuan_kerja_id: unit, type: 'kinerja-sub-kegiatan' }}
          dependsOn={['satuan_kerja_id']}
          labelKey="unit_kerja_nama"
          label="Jabatan (bidang tim)"
          required={false}
          value={values.unit_kerja_id}
          onChange={(v) => set('unit_kerja_id', v ? Number(v) : null)}
          error={errors.unit_kerja_id}
        />
        <Checkbox
          label="Tim tambahan (anggota boleh dari satuan kerja lain)"
          checked={values.is_tambahan}
          onChange={(e) => set('is_tambahan', e.currentTarget.checked)}
        />
        <Textarea
          label="Keterangan"
          autosize
          minRows={2}
          value={values.keterangan}
          error={errors.keterangan}
          onChange={(e) => set('keterangan', e.currentTarget.value)}
        />
        <FormActions onCancel={onClose} saving={saving} />
      </Stack>
    </form>
  );
}

// -------------------------------------------------------------------------------------------
// List
// -------------------------------------------------------------------------------------------

/** Unit (for choosers), team, leader, position, members, and the row's detail / edit / delete. */
function timColumns(
  chooses: boolean,
  writer: boolean,
  onEdit: (row: TimKerjaRecord) => void,
  onDelete: (row: TimKerjaRecord) => void,
): DataTableColumn<TimKerjaRecord>[] {
  return [
    ...(chooses
      ? [{ key: 'satker', header: 'Satuan Kerja', render: (r: TimKerjaRecord) => r.satuan_kerja_nama, width: '16%' }]
      : []),
    {
      key: 'nama',
      header: 'Nama Tim',
      render: (r) => (
        <Anchor component={Link} to={`/tim-kerja/detail/${r.id}`}>
          {r.nama}
        </Anchor>
      ),
    },
    {
      key: 'ketua',
      header: 'Ketua',
      render: (r) => (
        <>
          <Text size="sm">{r.ketua_nama}</Text>
          <Text size="xs" c="dimmed">
            {r.ketua_nip}
          </Text>
        </>
      ),
    },
    { key: 'jabatan', header: 'Jabatan', render: (r) => r.unit_kerja_nama ?? '-' },
    {
      key: 'anggota',
      header: 'Anggota (disetujui)',
      render: (r) => `${r.jumlah_anggota} (${r.jumlah_disetujui})`,
      width: 110,
    },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            component={Link}
            to={`/tim-kerja/detail/${r.id}`}
            aria-label={`Detail ${r.nama}`}
          >
            <IconEye size={16} aria-hidden />
          </Button>
          {writer ? (
            <>
              <Button size="compact-sm" variant="light" aria-label={`Ubah ${r.nama}`} onClick={() => onEdit(r)}>
                <IconPencil size={16} aria-hidden />
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Hapus ${r.nama}`}
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
}

function TimKerjaList({ tambahan }: { tambahan: boolean }) {
  const { user } = useSession();
  const list = useListFilters(['satuan_kerja_id'] as const);
  const query = { ...list.query, jenis: tambahan ? 'tambahan' : '' };
  const rows = useCrudList<TimKerjaRecord>(TIM_GROUP, list.page, query);
  const remove = useDeleteCrud(TIM_GROUP);
  const [editing, setEditing] = useState<TimKerjaRecord | null>(null);
  const [opened, setOpened] = useState(false);
  const writer = mayWrite(user);
  const chooses = !!user && mayChooseUnit(user, RESOURCE, 'read');

  const onEdit = (r: TimKerjaRecord | null) => {
    setEditing(r);
    setOpened(true);
  };
  const onDelete = (r: TimKerjaRecord) =>
    confirmDelete({
      message: `Hapus tim kerja "${r.nama}" beserta anggotanya?`,
      onConfirm: () => remove.mutate(r.id, submitFeedback({ success: 'Tim kerja berhasil dihapus' })),
    });

  return (
    <>
      <PageHeader
        description={tambahan ? 'Tim kerja dengan anggota dari satuan kerja lain.' : undefined}
        actions={
          <>
            <ExportButton path="/tim-kerja/export" query={query} fileName="tim-kerja.xlsx" />
            {writer ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onEdit(null)}>
                Tambah Tim
              </Button>
            ) : null}
          </>
        }
      />
      <DataTable
        caption={tambahan ? 'Daftar tim kerja tambahan' : 'Daftar tim kerja'}
        columns={timColumns(chooses, writer, onEdit, onDelete)}
        {...pagedTableProps(rows, list.page, list.setPage)}
        rowKey={(r) => r.id}
        search={{ value: list.search, onChange: (v) => list.setFilter('search', v) }}
        filters={
          <UnitFilter
            resource={RESOURCE}
            value={list.filters.satuan_kerja_id}
            onChange={(v) => list.setFilter('satuan_kerja_id', v)}
          />
        }
        emptyText="Belum ada tim kerja"
      />
      <TimFormModal opened={opened} onClose={() => setOpened(false)} record={editing} tambahan={tambahan} />
    </>
  );
}

export const TimKerjaListPage = () => <TimKerjaList tambahan={false} />;
export const TimKerjaTambahanPage = () => <TimKerjaList tambahan />;

// -------------------------------------------------------------------------------------------
// Detail
// -------------------------------------------------------------------------------------------

/** The members: who, role, their langkah aksi targets, approval state and note, and the caller's actions. */
function AnggotaTable({
  anggota,
  actions,
}: {
  anggota: TimKerjaDetail['anggota'];
  actions?: (nip: string, nama: string) => React.ReactNode;
}) {
  return (
    <ReadonlyTable
      striped
      withTableBorder
      aria-label="Anggota tim"
      minWidth={720}
      rows={anggota}
      rowKey={(m) => m.id}
      columns={[
        {
          header: 'Anggota',
          cell: (m) => (
            <>
              <Text size="sm">{m.nama}</Text>
              <Text size="xs" c="dimmed">
                {m.nip}
                {m.satuan_kerja_nama ? ` · ${m.satuan_kerja_nama}` : ''}
              </Text>
            </>
          ),
        },
        { header: 'Peran', cell: (m) => peranLabel(m.peran) },
        { header: 'Langkah aksi dan target', cell: (m) => <TargetList target={m.target} /> },
        {
          header: 'Status persetujuan',
          cell: (m) => <StateWithNote state={m.state} catatan={m.catatan_kepala_opd ?? m.catatan_kepala_bidang} />,
        },
        actions && { header: 'Aksi', cell: (m) => actions(m.nip, m.nama) },
      ]}
    />
  );
}

/** The team's data, members and history (also the read-only view of Tim Saya). */
export function TimDetailView({
  tim,
  actions,
}: {
  tim: TimKerjaDetail;
  actions?: (nip: string, nama: string) => React.ReactNode;
}) {
  return (
    <Stack>
      <Paper withBorder p="md">
        <ShowFields
          items={[
            { label: 'Nama tim', value: tim.nama },
            { label: 'Satuan kerja', value: tim.satuan_kerja_nama },
            { label: 'Ketua', value: `${tim.ketua_nama} (${tim.ketua_nip})` },
            { label: 'Jabatan (bidang tim)', value: tim.unit_kerja_nama },
            { label: 'Penyetuju tahap 1 (Kepala Bidang)', value: tim.kepala_bidang_nama },
            { label: 'Penyetuju tahap 2 (Kepala OPD)', value: tim.kepala_opd_nama },
            { label: 'Tim tambahan', value: tim.is_tambahan ? 'Ya' : 'Tidak' },
            {
              label: 'Pengampu pada',
              value: tim.pengampu.length ? (
                <List size="sm">
                  {tim.pengampu.map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              ) : (
                'Belum menjadi pengampu'
              ),
            },
          ]}
        />
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          Anggota dan target langkah aksi
        </Title>
        {tim.anggota.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada anggota
          </Text>
        ) : (
          <AnggotaTable anggota={tim.anggota} actions={actions} />
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          Riwayat persetujuan
        </Title>
        <RiwayatTable rows={tim.riwayat} />
      </Paper>
    </Stack>
  );
}

function useIdParam(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function TimKerjaDetailPage() {
  const id = useIdParam();
  const { user } = useSession();
  const detail = useCrudDetail<TimKerjaDetail>(TIM_GROUP, id);
  const removeAnggota = useDeleteAnggota(id ?? 0);
  const [editing, setEditing] = useState(false);
  const writer = mayWrite(user);
  const tim = detail.data;
  if (!tim) return detail.isError ? <Alert color="red">Tim kerja tidak ditemukan</Alert> : <LoadingText />;
  return (
    <>
      <PageHeader
        title={tim.nama}
        actions={
          writer ? (
            <>
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                Ubah Tim
              </Button>
              <Button
                component={Link}
                to={`/tim-kerja/create/${tim.id}`}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Tambah Anggota
              </Button>
            </>
          ) : null
        }
      />
      <TimDetailView
        tim={tim}
        actions={
          writer
            ? (nip, nama) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    to={`/tim-kerja/edit/${tim.id}/${nip}`}
                    aria-label={`Ubah ${nama}`}
                  >
                    <IconPencil size={16} aria-hidden />
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Hapus ${nama}`}
                    onClick={() =>
                      confirmDelete({
                        message: `Hapus ${nama} dari tim?`,
                        onConfirm: () =>
                          removeAnggota.mutate(nip, submitFeedback({ success: 'Anggota tim berhasil dihapus' })),
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </Button>
                </Group>
              )
            : undefined
        }
      />
      <TimFormModal opened={editing} onClose={() => setEditing(false)} record={tim} tambahan={tim.is_tambahan} />
    </>
  );
}

// -------------------------------------------------------------------------------------------
// Member form
// -------------------------------------------------------------------------------------------

interface TargetValue {
  /** Januari..Desember; the yearly target is their sum. */
  target_bulanan: (number | null)[];
  satuan: string;
}

const kosong12 = (): (number | null)[] => Array.from({ length: 12 }, () => null);

export function AnggotaFormPage() {
  const id = useIdParam();
  const { nip_anggota: nipParam } = useParams();
  const nip = nipParam ?? null;
  const detail = useCrudDetail<TimKerjaDetail>(TIM_GROUP, id);
  const tim = detail.data;
  if (!tim) return detail.isError ? <Alert color="red">Tim kerja tidak ditemukan</Alert> : <LoadingText />;
  const member = nip ? tim.anggota.find((m) => m.nip === nip) : undefined;
  if (nip && !member) return <Alert color="red">Anggota tim tidak ditemukan</Alert>;
  return <AnggotaForm tim={tim} member={member} />;
}

/** A langkah aksi of the team: the member's unit and months, the yearly sum beside them. */
function LangkahAksiTarget({
  la,
  value: t,
  onChange,
}: {
  la: TimKerjaDetail['langkah_aksi'][number];
  value: TargetValue;
  onChange: (next: TargetValue) => void;
}) {
  const setT = (next: Partial<TargetValue>) => onChange({ ...t, ...next });
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-end" mb="xs">
        <div>
          <Text size="sm" fw={500}>
            {la.sasaran}
          </Text>
          <Text size="xs" c="dimmed">
            {la.indikator} · target tim {num(la.target)} {la.satuan}
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <TextInput
            label="Satuan"
            aria-label={`Satuan ${la.sasaran}`}
            value={t.satuan}
            onChange={(e) => setT({ satuan: e.currentTarget.value })}
            w={160}
          />
          <Text size="sm" aria-live="polite">
            Target setahun: <b>{num(targetAnggotaTahunan(t.target_bulanan))}</b>
          </Text>
        </Group>
      </Group>
      <MonthlyInput
        legend={`Target bulanan ${la.sasaran}`}
        value={t.target_bulanan}
        onChange={(v) => setT({ target_bulanan: v })}
      />
    </Paper>
  );
}

/** The member's targets, one per langkah aksi of the team (its own or blank months). */
function initialTargets(tim: TimKerjaDetail, member: AnggotaRecord | undefined): Record<number, TargetValue> {
  const own = new Map((member?.target ?? []).map((t) => [t.kinerja_langkah_aksi_id, t]));
  return Object.fromEntries(
    tim.langkah_aksi.map((la) => [
      la.id,
      {
        target_bulanan: own.get(la.id)?.target_bulanan ?? kosong12(),
        satuan: own.get(la.id)?.satuan ?? la.satuan,
      },
    ]),
  );
}

/** 'Target langkah aksi': a block per langkah aksi of the team, or why there is none. */
function TargetsSection(props: {
  tim: TimKerjaDetail;
  targets: Record<number, TargetValue>;
  error: string | undefined;
  onChange: (update: (all: Record<number, TargetValue>) => Record<number, TargetValue>) => void;
}) {
  const { tim, targets, error, onChange } = props;
  return (
    <div>
      <Text fw={500} size="sm" mb={4}>
        Target langkah aksi
      </Text>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {tim.langkah_aksi.length === 0 ? (
        <Text size="sm" c="dimmed">
          Tim ini belum mengerjakan langkah aksi.
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            Isi target per bulan; target setahun adalah jumlahnya. Langkah aksi tanpa target bulan tidak diberikan
            kepada anggota.
          </Text>
          {tim.langkah_aksi.map((la) => (
            <LangkahAksiTarget
              key={la.id}
              la={la}
              value={targets[la.id] ?? { target_bulanan: kosong12(), satuan: la.satuan }}
              onChange={(next) => onChange((all) => ({ ...all, [la.id]: next }))}
            />
          ))}
        </Stack>
      )}
    </div>
  );
}

function AnggotaForm({ tim, member }: { tim: TimKerjaDetail; member: AnggotaRecord | undefined }) {
  const nip = member?.nip ?? null;
  const navigate = useNavigate();
  const save = useSaveAnggota(tim.id, nip);
  const [values, setValues] = useState({ nip: member?.nip ?? '', peran: member?.peran ?? 'anggota' });
  const [targets, setTargets] = useState<Record<number, TargetValue>>(() => initialTargets(tim, member));
  const [errors, setErrors] = useState<FormErrors>({});
  const back = () => void navigate(`/tim-kerja/detail/${tim.id}`);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...values,
      // A langkah aksi with no month filled is not given to the member.
      target: Object.entries(targets)
        .filter(([, t]) => t.target_bulanan.some((v) => v !== null))
        .map(([la, t]) => ({
          kinerja_langkah_aksi_id: Number(la),
          target_bulanan: t.target_bulanan,
          satuan: t.satuan,
        })),
    };
    if (!validatePayload(anggotaSchema, body, setErrors)) return;
    // Checked by the schema just above: the peran is one of PERAN_ANGGOTA.
    save.mutate(
      body as AnggotaInput,
      submitFeedback({ success: 'Anggota tim berhasil disimpan', setErrors, onSuccess: back }),
    );
  };

  return (
    <>
      <PageHeader title={`${nip ? 'Ubah' : 'Tambah'} Anggota: ${tim.nama}`} />
      <Paper withBorder p="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            {member && member.state !== 'menunggu-kepala-bidang' ? (
              <Alert color="yellow">
                Anggota ini berstatus &quot;{member.state === 'disetujui' ? 'Disetujui' : 'sudah diputuskan'}&quot;.
                Menyimpan perubahan mengembalikannya ke status menunggu persetujuan Kepala Bidang.
              </Alert>
            ) : null}
            <PegawaiSelect
              label="Pegawai"
              value={values.nip}
              onChange={(v) => {
                setValues((s) => ({ ...s, nip: v }));
                setErrors((e) => ({ ...e, nip: undefined }));
              }}
              satuanKerjaId={tim.is_tambahan ? null : tim.satuan_kerja_id}
              currentLabel={member?.nama}
              error={errors.nip}
            />
            {tim.is_tambahan ? (
              <Text size="xs" c="dimmed">
                Tim tambahan: pegawai dapat dipilih dari satuan kerja lain.
              </Text>
            ) : null}
            <Select
              label="Peran"
              data={PERAN_ANGGOTA.map((p) => ({ value: p, label: PERAN_ANGGOTA_LABELS[p] }))}
              value={values.peran}
              onChange={(v) => v && setValues((s) => ({ ...s, peran: v }))}
              allowDeselect={false}
              error={errors.peran}
            />
            <TargetsSection tim={tim} targets={targets} error={errors.target} onChange={setTargets} />
            <FormActions onCancel={back} saving={save.isPending} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
