import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QueryParams } from '../../api/client';
import { useDownload } from './download';

export interface DownloadButtonProps extends Omit<ButtonProps, 'loading' | 'onClick'> {
  /** The API call of the file, e.g. '/kinerja-program/export'. */
  path: string;
  query?: QueryParams;
  /** The name when the server sends none. */
  fileName: string;
  children: ReactNode;
  title?: string;
  'aria-label'?: string;
}

/** A button that downloads one file of the API (token and year headers; the one failure toast). */
export function DownloadButton({ path, query = {}, fileName, children, ...button }: DownloadButtonProps) {
  const { busy, download } = useDownload();
  return (
    <Button {...button} loading={busy} onClick={() => void download(path, query, fileName)}>
      {children}
    </Button>
  );
}
