import { List, Text } from '@mantine/core';
import { can, imporRpjmd, visiSchema, type VisiDetail, type VisiRecord } from '@sakip/domain';
import { useSession } from '../../../api/session';
import {
  ShowLink,
  SimpleFormPage,
  SimpleListPage,
  SimpleShowPage,
  type SimpleCrudConfig,
} from '../../../components/crud/SimpleCrudPages';
import { RpjmdTree } from './RpjmdTree';

/**
 * Visi misi RPJMD: the index lists the visi of the period of the year with its misi; the show page
 * maintains the whole structure (misi → tujuan → sasaran strategis and their indicators).
 */
const GROUP = 'visi-misi-rpjmd' as const;

function Tree({ record }: { record: VisiDetail }) {
  const { user } = useSession();
  return <RpjmdTree visi={record} mayWrite={can(user, 'write', GROUP)} />;
}

const base = {
  group: GROUP,
  noun: 'visi',
  resource: GROUP,
  schema: visiSchema,
  nameOf: (r: { visi: string }) => r.visi,
  fields: () => [{ name: 'visi', label: 'Visi', kind: 'textarea' as const, required: true }],
  initial: (r: { visi: string } | null) => ({ visi: r?.visi ?? '' }),
  show: (r: VisiRecord | VisiDetail) => [
    { label: 'Periode', value: `${r.periode_nama} (${r.tahun_awal}-${r.tahun_akhir})` },
    { label: 'Visi', value: r.visi },
  ],
};

const listConfig: SimpleCrudConfig<VisiRecord> = {
  ...base,
  // The RPJMD tree with yearly targets from a spreadsheet (super: the resource periode-rpjmd).
  importRecipe: imporRpjmd,
  columns: [
    { key: 'periode', header: 'Periode', render: (r) => `${r.tahun_awal}-${r.tahun_akhir}`, width: 110 },
    {
      key: 'visi',
      header: 'Visi',
      render: (r) => (
        <ShowLink group={GROUP} id={r.id}>
          {r.visi}
        </ShowLink>
      ),
      width: '35%',
    },
    {
      key: 'misi',
      header: 'Misi',
      render: (r) =>
        r.misi.length === 0 ? (
          <Text size="sm">-</Text>
        ) : (
          <List size="sm" spacing={2} type="ordered">
            {r.misi.map((m) => (
              <List.Item key={m.id}>{m.misi}</List.Item>
            ))}
          </List>
        ),
    },
  ],
};

const detailConfig: SimpleCrudConfig<VisiDetail> = {
  ...base,
  columns: [],
  sections: (r) => <Tree record={r} />,
};

export function VisiMisiListPage() {
  return <SimpleListPage config={listConfig} />;
}
export function VisiMisiFormPage() {
  return <SimpleFormPage config={detailConfig} />;
}
export function VisiMisiShowPage() {
  return <SimpleShowPage config={detailConfig} />;
}
