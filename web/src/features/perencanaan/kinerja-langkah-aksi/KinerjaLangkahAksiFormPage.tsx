import type { KinerjaLangkahAksiDetail } from '@sakip/domain';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCrudDetail } from '../../../api/crud';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { LangkahAksiForm } from './LangkahAksiForm';
import { GROUP } from './shared';

/** /kinerja-langkah-aksi/create (?id= prefills the sub kegiatan) and /kinerja-langkah-aksi/:id/edit. */
export default function KinerjaLangkahAksiFormPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const detail = useCrudDetail<KinerjaLangkahAksiDetail>(GROUP, id);
  const parentParam = Number(search.get('id'));
  const parentId = id === null && Number.isInteger(parentParam) && parentParam > 0 ? parentParam : null;

  const onDone = (saved: KinerjaLangkahAksiDetail | null) => {
    const target = saved?.id ?? id;
    void navigate(target === null ? `/${GROUP}` : `/${GROUP}/${target}`);
  };

  return (
    <>
      <PageHeader />
      {id !== null && detail.isPending ? (
        <LoadingText />
      ) : (
        <LangkahAksiForm
          key={detail.data ? String(detail.data.id) : 'new'}
          record={detail.data ?? null}
          parentId={parentId}
          onDone={onDone}
        />
      )}
    </>
  );
}
