import { Group, SegmentedControl, Select, Text } from '@mantine/core';
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

export function Toolbar({ children }: { children: React.ReactNode }) {
  return (
    <Group align="flex-end" gap="md" wrap="wrap" mb="md">
      {children}
    </Group>
  );
}
