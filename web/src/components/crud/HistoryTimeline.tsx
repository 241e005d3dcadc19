import { Paper, Text, Timeline, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, formatDate, type RiwayatRecord } from '@sakip/domain';
import { useRiwayat } from '../../api/crud';
import { LoadingText } from '../LoadingText';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export function HistoryList({ records }: { records: RiwayatRecord[] }) {
  if (records.length === 0) return <Text size="sm">Belum ada riwayat perubahan</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {records.map((record) => (
        <Timeline.Item key={record.id} title={AUDIT_ACTION_LABELS[record.action]}>
          <Text size="xs" c="dimmed">
            {record.actor_nama ?? 'Sistem'} · {formatDate(record.created_at, true)}
          </Text>
          {record.changes.map((change) => (
            <Text size="sm" key={change.field}>
              <b>{change.field}</b>:{' '}
              {record.action === 'update'
                ? `${show(change.old)} → ${show(change.new)}`
                : show(change.new ?? change.old)}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The change history of a record (GET /{group}/{id}/riwayat). */
export function HistoryTimeline({ group, id }: { group: string; id: number }) {
  const query = useRiwayat(group, id);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Riwayat Perubahan
      </Title>
      {query.isPending ? <LoadingText /> : <HistoryList records={query.data ?? []} />}
    </Paper>
  );
}
