import { Fragment, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCrudDetail } from '../../api/crud';
import { LoadingText } from '../LoadingText';
import { PageHeader } from '../PageHeader';

/** What a CRUD form is given: the record being edited (null: create) and where it goes when done. */
export interface CrudFormProps<R> {
  record: R | null;
  /** Saved: to its show page; cancelled (null): back to the record, or the list on create. */
  onDone: (saved: { id: number } | null) => void;
}

/**
 * The frame of /{group}/create and /{group}/:id/edit: loads the record to edit, then renders the
 * feature's form (keyed by the record, so that its values start afresh from it).
 */
export function CrudFormPage<R extends { id: number }>({
  group,
  form,
}: {
  group: string;
  /** The form; `id` is the edited record's (null on create). */
  form: (props: CrudFormProps<R>, id: number | null) => ReactNode;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id ? Number(params.id) : null;
  const detail = useCrudDetail<R>(group, id);

  const onDone = (saved: { id: number } | null) => {
    const target = saved?.id ?? id;
    void navigate(target === null ? `/${group}` : `/${group}/${target}`);
  };

  return (
    <>
      <PageHeader />
      {id !== null && detail.isPending ? (
        <LoadingText />
      ) : (
        <Fragment key={detail.data ? String(detail.data.id) : 'new'}>
          {form({ record: detail.data ?? null, onDone }, id)}
        </Fragment>
      )}
    </>
  );
}
