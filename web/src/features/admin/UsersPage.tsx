import { ActionIcon, Badge, Button, Group, Select, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey, IconPencil, IconPlus } from '@tabler/icons-react';
import { endpointPath, roleLabel, usersExportEndpoint, type UserRecord } from '@sakip/domain';
import { useState } from 'react';
import { useSatuanKerjaOptions } from '../../api/options';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ExportButton } from '../../components/crud/ExportButton';
import { pagedTableProps } from '../../components/paged-table-props';
import { PageHeader } from '../../components/PageHeader';
import { userFilters, useUsers } from './api';
import { ResetPasswordModal } from './ResetPasswordModal';
import { ROLE_OPTIONS, UserFormModal } from './UserFormModal';

/** Username, name, role, unit, status, and the row's edit and reset-password buttons. */
function userColumns(
  onEdit: (user: UserRecord) => void,
  onReset: (user: UserRecord) => void,
): DataTableColumn<UserRecord>[] {
  return [
    {
      key: 'username',
      header: 'Username',
      render: (u) => (
        <Text size="sm" ff="monospace">
          {u.username}
        </Text>
      ),
    },
    {
      key: 'nama',
      header: 'Nama',
      render: (u) => (
        <>
          <Text size="sm">{u.nama}</Text>
          {u.nip ? (
            <Text size="xs" c="dimmed">
              NIP {u.nip}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'email', header: 'E-mail', render: (u) => u.email ?? '-' },
    { key: 'role', header: 'Peran', render: (u) => roleLabel(u.role_id, u.role) },
    { key: 'satuan_kerja', header: 'Satuan Kerja', render: (u) => u.satuan_kerja_nama ?? '-' },
    {
      key: 'status',
      header: 'Status',
      width: 110,
      render: (u) => (
        <Badge color={u.active ? 'green' : 'gray'} variant="light" radius="sm">
          {u.active ? 'Aktif' : 'Nonaktif'}
        </Badge>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      width: 110,
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Ubah">
            <ActionIcon variant="subtle" aria-label={`Ubah ${u.username}`} onClick={() => onEdit(u)}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Reset password">
            <ActionIcon
              variant="subtle"
              color="orange"
              aria-label={`Reset password ${u.username}`}
              onClick={() => onReset(u)}
            >
              <IconKey size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}

interface UserFiltersProps {
  roleId: string | null;
  satkerId: string | null;
  onRole: (roleId: string | null) => void;
  onSatker: (satkerId: string | null) => void;
}

/** The role and unit filters of the user list. */
function UserFilters({ roleId, satkerId, onRole, onSatker }: UserFiltersProps) {
  const satker = useSatuanKerjaOptions();
  return (
    <>
      <Select
        label="Peran"
        data={ROLE_OPTIONS}
        value={roleId}
        onChange={onRole}
        clearable
        placeholder="Semua peran"
        w={{ base: '100%', sm: 220 }}
      />
      <Select
        label="Satuan Kerja"
        data={satker.data ?? []}
        value={satkerId}
        onChange={onSatker}
        searchable
        clearable
        nothingFoundMessage="Satuan kerja tidak ditemukan"
        placeholder="Semua satuan kerja"
        w={{ base: '100%', sm: 300 }}
      />
    </>
  );
}

/** /admin/users (super): list with search, role and unit filters, export, create, edit (with the history), reset password. */
export default function UsersPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [satkerId, setSatkerId] = useState<string | null>(null);
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<UserRecord | null>(null);

  const users = useUsers({ page, search: debouncedSearch, role_id: roleId, satuan_kerja_id: satkerId });

  return (
    <>
      <PageHeader
        description="Kelola akun pengguna, peran dan satuan kerjanya."
        actions={
          <Group gap="sm">
            <ExportButton
              path={endpointPath(usersExportEndpoint)}
              query={userFilters({ search: debouncedSearch, role_id: roleId, satuan_kerja_id: satkerId })}
              fileName="pengguna.xlsx"
            />
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
              Tambah Pengguna
            </Button>
          </Group>
        }
      />
      <DataTable
        caption="Daftar pengguna"
        columns={userColumns(setEditing, setResetting)}
        {...pagedTableProps(users, page, setPage)}
        rowKey={(u) => u.id}
        emptyText="Tidak ada pengguna"
        search={{
          value: search,
          label: 'Cari pengguna',
          onChange: (value) => {
            setSearch(value);
            setPage(1);
          },
        }}
        filters={
          <UserFilters
            roleId={roleId}
            satkerId={satkerId}
            onRole={(v) => {
              setRoleId(v);
              setPage(1);
            }}
            onSatker={(v) => {
              setSatkerId(v);
              setPage(1);
            }}
          />
        }
      />
      <UserFormModal
        opened={creating || editing !== null}
        user={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
