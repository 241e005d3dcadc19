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

/** Writes held on a record (e.g. the planning lock): the disabled buttons' reason and a notice. */
export interface WriteLock {
  reason: string | null;
  notice: ReactNode;
}

const useNoLock = (): WriteLock => ({ reason: null, notice: null });

/**
 * The frame of a CRUD group's show page (/{group}/:id): loads the record, offers Ubah/Hapus to
 * those who may write (back to the list after a delete), then the feature's sections and the
 * record's history.
 */
export function CrudShowPage<R extends { id: number }>({
  group,
  confirmText,
  children,
  useWriteLock,
}: {
  group: Resource;
  /** The delete question, e.g. 'Hapus sasaran "…"?'. */
  confirmText: (row: R) => string;
  children: (row: R, id: number) => ReactNode;
  /**
   * A hook giving the record's write lock (called on every render, with undefined while loading):
   * Ubah and Hapus show disabled with the reason, and the notice is shown to those who may write.
   */
  useWriteLock?: (row: R | undefined) => WriteLock;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const id = Number(useParams().id);
  const detail = useCrudDetail<R>(group, id);
  const onDelete = useDeleteAction<R>(group, confirmText, () => void navigate(`/${group}`));
  const row = detail.data;
  const useLock = useWriteLock ?? useNoLock;
  const lock = useLock(row);
  const mayWrite = can(user, 'write', group);

  if (detail.isPending) return <LoadingText />;
  if (!row) return <Text>Data tidak ditemukan</Text>;

  return (
    <>
      <PageHeader
        actions={
          mayWrite ? (
            <ShowActions group={group} id={id} onDelete={() => onDelete(row)} lockedReason={lock.reason} />
          ) : null
        }
      />
      <Stack gap="md">
        {mayWrite ? lock.notice : null}
        {children(row, id)}
        <HistoryTimeline group={group} id={id} />
      </Stack>
    </>
  );
}
