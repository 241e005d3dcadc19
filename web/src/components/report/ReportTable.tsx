import { Badge, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  CAPAIAN_BAND_HAMPIR,
  CAPAIAN_BAND_LABELS,
  CAPAIAN_THRESHOLD,
  cellBand,
  GROWTH_BAND_LABELS,
  formatCell,
  headerLayout,
  mergeSpans,
  type CapaianBand,
  type GrowthBand,
  type ReportColumn,
  type ReportRow,
} from '@sakip/domain';
import { useMemo } from 'react';
import { tableState } from '../table-state';

/** Band colours; every coloured cell also carries its band's text (never colour alone). */
const BAND_COLORS: Record<CapaianBand | GrowthBand, string> = {
  tercapai: 'green',
  hampir: 'yellow',
  belum: 'red',
  naik: 'green',
  turun: 'red',
  tetap: 'gray',
  kosong: 'gray',
};

const NUMERIC = new Set(['number', 'percent', 'money', 'capaian', 'growth']);

function Cell({ column, value }: { column: ReportColumn; value: ReportRow[string] | undefined }) {
  const text = formatCell(column, value);
  const band = cellBand(column, value);
  if (!band || band.band === 'kosong') return <>{text}</>;
  return (
    // min-width max-content: a narrow column widens to the badge instead of cutting its band text (issue 14).
    <Badge
      variant="light"
      color={BAND_COLORS[band.band]}
      title={band.label}
      style={{ textTransform: 'none', minWidth: 'max-content' }}
    >
      {text} <span aria-hidden>·</span> {band.label}
    </Badge>
  );
}

function Header({ columns, tahun, nomor }: { columns: readonly ReportColumn[]; tahun: number; nomor: boolean }) {
  const layout = headerLayout(columns, tahun);
  const rowSpan = layout.hasGroups ? 2 : undefined;
  const leafCount = columns.length + (nomor ? 1 : 0);
  return (
    <Table.Thead>
      <Table.Tr>
        {nomor ? (
          <Table.Th rowSpan={rowSpan} w={56} scope="col">
            No
          </Table.Th>
        ) : null}
        {layout.top.map((cell) =>
          cell.type === 'group' ? (
            <Table.Th key={`g-${cell.label}`} colSpan={cell.span} scope="colgroup" ta="center">
              {cell.label}
            </Table.Th>
          ) : (
            <Table.Th
              key={cell.column.key}
              rowSpan={rowSpan}
              scope="col"
              ta={NUMERIC.has(cell.column.kind) ? 'right' : undefined}
            >
              {cell.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
      {layout.hasGroups ? (
        <Table.Tr>
          {layout.bottom.map(({ column, label }) => (
            <Table.Th key={column.key} scope="col" ta="right">
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      ) : null}
      {/* The numbered header row of government tables: (1) (2) … under the headers. */}
      <Table.Tr data-numbered-header>
        {Array.from({ length: leafCount }, (_, i) => (
          <Table.Th key={i} ta="center" fw={400} c="dimmed" fz="xs">
            {i + 1}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

interface ReportTableProps {
  caption: string;
  columns: readonly ReportColumn[];
  rows: ReportRow[] | undefined;
  rowKey: string;
  tahun: number;
  /** Row number of the first row (page offset). */
  offset: number;
  loading: boolean;
  emptyText: string;
  /** The 'No' column (false on a ranked report whose first column is the rank). */
  nomor?: boolean;
}

/** The table of a report page: grouped and numbered headers, merged cells, id-ID values, bands. */
export function ReportTable({
  caption,
  columns,
  rows,
  rowKey,
  tahun,
  offset,
  loading,
  emptyText,
  nomor = true,
}: ReportTableProps) {
  const colSpan = columns.length + (nomor ? 1 : 0);
  const spans = useMemo(
    () => new Map(columns.filter((c) => c.merge).map((c) => [c.key, mergeSpans(rows ?? [], c.key, c.mergeWithin)])),
    [columns, rows],
  );
  const body =
    tableState(rows, loading, colSpan, emptyText) ??
    rows?.map((row, index) => (
      <Table.Tr key={String(row[rowKey])}>
        {nomor ? <Table.Td>{offset + index + 1}</Table.Td> : null}
        {columns.map((column) => {
          const span = spans.get(column.key)?.[index] ?? 1;
          if (span === 0) return null;
          return (
            <Table.Td
              key={column.key}
              rowSpan={span > 1 ? span : undefined}
              ta={NUMERIC.has(column.kind) ? 'right' : undefined}
              style={{ whiteSpace: column.kind === 'text' ? 'pre-line' : 'nowrap', verticalAlign: 'top' }}
            >
              <Cell column={column} value={row[column.key]} />
            </Table.Td>
          );
        })}
      </Table.Tr>
    ));
  return (
    // A native scroll box that the keyboard can reach (axe 'scrollable-region-focusable'): wide tables scroll.
    <Table.ScrollContainer
      type="native"
      minWidth={Math.max(640, columns.length * 110)}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <Table striped withTableBorder withColumnBorders verticalSpacing="xs" aria-busy={loading}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Header columns={columns} tahun={tahun} nomor={nomor} />
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The legend of the coloured columns a table shows (text next to each colour). */
export function BandLegend({ columns }: { columns: readonly ReportColumn[] }) {
  const kinds = new Set(columns.map((c) => c.kind));
  const items: [string, string][] = [];
  const labels = CAPAIAN_BAND_LABELS;
  if (kinds.has('capaian')) {
    items.push(
      [BAND_COLORS.tercapai, `${labels.tercapai} (≥ ${CAPAIAN_THRESHOLD}%)`],
      [BAND_COLORS.hampir, `${labels.hampir} (${CAPAIAN_BAND_HAMPIR}% sampai < ${CAPAIAN_THRESHOLD}%)`],
      [BAND_COLORS.belum, `${labels.belum} (< ${CAPAIAN_BAND_HAMPIR}%)`],
    );
  }
  if (kinds.has('growth')) {
    for (const band of ['naik', 'turun', 'tetap'] as const) items.push([BAND_COLORS[band], GROWTH_BAND_LABELS[band]]);
  }
  if (items.length === 0) return null;
  return (
    <Paper p="xs" withBorder={false} aria-label="Keterangan warna">
      <Group gap="xs">
        <Text size="xs">Keterangan:</Text>
        {items.map(([color, label]) => (
          <Badge key={`${color}-${label}`} variant="light" color={color} style={{ textTransform: 'none' }}>
            {label}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
