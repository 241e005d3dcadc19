import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import {
  ROLE_IDS,
  ROLE_LABELS,
  ROLE_NAMES,
  roleLabel,
  userCreateSchema,
  userUpdateSchema,
  type RiwayatRecord,
  type UserRecord,
} from '@sakip/domain';
import type { FormEvent } from 'react';
import { useSatuanKerjaOptions } from '../../api/options';
import { HistoryPanel } from '../../components/crud/HistoryTimeline';
import { submitFeedback } from '../../components/crud/use-crud-submit';
import { useZodForm } from '../../components/form/use-zod-form';
import { useCreateUser, useUpdateUser, useUserRiwayat } from './api';

export const ROLE_OPTIONS = ROLE_NAMES.map((name) => ({ value: String(ROLE_IDS[name]), label: ROLE_LABELS[name] }));

interface FormValues {
  username: string;
  nama: string;
  nip: string;
  email: string;
  email_notifikasi: boolean;
  role_id: string | undefined;
  satuan_kerja_id: string | null;
  active: boolean;
  password: string;
  [key: string]: unknown;
}

function initialValues(user: UserRecord | null): FormValues {
  return {
    username: user?.username ?? '',
    nama: user?.nama ?? '',
    nip: user?.nip ?? '',
    email: user?.email ?? '',
    email_notifikasi: user?.email_notifikasi ?? true,
    role_id: user ? String(user.role_id) : undefined,
    satuan_kerja_id: user?.satuan_kerja_id ?? null,
    active: user?.active ?? true,
    password: '',
  };
}

interface UserFormModalProps {
  opened: boolean;
  /** null: create. */
  user: UserRecord | null;
  onClose: () => void;
}

export function UserFormModal({ opened, user, onClose }: UserFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={user ? 'Ubah Pengguna' : 'Tambah Pengguna'} size="lg" centered>
      {/* Keyed so that the form starts from the record each time it opens. */}
      {opened ? <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} /> : null}
      {opened && user ? <UserRiwayat id={user.id} /> : null}
    </Modal>
  );
}

/** The history names the form's fields; a role by its label, not its number. */
const HISTORY_LABELS: Record<string, string> = {
  username: 'Username',
  nama: 'Nama',
  nip: 'NIP',
  email: 'E-mail',
  email_notifikasi: 'Notifikasi e-mail',
  role_id: 'Peran',
  satuan_kerja_id: 'Satuan kerja',
  active: 'Aktif',
  password: 'Password',
};

/**
 * The values as the form shows them: a role by its label, a unit by its name, a password reset
 * without a before (the password is never shown).
 */
function readable(records: RiwayatRecord[], unitName: (id: unknown) => unknown): RiwayatRecord[] {
  const role = (value: unknown) => (typeof value === 'number' ? roleLabel(value) : value);
  const change = (c: RiwayatRecord['changes'][number]) => {
    if (c.field === 'role_id') return { ...c, old: role(c.old), new: role(c.new) };
    if (c.field === 'satuan_kerja_id') return { ...c, old: unitName(c.old), new: unitName(c.new) };
    if (c.field === 'password') return { ...c, old: undefined };
    return c;
  };
  return records.map((record) => ({ ...record, changes: record.changes.map(change) }));
}

/** Who changed the account and how (GET /admin/users/:id/riwayat), under the edit form. */
function UserRiwayat({ id }: { id: number }) {
  const riwayat = useUserRiwayat(id);
  const satker = useSatuanKerjaOptions();
  const unitName = (value: unknown) => satker.data?.find((o) => o.value === value)?.label ?? value;
  const records = riwayat.data ? readable(riwayat.data.data, unitName) : undefined;
  return (
    <Box mt="lg">
      <HistoryPanel pending={riwayat.isPending} records={records} labels={HISTORY_LABELS} />
    </Box>
  );
}

function UserForm({ user, onDone }: { user: UserRecord | null; onDone: () => void }) {
  const isEdit = user !== null;
  const schema = isEdit ? userUpdateSchema : userCreateSchema;
  const form = useZodForm(schema, initialValues(user));
  const satker = useSatuanKerjaOptions();
  const create = useCreateUser();
  const update = useUpdateUser();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    const feedback = submitFeedback({
      success: isEdit ? 'Pengguna berhasil diperbarui' : 'Pengguna berhasil ditambahkan',
      onSuccess: onDone,
      setErrors: form.setErrors,
    });
    if (user) update.mutate({ params: { id: String(user.id) }, body: parsed }, feedback);
    // Without a user the form's schema is userCreateSchema: its output carries the password.
    else create.mutate({ body: parsed as typeof parsed & { password: string } }, feedback);
  };

  const { values, errors, setField } = form;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={isEdit ? 'Formulir ubah pengguna' : 'Formulir tambah pengguna'}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Username"
            required
            autoComplete="off"
            value={values.username}
            onChange={(e) => setField('username', e.currentTarget.value)}
            error={errors.username}
            data-autofocus
          />
          <TextInput
            label="Nama"
            required
            value={values.nama}
            onChange={(e) => setField('nama', e.currentTarget.value)}
            error={errors.nama}
          />
          <TextInput
            label="NIP"
            inputMode="numeric"
            value={values.nip}
            onChange={(e) => setField('nip', e.currentTarget.value)}
            error={errors.nip}
            description={user?.pegawai_nama ?? 'NIP pegawai pemilik akun (18 digit), boleh kosong'}
          />
          <Select
            label="Peran"
            required
            data={ROLE_OPTIONS}
            value={values.role_id ?? null}
            onChange={(v) => setField('role_id', v ?? undefined)}
            error={errors.role_id}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Select
          label="Satuan Kerja"
          data={satker.data ?? []}
          value={values.satuan_kerja_id}
          onChange={(v) => setField('satuan_kerja_id', v)}
          error={errors.satuan_kerja_id}
          searchable
          clearable
          nothingFoundMessage="Satuan kerja tidak ditemukan"
          placeholder={satker.isPending ? 'Sedang memuat data...' : 'Pilih satuan kerja'}
          description="Kosongkan untuk akun tingkat pemerintah daerah atau validator."
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => setField('email', e.currentTarget.value)}
            error={errors.email}
            description="Untuk pemberitahuan; boleh kosong."
          />
          <Switch
            mt={{ base: 0, sm: 'xl' }}
            label="Kirim pemberitahuan lewat e-mail"
            checked={values.email_notifikasi}
            onChange={(e) => setField('email_notifikasi', e.currentTarget.checked)}
          />
        </SimpleGrid>
        {!isEdit ? (
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setField('password', e.currentTarget.value)}
            error={errors.password}
            description="Minimal 8 karakter."
            visibilityToggleButtonProps={{ 'aria-label': 'Tampilkan atau sembunyikan kata sandi' }}
          />
        ) : null}
        <Switch
          label="Aktif"
          checked={values.active}
          onChange={(e) => setField('active', e.currentTarget.checked)}
          description="Akun nonaktif tidak dapat masuk."
        />
        {errors._form ? (
          <Alert color="red" variant="light" role="alert">
            {errors._form}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} type="button">
            Batal
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
