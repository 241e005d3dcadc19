import { ActionIcon, Badge, Box, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { RPJMD_NODES, type RpjmdNode, type TujuanNode, type VisiDetail } from '@sakip/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { confirmDelete } from '../../../components/ConfirmDelete';
import { useDeleteNode } from './node-api';
import { NODE_TEXT, NodeForm } from './NodeForm';
import { submitFeedback } from '../../../components/crud/use-crud-submit';

type NodeRecord = Record<string, unknown> & { id: number; nomor: number };
interface Editing {
  kind: RpjmdNode;
  parentId: number;
  record: NodeRecord | null;
}

interface Actions {
  mayWrite: boolean;
  onAdd: (kind: RpjmdNode, parentId: number) => void;
  onEdit: (kind: RpjmdNode, parentId: number, record: NodeRecord) => void;
  onDelete: (kind: RpjmdNode, record: NodeRecord) => void;
}

const textOf = (kind: RpjmdNode, r: NodeRecord) => {
  const value = r[NODE_TEXT[kind]];
  return typeof value === 'string' ? value : '';
};

/** One node line: number, text, badge of its kind and its edit / delete buttons. */
function NodeLine({
  kind,
  parentId,
  record,
  actions,
  extra,
}: {
  kind: RpjmdNode;
  parentId: number;
  record: NodeRecord;
  actions: Actions;
  extra?: ReactNode;
}) {
  const label = RPJMD_NODES[kind].label;
  const text = textOf(kind, record);
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Box style={{ minWidth: 0 }}>
        <Badge size="xs" variant="light" mr={6}>
          {label}
        </Badge>
        <Text span size="sm" fw={kind === 'misi' ? 600 : 400}>
          {record.nomor}. {text}
        </Text>
        {extra}
      </Box>
      {actions.mayWrite ? (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={`Ubah ${label.toLowerCase()} ${text}`}
            onClick={() => actions.onEdit(kind, parentId, record)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Hapus ${label.toLowerCase()} ${text}`}
            onClick={() => actions.onDelete(kind, record)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Group>
  );
}

/** 'Tambah …' under a parent; its accessible name says which parent ('… untuk <parent>'). */
function AddButton({
  kind,
  parentId,
  parentText,
  actions,
}: {
  kind: RpjmdNode;
  parentId: number;
  parentText: string;
  actions: Actions;
}) {
  if (!actions.mayWrite) return null;
  const label = `Tambah ${RPJMD_NODES[kind].label.toLowerCase()}`;
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      w="fit-content"
      leftSection={<IconPlus size={14} aria-hidden />}
      aria-label={`${label} untuk ${parentText}`}
      onClick={() => actions.onAdd(kind, parentId)}
    >
      {label}
    </Button>
  );
}

function TujuanBlock({ tujuan, actions }: { tujuan: TujuanNode; actions: Actions }) {
  return (
    <Paper withBorder radius="sm" p="xs" ml={{ base: 0, sm: 'md' }}>
      <Stack gap={6}>
        <NodeLine kind="tujuan" parentId={tujuan.misi_id} record={tujuan} actions={actions} />
        <Stack gap={4} pl="md">
          {tujuan.indikator.map((i) => (
            <NodeLine
              key={`it-${i.id}`}
              kind="indikator-tujuan"
              parentId={tujuan.id}
              record={i}
              actions={actions}
              extra={<Text span size="xs" c="dimmed">{` (${i.satuan})`}</Text>}
            />
          ))}
          <AddButton kind="indikator-tujuan" parentId={tujuan.id} parentText={tujuan.tujuan} actions={actions} />
          {tujuan.sasaran_strategis.map((ss) => (
            <Stack key={`ss-${ss.id}`} gap={4}>
              <NodeLine kind="sasaran-strategis" parentId={tujuan.id} record={ss} actions={actions} />
              <Stack gap={4} pl="md">
                {ss.indikator.map((i) => (
                  <NodeLine
                    key={`is-${i.id}`}
                    kind="indikator-sasaran-strategis"
                    parentId={ss.id}
                    record={i}
                    actions={actions}
                    extra={<Text span size="xs" c="dimmed">{` (${i.satuan})`}</Text>}
                  />
                ))}
                <AddButton
                  kind="indikator-sasaran-strategis"
                  parentId={ss.id}
                  parentText={ss.sasaran}
                  actions={actions}
                />
              </Stack>
            </Stack>
          ))}
          <AddButton kind="sasaran-strategis" parentId={tujuan.id} parentText={tujuan.tujuan} actions={actions} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The RPJMD structure of a visi: misi → tujuan (+ indikator) → sasaran strategis (+ indikator),
 * with add, edit (in a modal) and delete (the server names the children that block it).
 */
export function RpjmdTree({ visi, mayWrite }: { visi: VisiDetail; mayWrite: boolean }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useDeleteNode();

  const actions: Actions = {
    mayWrite,
    onAdd: (kind, parentId) => setEditing({ kind, parentId, record: null }),
    onEdit: (kind, parentId, record) => setEditing({ kind, parentId, record }),
    onDelete: (kind, record) =>
      confirmDelete({
        message: `Hapus ${RPJMD_NODES[kind].label.toLowerCase()} "${textOf(kind, record)}"? Data yang dihapus tidak dapat dikembalikan.`,
        onConfirm: () =>
          remove.mutate(
            { kind, id: record.id },
            submitFeedback({
              success: 'Data berhasil dihapus',
              errorTitle: 'Tidak dapat dihapus',
              alsoStatuses: [404],
            }),
          ),
      }),
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          Misi, Tujuan dan Sasaran Strategis
        </Title>
        <AddButton kind="misi" parentId={visi.id} parentText="visi" actions={actions} />
      </Group>
      {visi.misi.length === 0 ? <Text size="sm">Belum ada misi</Text> : null}
      <Stack gap="md">
        {visi.misi.map((m) => (
          <Stack key={m.id} gap={6}>
            <NodeLine kind="misi" parentId={visi.id} record={m} actions={actions} />
            {m.tujuan.map((tj) => (
              <TujuanBlock key={tj.id} tujuan={tj} actions={actions} />
            ))}
            <Box ml={{ base: 0, sm: 'md' }}>
              <AddButton kind="tujuan" parentId={m.id} parentText={m.misi} actions={actions} />
            </Box>
          </Stack>
        ))}
      </Stack>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `${editing.record ? 'Ubah' : 'Tambah'} ${RPJMD_NODES[editing.kind].label.toLowerCase()}` : ''}
        size="lg"
      >
        {editing ? (
          <NodeForm
            key={`${editing.kind}-${editing.record?.id ?? 'baru'}`}
            kind={editing.kind}
            parentId={editing.parentId}
            record={editing.record}
            tahunAwal={visi.tahun_awal}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}
