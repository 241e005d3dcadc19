import { Paper, Text, Timeline, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, formatDate, type RiwayatRecord } from '@sakip/domain';
import { useRiwayat } from '../../api/crud';
import { LoadingText } from '../LoadingText';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A changed value as the reader knows it: Ya/Tidak, a date in id-ID, a list joined by commas. */
function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'string') return ISO_DATE.test(value) ? formatDate(`${value}T00:00:00`) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map(show).join(', ');
  return JSON.stringify(value);
}

/**
 * The field names of a history in the form's words: `labels` maps a column to its label (a
 * column without one keeps its name); the row's own id is not shown. A change whose `old` is
 * undefined (not null: a value that is never shown, such as a password) reads as its new value only.
 */
export type HistoryLabels = Record<string, string>;

export function HistoryList({ records, labels }: { records: RiwayatRecord[]; labels?: HistoryLabels }) {
  if (records.length === 0) return <Text size="sm">Belum ada riwayat perubahan</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {records.map((record) => (
        <Timeline.Item key={record.id} title={AUDIT_ACTION_LABELS[record.action]}>
          <Text size="xs" c="dimmed">
            {record.actor_nama ?? 'Sistem'} · {formatDate(record.created_at, true)}
          </Text>
          {record.changes
            .filter((change) => change.field !== 'id')
            .map((change) => (
              <Text size="sm" key={change.field}>
                <b>{labels?.[change.field] ?? change.field}</b>:{' '}
                {record.action === 'update' && change.old !== undefined
                  ? `${show(change.old)} → ${show(change.new)}`
                  : show(change.new ?? change.old)}
              </Text>
            ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** "Riwayat Perubahan": the titled panel of a history, while loading and once read. */
export function HistoryPanel({
  pending,
  records,
  labels,
  maw,
}: {
  pending: boolean;
  records: RiwayatRecord[] | undefined;
  labels?: HistoryLabels;
  maw?: number;
}) {
  return (
    <Paper withBorder radius="md" p="md" maw={maw}>
      <Title order={2} fz="h4" mb="sm">
        Riwayat Perubahan
      </Title>
      {pending ? <LoadingText /> : <HistoryList records={records ?? []} labels={labels} />}
    </Paper>
  );
}

/** The change history of a record (GET /{group}/{id}/riwayat). */
export function HistoryTimeline({ group, id, labels }: { group: string; id: number; labels?: HistoryLabels }) {
  const query = useRiwayat(group, id);
  return <HistoryPanel pending={query.isPending} records={query.data} labels={labels} />;
}
