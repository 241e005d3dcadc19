import { Group, Paper, SegmentedControl, Select, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TRIWULAN_ROMAWI, type RaporCard, type Triwulan } from '@sakip/domain';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useUnitChoice } from '../../../components/unit/use-unit-choice';

/** The quarter of the path (the router already answered 404 for anything but 1-4). */
export function useTriwulan(): Triwulan {
  const { triwulan } = useParams();
  const n = Number(triwulan);
  return (n >= 1 && n <= 4 ? n : 1) as Triwulan;
}

/**
 * The unit of every rapor page: ?satuan_kerja_id, else the one chosen last on any rapor page of this
 * tab (issue 25 item 12: Diagram → Data keeps the unit). The server ignores the choice of those who
 * may not choose (their option list is empty: no picker).
 */
export const useRaporUnit = () => useUnitChoice('server', { remember: 'sakip.rapor.satuan_kerja_id' });

/** 'Triwulan I' … 'Triwulan IV': switches the {triwulan} of the current path, keeping the query. */
export function QuarterSelect({ tw }: { tw: Triwulan }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id="pilih-triwulan">
        Triwulan
      </Text>
      <SegmentedControl
        aria-labelledby="pilih-triwulan"
        value={String(tw)}
        data={TRIWULAN_ROMAWI.map((r, i) => ({ value: String(i + 1), label: `TW ${r}` }))}
        onChange={(value) =>
          navigate(
            `${location.pathname.replace(/\/(rapor-kinerja(?:-sasaran-strategis-pd)?)\/[1-4]\//, `/$1/${value}/`)}${location.search}`,
          )
        }
      />
    </div>
  );
}

/** The unit picker of those who may choose (options come from the server, already scoped). */
export function UnitPicker({
  options,
  value,
  onChange,
}: {
  options: RaporCard['satuan_kerja_options'];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  if (options.length === 0) return null;
  return (
    <Select
      label="Satuan Kerja"
      placeholder="Pilih satuan kerja"
      searchable
      allowDeselect={false}
      w={{ base: '100%', sm: 380 }}
      data={options.map((o) => ({ value: o.satuan_kerja_id, label: o.satuan_kerja_nama }))}
      value={value}
      onChange={onChange}
    />
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap" mb="md">
      {children}
    </Group>
  );
}

/** The quarter and, for those who may choose, the unit of a rapor page whose answer lists the choices. */
export function RaporToolbar({
  tw,
  data,
  fallback = null,
  onUnitChange,
}: {
  tw: Triwulan;
  data: Pick<RaporCard, 'satuan_kerja_options' | 'satuan_kerja'> | undefined;
  /** The unit shown while the answer names none. */
  fallback?: string | null;
  onUnitChange: (value: string | null) => void;
}) {
  return (
    <Toolbar>
      <QuarterSelect tw={tw} />
      {data ? (
        <UnitPicker
          options={data.satuan_kerja_options}
          value={data.satuan_kerja?.satuan_kerja_id ?? fallback}
          onChange={onUnitChange}
        />
      ) : null}
    </Toolbar>
  );
}

/**
 * The bordered table of a rapor page: its caption above, the head, the rows, and the line shown in
 * place of rows (`empty`, when given); `after` goes under the table (pagination).
 */
export function RaporTable(props: {
  minWidth: number;
  caption: ReactNode;
  striped?: boolean;
  head: ReactNode;
  children: ReactNode;
  empty?: ReactNode;
  colSpan: number;
  after?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped={props.striped} withTableBorder withColumnBorders fz="sm">
          <caption style={{ captionSide: 'top', textAlign: 'left' }}>{props.caption}</caption>
          {props.head}
          <Table.Tbody>
            {props.children}
            {props.empty ? (
              <Table.Tr>
                <Table.Td colSpan={props.colSpan}>{props.empty}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.after}
    </Paper>
  );
}
