import { Stack, Text } from '@mantine/core';
import { can, type Resource } from '@sakip/domain';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCrudDetail } from '../../api/crud';
import { useSession } from '../../api/session';
import { LoadingText } from '../LoadingText';
import { PageHeader } from '../PageHeader';
import { HistoryTimeline } from './HistoryTimeline';
import { ShowActions } from './RecordActions';
import { useDeleteAction } from './use-delete-action';

/**
 * The frame of a CRUD group's show page (/{group}/:id): loads the record, offers Ubah/Hapus to
 * those who may write (back to the list after a delete), then the feature's sections and the
 * record's history.
 */
export function CrudShowPage<R extends { id: number }>({
  group,
  confirmText,
  children,
}: {
  group: Resource;
  /** The delete question, e.g. 'Hapus sasaran "…"?'. */
  confirmText: (row: R) => string;
  children: (row: R, id: number) => ReactNode;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const id = Number(useParams().id);
  const detail = useCrudDetail<R>(group, id);
  const onDelete = useDeleteAction<R>(group, confirmText, () => void navigate(`/${group}`));
  const row = detail.data;

  if (detail.isPending) return <LoadingText />;
  if (!row) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader
        actions={
          can(user, 'write', group) ? <ShowActions group={group} id={id} onDelete={() => onDelete(row)} /> : null
        }
      />
      <Stack gap="md">
        {children(row, id)}
        <HistoryTimeline group={group} id={id} />
      </Stack>
    </>
  );
}
