import type { SasaranStrategisRpjmdDetail } from '@sakip/domain';
import { useNavigate, useParams } from 'react-router';
import { useCrudDetail } from '../../../api/crud';
import { LoadingText } from '../../../components/LoadingText';
import { PageHeader } from '../../../components/PageHeader';
import { GROUP, SasaranStrategisRpjmdForm } from './SasaranStrategisRpjmdForm';

/** /sasaran-strategis-rpjmd/create and /sasaran-strategis-rpjmd/:id/edit. */
export default function SasaranStrategisRpjmdFormPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const detail = useCrudDetail<SasaranStrategisRpjmdDetail>(GROUP, id);

  const onDone = (saved: SasaranStrategisRpjmdDetail | null) => {
    const target = saved?.id ?? id;
    void navigate(target === null ? `/${GROUP}` : `/${GROUP}/${target}`);
  };

  return (
    <>
      <PageHeader />
      {id !== null && detail.isPending ? (
        <LoadingText />
      ) : (
        <SasaranStrategisRpjmdForm
          key={detail.data ? String(detail.data.id) : 'new'}
          record={detail.data ?? null}
          onDone={onDone}
        />
      )}
    </>
  );
}
