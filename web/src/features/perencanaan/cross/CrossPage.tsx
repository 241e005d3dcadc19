import { Anchor } from '@mantine/core';
import { can, CROSS_LEVELS, CROSS_PARENTS, type CrossKandidat, type CrossParent } from '@sakip/domain';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { CrossCuttingPage } from './CrossCuttingPage';
import { PerencanaanLockAlert, usePerencanaanLock } from '../validasi-perencanaan/PerencanaanLock';
import { useCrossKandidat, useCrossList, useCrossWrite } from './api';

/** The level from the path: /{parent}/{id}/{child}-cross. */
function parentOf(pathname: string): CrossParent {
  const segment = pathname.split('/')[1] ?? '';
  return (CROSS_PARENTS as string[]).includes(segment) ? (segment as CrossParent) : 'kinerja-program';
}

const kandidatLabel = (k: CrossKandidat) =>
  `${k.satuan_kerja_nama} — ${k.nama ? `${k.nama}: ` : ''}${k.sasaran} (${k.indikator})`;

/**
 * /sasaran-strategis-pd/:id/kinerja-program-cross, /kinerja-program/:id/kinerja-kegiatan-cross and
 * /kinerja-kegiatan/:id/kinerja-sub-kegiatan-cross: the children of other units this parent
 * adopted as cross cutting, adopting another and releasing one.
 */
export default function CrossPage() {
  const parent = parentOf(useLocation().pathname);
  const meta = CROSS_LEVELS[parent];
  const id = Number(useParams().id);
  const { user } = useSession();
  const list = useCrossList(parent, id);
  // Adopting and releasing write the parent row: the lock of the parent's unit.
  const lock = usePerencanaanLock(list.data?.parent.satuan_kerja_id);
  const { adopt, release } = useCrossWrite(parent, id);
  const mayWrite = can(user, 'write', parent);
  const useKandidat = (search: string, enabled: boolean) => useCrossKandidat(parent, id, search, enabled);

  return (
    <CrossCuttingPage
      list={list}
      useKandidat={useKandidat}
      kandidatLabel={kandidatLabel}
      adopt={adopt}
      release={release}
      childKey={meta.childKey}
      texts={{
        heading: meta.childLabel,
        noun: meta.childLabel.toLowerCase(),
        pickerLabel: `${meta.childLabel} perangkat daerah lain`,
        requiredMessage: `${meta.childLabel} wajib dipilih`,
      }}
      parentFields={(data) => [
        {
          label: meta.parentLabel,
          value: (
            <Anchor component={Link} to={`/${parent}/${id}`} size="sm">
              {data.parent.nama ? `${data.parent.nama} — ` : ''}
              {data.parent.sasaran}
            </Anchor>
          ),
        },
        { label: parent === 'sasaran-strategis-pd' ? 'IKU' : 'Indikator', value: data.parent.indikator },
        { label: 'Satuan kerja', value: data.parent.satuan_kerja_nama },
        { label: 'Tahun', value: String(data.parent.tahun) },
      ]}
      rows={(data) => data.cross}
      childGroup={null}
      childName={(child) => child.indikator}
      mayWrite={mayWrite}
      disabled={lock.locked}
      notice={mayWrite ? <PerencanaanLockAlert notice={lock.notice} /> : null}
    />
  );
}
