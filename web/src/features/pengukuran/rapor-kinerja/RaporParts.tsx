import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import { TRIWULAN_ROMAWI, type RaporCard, type Triwulan } from '@sakip/domain';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

/** The quarter of the path (the router already answered 404 for anything but 1-4). */
export function useTriwulan(): Triwulan {
  const { triwulan } = useParams();
  const n = Number(triwulan);
  return (n >= 1 && n <= 4 ? n : 1) as Triwulan;
}

const CHOSEN_UNIT_KEY = 'sakip.rapor.satuan_kerja_id';

function rememberedUnit(): string | null {
  try {
    return window.sessionStorage.getItem(CHOSEN_UNIT_KEY);
  } catch {
    return null;
  }
}

function rememberUnit(value: string | null) {
  try {
    if (value) window.sessionStorage.setItem(CHOSEN_UNIT_KEY, value);
    else window.sessionStorage.removeItem(CHOSEN_UNIT_KEY);
  } catch {
    // Storage refused (private mode): the choice lives in the URL only.
  }
}

/**
 * The unit chosen in the URL (?satuan_kerja_id), else the one chosen last on any rapor page of this
 * tab (issue 25 item 12: Diagram → Data keeps the unit), and its setter (replace: no history entry
 * per choice). The server ignores the choice of those who may not choose.
 */
export function useChosenUnit(): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('satuan_kerja_id', value);
    else next.delete('satuan_kerja_id');
    next.delete('page');
    rememberUnit(value);
    setParams(next, { replace: true });
  };
  return [params.get('satuan_kerja_id') ?? rememberedUnit(), set];
}

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
