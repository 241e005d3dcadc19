import { FormActions } from '../../../components/form/FormParts';
import { Button, Group, Modal, NumberInput, Radio, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KategoriTematikRecord, RbSubKegiatanRow } from '@sakip/domain';
import { useState } from 'react';
import { useCrudList, useDeleteCrud, useSaveCrud } from '../../../api/crud';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/crud/ExportButton';
import { UnitFilter } from '../../../components/crud/ListFilters';
import { submitFeedback } from '../../../components/crud/use-crud-submit';
import type { FormErrors } from '../../../components/form/use-zod-form';
import { PageHeader } from '../../../components/PageHeader';
import { KATEGORI_GROUP, useKategoriSemua, useRbSubKegiatan, useSetKategori } from './api';

// ---------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------

function KategoriForm({ record, onDone }: { record: KategoriTematikRecord | null; onDone: () => void }) {
  const [nama, setNama] = useState(record?.nama ?? '');
  const [urutan, setUrutan] = useState<number | string>(record?.urutan ?? 0);
  const [aktif, setAktif] = useState(record?.aktif ?? true);
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveCrud<KategoriTematikRecord>(KATEGORI_GROUP);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            id: record?.id,
            body: { nama, urutan: urutan === '' ? 0 : urutan, aktif, jenis_rb_id: record?.jenis_rb_id ?? null },
          },
          submitFeedback({ success: 'Kategori tematik disimpan', setErrors, onSuccess: onDone }),
        );
      }}
    >
      <Stack>
        <TextInput
          label="Nama Kategori"
          required
          value={nama}
          onChange={(e) => setNama(e.currentTarget.value)}
          error={errors.nama}
        />
        <NumberInput label="Urutan" min={0} value={urutan} onChange={setUrutan} error={errors.urutan} />
        <Switch label="Aktif" checked={aktif} onChange={(e) => setAktif(e.currentTarget.checked)} />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}

function KategoriTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<KategoriTematikRecord | 'new' | null>(null);
  const { data, isPending } = useCrudList<KategoriTematikRecord>(KATEGORI_GROUP, page, { search });
  const remove = useDeleteCrud(KATEGORI_GROUP);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ExportButton path={`/${KATEGORI_GROUP}/export`} query={{ search }} fileName="kategori-tematik.xlsx" />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Tambah Kategori
        </Button>
      </Group>
      <DataTable
        caption="Kategori tematik"
        numbered
        loading={isPending}
        rows={data?.data}
        rowKey={(r) => r.id}
        search={{
          value: search,
          onChange: (v) => {
            setSearch(v);
            setPage(1);
          },
          label: 'Cari kategori',
        }}
        pagination={data ? { page, perPage: data.per_page, total: data.total, onChange: setPage } : undefined}
        emptyText="Tidak ada data"
        columns={[
          { key: 'nama', header: 'Kategori Tematik', render: (r) => r.nama },
          { key: 'jenis', header: 'Jenis RB', render: (r) => r.jenis_rb_nama ?? '-', width: 160 },
          { key: 'aktif', header: 'Aktif', render: (r) => (r.aktif ? 'Ya' : 'Tidak'), width: 80 },
          { key: 'n', header: 'Sub Kegiatan', render: (r) => r.jumlah_sub_kegiatan, align: 'center', width: 120 },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (r) => (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Ubah ${r.nama}`}
                  onClick={() => setEditing(r)}
                >
                  Ubah
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={`Hapus ${r.nama}`}
                  onClick={() =>
                    confirmDelete({
                      message: `Hapus kategori tematik ${r.nama}?`,
                      onConfirm: () =>
                        remove.mutate(
                          r.id,
                          submitFeedback({ success: 'Kategori tematik dihapus', toastFields: 'all' }),
                        ),
                    })
                  }
                >
                  Hapus
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Tambah Kategori Tematik' : 'Ubah Kategori Tematik'}
      >
        {editing !== null ? (
          <KategoriForm record={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Sub kegiatan with their category
// ---------------------------------------------------------------------------------------------

/** The 'Rencana Aksi Reformasi Birokrasi' choice (SPEC §3, §5): a radio of categories, Batal / Simpan. */
function KategoriChoice({ row, onDone }: { row: RbSubKegiatanRow; onDone: () => void }) {
  const kategori = useKategoriSemua();
  const [value, setValue] = useState<string | null>(row.kategori_tematik_id ? String(row.kategori_tematik_id) : null);
  const set = useSetKategori();
  const options = (kategori.data?.data ?? []).filter((k) => k.aktif || k.id === row.kategori_tematik_id);
  const submit = () => {
    if (!value) {
      notifications.show({ color: 'yellow', title: 'Validasi Error', message: 'Silakan pilih kategori tematik' });
      return;
    }
    set.mutate(
      { kinerjaSubKegiatanId: row.id, jenisRbId: Number(value) },
      submitFeedback({ success: 'Kategori tematik disimpan', toastFields: 'all', onSuccess: onDone }),
    );
  };
  return (
    <Stack>
      <Text size="sm" fw={600}>
        {row.sub_kegiatan}
      </Text>
      <Radio.Group
        value={value}
        onChange={setValue}
        label="Kategori Tematik"
        error={value ? undefined : 'Silakan pilih salah satu kategori tematik'}
      >
        <Stack gap={6} mt="xs">
          {options.map((k) => (
            <Radio key={k.id} value={String(k.id)} label={k.nama} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Batal
        </Button>
        <Button onClick={submit} disabled={!value} loading={set.isPending}>
          Simpan
        </Button>
      </Group>
    </Stack>
  );
}

function SubKegiatanTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [unit, setUnit] = useState('');
  const [kategoriId, setKategoriId] = useState<string | null>(null);
  const [editing, setEditing] = useState<RbSubKegiatanRow | null>(null);
  const kategori = useKategoriSemua();
  const filters = { search, satuan_kerja_id: unit || undefined, kategori_tematik_id: kategoriId ?? undefined };
  const { data, isPending } = useRbSubKegiatan(page, filters);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Stack gap="md">
      <DataTable
        caption="Sub kegiatan dan kategori tematik"
        numbered
        loading={isPending}
        rows={data?.data}
        rowKey={(r) => r.id}
        search={{ value: search, onChange: reset(setSearch), label: 'Cari sub kegiatan' }}
        filters={
          <Group gap="sm" align="flex-end">
            <UnitFilter resource="rencana-aksi-rb" value={unit} onChange={(v) => reset(setUnit)(v ?? '')} />
            <Select
              label="Kategori Tematik"
              placeholder="Semua kategori"
              clearable
              value={kategoriId}
              onChange={reset(setKategoriId)}
              data={[
                { value: 'none', label: 'Tanpa kategori' },
                ...(kategori.data?.data ?? []).map((k) => ({ value: String(k.id), label: k.nama })),
              ]}
              w={{ base: '100%', sm: 240 }}
            />
            <ExportButton path="/rencana-aksi-rb/sub-kegiatan/export" query={filters} fileName="rencana-aksi-rb.xlsx" />
          </Group>
        }
        pagination={data ? { page, perPage: data.per_page, total: data.total, onChange: setPage } : undefined}
        emptyText="Tidak ada data"
        columns={[
          { key: 'satker', header: 'Satuan Kerja', render: (r) => r.satuan_kerja_nama, width: '18%' },
          {
            key: 'sub',
            header: 'Sub Kegiatan',
            render: (r) => (
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {r.kode}
                </Text>
                <Text size="sm">{r.sub_kegiatan}</Text>
              </Stack>
            ),
          },
          { key: 'indikator', header: 'Indikator', render: (r) => r.indikator },
          { key: 'kategori', header: 'Kategori Tematik', render: (r) => r.kategori_tematik ?? '-', width: 180 },
          {
            key: 'aksi',
            header: 'Aksi',
            render: (r) => (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Ubah kategori ${r.sub_kegiatan}`}
                onClick={() => setEditing(r)}
              >
                Kategori
              </Button>
            ),
          },
        ]}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Rencana Aksi Reformasi Birokrasi">
        {editing ? <KategoriChoice row={editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}

/**
 * /rencana-aksi-rb (super): the reform thematic categories and the sub kegiatan of every unit with
 * their category. The category of a sub kegiatan is set with the diagram's own call, so the
 * diagram's 'Edit Rencana Aksi' modal and this page edit the same data.
 */
export default function RencanaAksiRbPage() {
  return (
    <>
      <PageHeader
        title="Rencana Aksi RB"
        description="Kategori tematik reformasi birokrasi dan sub kegiatan perangkat daerah"
      />
      <Tabs defaultValue="sub-kegiatan" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="sub-kegiatan">Sub Kegiatan</Tabs.Tab>
          <Tabs.Tab value="kategori">Kategori Tematik</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sub-kegiatan">
          <SubKegiatanTab />
        </Tabs.Panel>
        <Tabs.Panel value="kategori">
          <KategoriTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
