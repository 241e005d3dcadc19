import type { KinerjaLangkahAksiDetail } from '@sakip/domain';
import { useSearchParams } from 'react-router';
import { CrudFormPage } from '../../../components/crud/CrudFormPage';
import { LangkahAksiForm } from './LangkahAksiForm';
import { GROUP } from './shared';

/** /kinerja-langkah-aksi/create (?id= prefills the sub kegiatan) and /kinerja-langkah-aksi/:id/edit. */
export default function KinerjaLangkahAksiFormPage() {
  const [search] = useSearchParams();
  const parentParam = Number(search.get('id'));
  const parentOf = (id: number | null) =>
    id === null && Number.isInteger(parentParam) && parentParam > 0 ? parentParam : null;

  return (
    <CrudFormPage<KinerjaLangkahAksiDetail>
      group={GROUP}
      form={(props, id) => <LangkahAksiForm {...props} parentId={parentOf(id)} />}
    />
  );
}
