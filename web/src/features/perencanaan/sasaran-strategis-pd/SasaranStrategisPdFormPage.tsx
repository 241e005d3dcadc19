import type { SasaranStrategisPdDetail } from '@sakip/domain';
import { useNavigate, useParams } from 'react-router';
import { useCrudDetail } from '../../../api/crud';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { SasaranStrategisPdForm } from './SasaranStrategisPdForm';
import { GROUP } from './shared';

/** /sasaran-strategis-pd/create and /sasaran-strategis-pd/:id/edit. */
export default function SasaranStrategisPdFormPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const detail = useCrudDetail<SasaranStrategisPdDetail>(GROUP, id);

  const onDone = (saved: SasaranStrategisPdDetail | null) => {
    const target = saved?.id ?? id;
    void navigate(target === null ? `/${GROUP}` : `/${GROUP}/${target}`);
  };

  return (
    <>
      <PageHeader />
      {id !== null && detail.isPending ? (
        <LoadingText />
      ) : (
        <SasaranStrategisPdForm
          key={detail.data ? String(detail.data.id) : 'new'}
          record={detail.data ?? null}
          onDone={onDone}
        />
      )}
    </>
  );
}
